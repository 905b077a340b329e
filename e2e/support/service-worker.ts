import type { Page } from '@playwright/test';
import { asReturningVisitor, waitForApp } from './test';

/** Waits until a service worker controls the page and has finished precaching. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    return registration.active?.state;
  });
}

/** Opens a page as a returning visitor and waits until the worker controls it and has the site. */
export async function openWithWorker(page: Page, url: string) {
  await asReturningVisitor(page);
  await page.goto(url);
  await waitForApp(page);
  await waitForServiceWorker(page);
}
