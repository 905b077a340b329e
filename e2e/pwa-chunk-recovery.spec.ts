import type { Page } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { text } from './support/site';
import { useAsParsed } from './support/use-as-parsed';
import { onSlowest } from './support/limits';

// Without the service worker, so the page's requests reach page.route.
test.use({
  serviceWorkers: 'block',
  allowedConsole: /Failed to fetch dynamically imported module|ERR_FAILED|status of 404|could not be (loaded|started)/,
});

/**
 * Chunks a first visitor's page loads after it has hydrated: the service worker's registrar (at
 * the browser's next idle moment). The outbox's code loads only where there is an outbox to show.
 */
const LOADED_AFTER_HYDRATION = ['workbox-window'];

/**
 * The scripts the page at `path` has loaded once it has hydrated and loaded its deferred chunks
 * too: one of those failing later would reload the page under the test's click.
 */
async function scriptsOf(page: Page, path: string): Promise<Set<string>> {
  await asReturningVisitor(page);
  await page.goto(path);
  await waitForApp(page);
  const loaded = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  await expect
    .poll(async () => {
      const files = (await loaded()).map((file) => file.split('/').pop()!);
      return LOADED_AFTER_HYDRATION.filter((name) => !files.some((file) => file.startsWith(name)));
    }, 'deferred chunks not loaded yet')
    .toEqual([]);
  return new Set(await loaded());
}

/** Counts the page's own document requests (a reload is one) from now on. */
function countReloads(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) count++;
  });
  return () => count;
}

/** The visitor goes on to the history page by the header's link: a client-side navigation. */
async function goToHistory(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('en', 'nav.history') })
    .click();
}

/** Going on to a page whose code cannot be had shows the friendly error, and the page never reloads. */
async function expectErrorWithoutReload(page: Page, reloads: () => number) {
  await goToHistory(page);
  await expect(page.getByRole('heading', { name: text('en', 'pageError.title') })).toBeVisible();
  expect(reloads()).toBe(0);
}

test('a page whose code chunk is gone after a deploy reloads once and shows the page', async ({ page }) => {
  const homeScripts = await scriptsOf(page, '/en');
  // Until the page reloads, every script chunk it did not load yet is gone, as after a deploy:
  // the server answers 404.
  const reloads = countReloads(page);
  let gone = 0;
  await page.route('**/assets/*.js', (route) => {
    if (reloads() > 0 || homeScripts.has(new URL(route.request().url()).pathname)) return route.continue();
    gone++;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  // The finger stays down on the link until its page's code, fetched ahead, has been refused:
  // the reload must wait for the click, and reload the page asked for, not the one being left.
  const link = page.getByRole('banner').getByRole('link', { name: text('en', 'nav.history') });
  await link.hover();
  const refused = page.waitForResponse((response) => /history-page-/.test(response.url()) && response.status() === 404);
  await page.mouse.down();
  await refused;
  await page.mouse.up();
  await expect(page).toHaveURL('/en/history');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(gone).toBeGreaterThan(0);
  // The reload's document request (the click itself is a client-side navigation).
  expect(reloads()).toBe(1);
});

test('a chunk that keeps failing reloads once, and then the page stays as served instead of reloading forever', async ({
  page,
}) => {
  const homeScripts = await scriptsOf(page, '/en');
  await page.route('**/assets/*.js', (route) =>
    homeScripts.has(new URL(route.request().url()).pathname)
      ? route.continue()
      : route.fulfill({ status: 404, body: 'Not found' }),
  );
  const reloads = countReloads(page);
  // The reloaded page is used as it is parsed, so its app loads (src/app/first-use.ts), and gives
  // up once the server has said again that its chunk is gone.
  await useAsParsed(page);
  const givenUp = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('could not be started'),
    timeout: onSlowest(30_000),
  });
  await goToHistory(page);
  await givenUp;
  await expect(page).toHaveURL('/en/history');
  expect(reloads()).toBe(1);
  // The history page as the server sent it: readable, with its links.
  const title = text('en', 'hero.title', 'history').split('}}').at(-1)!.trim();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByRole('heading', { name: text('en', 'pageError.title') })).toHaveCount(0);
});

test('a chunk the network cannot bring (not a deploy) shows the error without reloading', async ({ page }) => {
  const homeScripts = await scriptsOf(page, '/en');
  // Connections fail, as on a fair's Wi-Fi that reaches nothing while the browser says it is online.
  await page.route('**/assets/*.js', (route) =>
    homeScripts.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
  );
  const reloads = countReloads(page);
  await expectErrorWithoutReload(page, reloads);
});
