import type { BrowserContext, Page } from '@playwright/test';

/**
 * Holds every answer for `url` (a glob, or a test of the URL) until `release()`, as on a network that hangs: the
 * requests are made, the answers wait. `asked()` lists the URLs asked for so far. Held for a
 * browser context, it holds its service worker's requests too.
 */
export async function holdRoute(where: Page | BrowserContext, url: string | ((url: URL) => boolean)) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await where.route(url, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, asked: () => [...asked] };
}
