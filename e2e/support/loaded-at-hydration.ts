import type { Page } from '@playwright/test';
import { partsTakenOver } from '../../src/app/parts-waiting';

type Recorded = { loadedAtHydration?: string[] };

/**
 * Has each document of `page` note the files it had loaded when it marked itself hydrated, read
 * in that very moment (a file finishing while a test polls is not one). Call before `goto`.
 */
export async function recordLoadedAtHydration(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      (window as Recorded).loadedAtHydration = performance.getEntriesByType('resource').map((entry) => entry.name);
    });
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/**
 * The URLs the page had loaded when it marked itself hydrated (`recordLoadedAtHydration`), once
 * it has been used, which loads the app (app/first-use.ts).
 */
export async function loadedAtHydration(page: Page): Promise<string[]> {
  await page.waitForFunction(partsTakenOver, [null, null] as const);
  return page.evaluate(() => (window as Recorded).loadedAtHydration ?? []);
}
