import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { text } from './support/site';

// Without the service worker, so the page's requests reach page.route.
test.use({ serviceWorkers: 'block', allowedConsole: /Failed to fetch dynamically imported module|ERR_FAILED/ });

test('a page whose code chunk is gone after a deploy reloads once and shows the page', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/en');
  await waitForApp(page);
  const homeScripts = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)),
  );
  // Until the page reloads, every script chunk it did not load yet is gone, as after a deploy.
  let reloaded = false;
  let aborted = 0;
  // The reload's document request, not its load event: the new page asks for its chunks before it has loaded.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloaded = true;
  });
  await page.route('**/assets/*.js', (route) => {
    if (reloaded || homeScripts.has(new URL(route.request().url()).pathname)) return route.continue();
    aborted++;
    return route.abort();
  });
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('en', 'nav.history') })
    .click();
  await expect(page).toHaveURL('/en/history');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(aborted).toBeGreaterThan(0);
  expect(reloaded).toBe(true);
});

test('a chunk that keeps failing shows a friendly error instead of reloading forever', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/en');
  await waitForApp(page);
  const homeScripts = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)),
  );
  await page.route('**/assets/*.js', (route) =>
    homeScripts.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
  );
  await page.evaluate(() => sessionStorage.setItem('reloaded-for-missing-chunk', '/en/history'));
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('en', 'nav.history') })
    .click();
  await expect(page.getByRole('heading', { name: text('en', 'pageError.title') })).toBeVisible();
});
