import { test, expect, waitForApp } from './support/test';
import { sentencePattern, text } from './support/site';
import { useAsParsed } from './support/use-as-parsed';
import { holdRoute } from './support/held-route';
import { PRECACHE_TIMEOUT_MS } from './support/service-worker';
import { TEST_TIMEOUT_MS } from './support/limits';

// The service worker's notices are the page's own (src/pwa/start-pwa.ts): drawn without React
// into a live region that the app renders and then leaves alone.

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  // A stored language keeps the language offer out of the way.
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'es'));
});

test('what is drawn in the notices’ region before the app hydrates stays as drawn', async ({ page }) => {
  const app = await holdRoute(page, '**/assets/main-*.js');
  const appAsked = page.waitForRequest('**/assets/main-*.js');
  // Used as it is parsed: the app is asked for once the first view is shown (src/app/first-use.ts).
  await useAsParsed(page);
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  await appAsked;
  await page.evaluate(() => {
    const region = document.querySelector('[data-pwa-notices]')!;
    (window as { region?: Element }).region = region;
    region.append(
      Object.assign(document.createElement('p'), { id: 'drawn-early', textContent: 'Drawn before the app' }),
    );
  });
  app.release();
  await waitForApp(page);
  await page
    .getByRole('link', { name: text('en', 'nav.history') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/history$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    sentencePattern(text('en', 'hero.title', 'history')),
  );
  // Hydrated, then rendered again by a navigation: the same region, with what was drawn in it, and
  // no hydration error on the console (which fails the test by itself).
  expect(
    await page.evaluate(() => {
      const region = document.querySelector('[data-pwa-notices]');
      return region === (window as { region?: Element }).region && region?.querySelector('#drawn-early') !== null;
    }),
  ).toBe(true);
});

test('the notices follow a language switch in place, and an offline visit is told so at once', async ({
  page,
  context,
}) => {
  test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  await page.goto('/');
  await waitForApp(page);
  const ready = page.getByRole('status').getByText(sentencePattern(text('es', 'pwa.offlineReadySize')));
  await expect(ready).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  await ready.evaluate((sentence) => sentence.setAttribute('data-kept', ''));
  await page.getByRole('button', { name: text('es', 'language.label').split(':')[0]! }).click();
  await page.locator('a[hreflang="en"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The same notice, now in English: updated in place, not drawn again.
  await expect(page.locator('[data-pwa-notices] [data-kept]')).toHaveText(
    sentencePattern(text('en', 'pwa.offlineReadySize')),
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').getByText(text('en', 'pwa.offline'))).toBeVisible();
  await context.setOffline(false);
});

test.describe('while the app cannot be loaded', () => {
  test.use({ appRefused: true });

  test('a first visit still saves the catalogue, and says so in the page’s language', async ({ page }) => {
    test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
    // The visitor uses the page at once, and the app's code is refused. Used only once the worker
    // serves the page, it would come from the worker, which page.route does not see, and load.
    await useAsParsed(page);
    const refused = page.waitForEvent('requestfailed', (request) => /\/assets\/main-[^/]+\.js$/.test(request.url()));
    await page.goto('/en/history');
    await refused;
    const ready = page.getByRole('status').getByText(sentencePattern(text('en', 'pwa.offlineReadySize')));
    await expect(ready).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
    // Closed from the keyboard, the notice hands the focus on to the page's content.
    await page.getByRole('button', { name: text('en', 'pwa.dismiss') }).focus();
    await page.keyboard.press('Enter');
    await expect(ready).toBeHidden();
    await expect(page.locator('main')).toBeFocused();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });
});
