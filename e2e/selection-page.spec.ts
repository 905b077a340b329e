import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { LANGUAGES, screenPath, text } from './support/site';
import { brokenImages } from './support/images';
import { violations } from './support/axe';
import { translateTextNodes } from './support/translation';
import { writeSelection } from './support/selection';
import { encodeSelection, SELECTION_PARAM } from '../src/selection/short-codes';
import { pictureItem, serviceItem } from '../src/selection/items';

// The selection's own page (issue 53): a row of the route table marked not indexed, prerendered as
// a shell and filled on the device, from the device's selection or from a link's `?s=`.

const kept = [serviceItem('libros'), pictureItem('cascadas', 'services/cascadas/gallery-1'), serviceItem('imprenta')];
const linkOf = (lang: (typeof LANGUAGES)[number], value: string) =>
  `${screenPath('selection', lang)}?${SELECTION_PARAM}=${value}`;
const services = (lang: (typeof LANGUAGES)[number]) => (key: string) => text(lang, key, 'services');

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('opens in every language as a page that is not indexed, empty on a new device, with no axe violation', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const lang of LANGUAGES) {
    const path = screenPath('selection', lang);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['x-robots-tag'], path).toBe('noindex');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"], link[hreflang]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(services(lang)('selection.title'));
    await expect(page.getByText(services(lang)('selection.empty'))).toBeVisible();
    await expect(page.getByRole('link', { name: services(lang)('selection.browseCta') })).toBeVisible();
    expect(sitemap, path).not.toContain(`${path}<`);
    expect(sitemap, path).not.toContain(`${path}"`);
  }
  expect(await violations(page)).toEqual([]);
});

test('shows the items a link names, with their names, pictures and pages', async ({ page }) => {
  await page.goto(linkOf('en', encodeSelection(kept)));
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(services('en')('selection.sharedTitle'));
  const list = page.getByRole('list', { name: services('en')('selection.listLabel') });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0).getByRole('link')).toHaveText(text('en', 'serviceNames.libros'));
  await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', '/en/services/books');
  await expect(items.nth(1).getByRole('link')).toHaveText(
    text('en', 'images.services.cascadas.gallery-1.title', 'services'),
  );
  await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', '/en/services/cascades');
  await expect(items.nth(1)).toContainText(text('en', 'serviceNames.cascadas'));
  await expect(items.nth(2).getByRole('link')).toHaveText(text('en', 'serviceNames.imprenta'));
  await expect(list.locator('img')).toHaveCount(3);
  expect(await brokenImages(page)).toEqual([]);
  // Every picture is the site's own.
  const sources = await list
    .locator('img')
    .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).currentSrc));
  for (const source of sources) expect(new URL(source).origin).toBe(new URL(page.url()).origin);
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  // Followed in place, the next page is indexed again: its head has its canonical link and no noindex.
  await items.nth(0).getByRole('link').click();
  await expect(page).toHaveURL('/en/services/books');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/services\/books$/);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(5);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goBack();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="canonical"], link[hreflang]')).toHaveCount(0);
});

test('a received selection stays itself when the language changes: the switcher keeps its ?s=', async ({ page }) => {
  const value = encodeSelection(kept);
  await page.goto(linkOf('en', value));
  await waitForApp(page);
  const list = page.getByRole('list', { name: services('en')('selection.listLabel') });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: text('en', 'language.label').split(':')[0]! }).click();
  // The served links carry it too once the app runs, for a new tab.
  await expect(page.locator('a[hreflang="fr"]')).toHaveAttribute('href', linkOf('fr', value));
  await page.locator('a[hreflang="fr"]').click();
  await expect(page).toHaveURL(linkOf('fr', value));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const frList = page.getByRole('list', { name: services('fr')('selection.listLabel') });
  await expect(frList.getByRole('listitem')).toHaveCount(3);
  await expect(frList.getByRole('listitem').nth(0).getByRole('link')).toHaveText(text('fr', 'serviceNames.libros'));
});

