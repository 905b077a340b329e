import type { BrowserContext, Page } from '@playwright/test';
import { HELD_RETRY_MAX_MS } from '../../src/components/load-when-online';

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

/** A request `refuseRoute` refused: its method, and the address of the page or script that made it. */
export interface RefusedRequest {
  method: string;
  referrer: string;
}

/**
 * Refuses every request for `url` (a glob) until `allow()`, as a server's hiccup does while the
 * browser stays online: the request fails, and `online` never comes. `refused()` counts the
 * requests refused so far, whoever made them; `refusedRequests()` lists them, with who asked.
 */
export async function refuseRoute(page: Page, url: string) {
  let allowed = false;
  const refused: RefusedRequest[] = [];
  await page.route(url, async (route) => {
    if (allowed) return route.continue();
    const request = route.request();
    await route.abort();
    refused.push({ method: request.method(), referrer: request.headers()['referer'] ?? '' });
  });
  return { allow: () => (allowed = true), refused: () => refused.length, refusedRequests: () => [...refused] };
}

/**
 * Moves the page's clock (its `Date`) past the longest back-off between a failed load and the
 * try a visitor's use may start (components/load-when-online.ts), firing no timer: the next press,
 * key or focus tries again, as it would a minute later.
 */
export async function pastRetryBackOff(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + HELD_RETRY_MAX_MS);
}
