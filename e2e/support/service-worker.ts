import type { Page } from '@playwright/test';

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

/** Every <img> on the page, made eager and decoded; returns the ones that did not load. */
export function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) {
      img.loading = 'eager';
      await img.decode().catch(() => undefined);
    }
    return images.filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
  });
}