test('the live region is served empty and filled in place, so screen readers announce what it says', async ({
  page,
  request,
}) => {
  const path = screenPath('selection', 'en');
  const served = await (await request.get(path)).text();
  const afterTitle = served.slice(served.indexOf('id="selection-title"'));
  expect(afterTitle).toMatch(/<div role="status"[^>]*><\/div>/);
  // The element the served page had is the one filled: not a region inserted already filled.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { servedStatus: Element | null }).servedStatus =
        document.querySelector('main [role="status"]');
    });
  });
  await page.goto(path);
  await waitForApp(page);
  const status = page.locator('main').getByRole('status');
  await expect(status).toHaveText(services('en')('selection.empty'));
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { servedStatus: Element | null }).servedStatus ===
        document.querySelector('main [role="status"]'),
    ),
  ).toBe(true);
});

test('reads what it can of a damaged link, says clearly what it could not, and renders nothing from it', async ({
  page,
}) => {
  const hostile = encodeURIComponent('<img src=x onerror=alert(1)>');
  await page.goto(linkOf('fr', `${encodeSelection(kept.slice(0, 2))}.zz.${hostile}`));
  await waitForApp(page);
  const items = page.getByRole('list', { name: services('fr')('selection.listLabel') }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(page.locator('main').getByRole('status')).toContainText(
    // 'zz', and the markup's three space-separated parts (a space separates codes, as a + does).
    services('fr')('selection.unread_other').replace('{{unread}}', '4'),
  );
  await expect(page.locator('main img[src="x"], main [onerror]')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('onerror');
  expect(await violations(page)).toEqual([]);

  await page.goto(linkOf('es', hostile));
  await waitForApp(page);
  await expect(page.locator('main').getByRole('status')).toContainText(services('es')('selection.nothingRead'));
  await expect(page.getByRole('listitem').filter({ has: page.locator('picture') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: services('es')('selection.browseCta') })).toBeVisible();
});

test('shows the selection kept on this device', async ({ page }) => {
  await page.goto(screenPath('selection', 'ca'));
  await waitForApp(page);
  await expect(page.getByText(services('ca')('selection.empty'))).toBeVisible();
  // Written as the store writes it, then the page opened again.
  await writeSelection(page, kept);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(services('ca')('selection.title'));
  const items = page.getByRole('list', { name: services('ca')('selection.listLabel') }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(1).getByRole('link')).toHaveText(
    text('ca', 'images.services.cascadas.gallery-1.title', 'services'),
  );
  await expect(page.getByText(services('ca')('selection.empty'))).toHaveCount(0);
});

test.describe('under hostile conditions', () => {
  /** The warning the app gives for a part drawn again (main.tsx); any other is still a failure. */
  test.use({ allowedConsole: /^Hydration: the page's (header|main|footer|shell)/ });

  test('a page translated before the app hydrates it still shows the items of its link', async ({ page }) => {
    // As a browser's translation does, before the app has come (it comes after the first view).
    await page.addInitScript({
      content: `document.addEventListener('DOMContentLoaded', () => (${translateTextNodes.toString()})(true));`,
    });
    await page.goto(linkOf('en', encodeSelection(kept)));
    await waitForApp(page);
    const items = page.getByRole('list', { name: services('en')('selection.listLabel') }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0).getByRole('link')).toHaveText(text('en', 'serviceNames.libros'));
    // The translation did reach the page (its kept parts still hold its <font> elements).
    expect(await page.locator('font').count()).toBeGreaterThan(0);
  });

  test('storage refused by the browser: the page says so, and offers the way on', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        get() {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        },
      });
    });
    await page.goto(screenPath('selection', 'es'));
    await waitForApp(page);
    await expect(page.locator('main').getByRole('status')).toHaveText(services('es')('selection.unavailable'));
    await expect(page.getByRole('link', { name: services('es')('selection.browseCta') })).toBeVisible();
  });
});
