import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import type { Page } from '@playwright/test';
import { text } from './support/site';
import { openWithWorker, waitUntilOfflineReady } from './support/service-worker';
import { holdRoute } from './support/held-route';
import { FRENCH_LEGAL_TEXTS, fileOrItsPack } from './support/precache-list';
import { chunkImports, fileName } from './support/built-chunks';
import { IN_VIEW_AFTER_MS } from '../src/app/prefetch-ahead';
import { onSlowest } from './support/limits';

// Without the service worker, so the page's chunk requests reach page.route.
test.use({ serviceWorkers: 'block' });

test('a link waits for its page while showing that the tap was heard, then goes on; a page that hangs does not hold it', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto('/en');
  await waitForApp(page);
  // The history page's code is held until the test lets it go, as on a network that hangs.
  const code = await holdRoute(page, '**/assets/history-page-*.js');
  // The waiting mark on <html> as it changes, and where the address is as the page hears of it.
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { navLog: string[] }).navLog = log;
    new MutationObserver(() =>
      log.push(`${document.documentElement.dataset.navigating ?? '-'} ${location.pathname}`),
    ).observe(document.documentElement, { attributes: true, attributeFilter: ['data-navigating'] });
  });
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('en', 'nav.history') })
    .click();
  // The page's code did not come, so after its longest wait the link went ahead anyway.
  await expect(page).toHaveURL('/en/history');
  const log = await page.evaluate(() => (window as unknown as { navLog: string[] }).navLog);
  // Marked while the address stayed, unmarked as it changed.
  expect(log).toEqual(['true /en', '- /en/history']);
  expect(code.asked().length).toBeGreaterThan(0);
  code.release();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(text('en', 'meta.history.title')));
});

test('the mark that a tapped link waits restyles a few elements, not the whole page', async ({ page, browser }) => {
  await asReturningVisitor(page);
  await page.goto('/servicios/encuadernacion');
  await waitForApp(page);
  // The mark as the app sets it, and the style update it causes, traced: Chromium says how many
  // elements that update restyled. It runs in the tap's own frame, before the tap shows.
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  const elements = await page.evaluate(() => {
    document.documentElement.dataset.navigating = 'true';
    getComputedStyle(document.body).cursor;
    return document.getElementsByTagName('*').length;
  });
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as {
    name: string;
    args?: { elementCount?: number };
  }[];
  const restyled = events
    .filter((event) => event.name === 'UpdateLayoutTree')
    .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
  expect(restyled, 'elements restyled by the mark').toBeGreaterThan(0);
  expect(restyled, `elements restyled by the mark, of ${elements}`).toBeLessThan(elements / 4);
});

test("a link's page has its code fetched beside its style sheet, not after it, and shows once both are in", async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto('/en');
  await waitForApp(page);
  // The history page's style sheet is held until its code has been asked for: a loader that
  // waited for the style sheet first would never ask, and the test would fail here.
  const codeAsked = page.waitForRequest(/\/assets\/history-page-[^/]+\.js$/, { timeout: onSlowest(10_000) });
  let heldStyles = false;
  await page.route('**/assets/history-page-*.css', async (route) => {
    heldStyles = true;
    await codeAsked.catch(() => {});
    await route.continue();
  });
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('en', 'nav.history') })
    .click();
  await codeAsked;
  expect(heldStyles).toBe(true);
  await expect(page).toHaveURL('/en/history');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // Drawn with its styles: the page's own rules apply (its sheet is among the document's).
  expect(
    await page.evaluate(() => [...document.styleSheets].some((sheet) => /history-page-/.test(sheet.href ?? ''))),
  ).toBe(true);
});

test("a link to the contact page has the form's code and its imports fetched beside the page's own, not after it", async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto('/');
  await waitForApp(page);
  // The chunks the form imports that this page has not loaded: each must be asked for.
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  const formImports = chunkImports('contact-form').filter((file) => !loaded.map(fileName).includes(file));
  expect(formImports.length, 'chunks the form imports that the home page has not loaded').toBeGreaterThan(0);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(fileName(request.url())));
  // The page's code and the form's are held: a loader that found the form only by running the
  // page's chunk, or the form's imports only by running the form's, would never ask for them.
  const pageCode = await holdRoute(page, '**/assets/contact-page-*.js');
  const formCode = await holdRoute(page, '**/assets/contact-form-*.js');
  await page.locator('main a[href="/contacto"]').first().click();
  await expect
    .poll(() => formImports.filter((file) => !asked.includes(file)), { message: "the form's imports not asked for" })
    .toEqual([]);
  expect(formCode.asked().length, "the form's code asked for").toBeGreaterThan(0);
  pageCode.release();
  formCode.release();
  await expect(page).toHaveURL('/contacto');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.locator('input[autocomplete="name"]')).toBeEditable();
});

test('a link the keyboard focus rests on has its page fetched before Enter is pressed', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/en');
  await waitForApp(page);
  const fetched = page.waitForRequest(/\/assets\/history-page-[^/]+\.js$/);
  await page
    .getByRole('banner')
    .getByRole('link', { name: text('en', 'nav.history') })
    .focus();
  await fetched;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/en/history');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

/** Whether the page has fetched the history page's code. */
const historyPageFetched = () =>
  performance.getEntriesByType('resource').some((entry) => /\/assets\/history-page-[^/]+\.js$/.test(entry.name));

test.describe('on a page its service worker serves', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the pages of the links in view are fetched ahead, with no tap, and a tap shows them', async ({ page }) => {
    // A first visit saves the catalogue; the next load is served by the worker, from the device.
    await openWithWorker(page, '/en');
    await page.reload();
    await waitForApp(page);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The header's link to the history page is in view: its code comes with nothing touched,
    // once the page has been shown a moment (IN_VIEW_AFTER_MS) and the browser is idle.
    await expect
      .poll(() => page.evaluate(historyPageFetched), { timeout: IN_VIEW_AFTER_MS + onSlowest(10_000) })
      .toBe(true);
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('en', 'nav.history') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveURL('/en/history');
  });

  test('on a first visit, the pages of the links in view are fetched ahead once the worker has saved the catalogue and taken the page over', async ({
    page,
    context,
  }) => {
    // The worker's saving waits on one file this page never asks for until the app has hydrated
    // (the pack it comes in, the request the worker makes for it): the app starts on a page that
    // no worker serves yet.
    const legalTexts = fileOrItsPack(FRENCH_LEGAL_TEXTS);
    const saving = await holdRoute(context, (url) => legalTexts.test(url.href));
    await asReturningVisitor(page);
    await page.goto('/en');
    await waitForApp(page);
    await expect.poll(() => saving.asked().length, { message: 'the worker asked for the held file' }).toBe(1);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    saving.release();
    await waitUntilOfflineReady(page);
    await expect
      .poll(() => page.evaluate(historyPageFetched), { timeout: IN_VIEW_AFTER_MS + onSlowest(10_000) })
      .toBe(true);
  });
});

for (const way of [
  { name: 'back pressed', visits: ['contact'] as const, go: (page: Page) => page.goBack() },
  {
    // A browser without the Navigation API tells a back by popstate alone (backOrForwardIn).
    name: 'back pressed, in a browser without the Navigation API,',
    visits: ['contact'] as const,
    go: (page: Page) => page.goBack(),
    withoutNavigationApi: true,
  },
  {
    // From the back button's menu: the first of two entries of the same page, at the same address.
    name: 'two entries back, to the same page at the same address,',
    visits: ['contact', 'home'] as const,
    go: (page: Page) => page.evaluate(() => history.go(-2)),
  },
]) {
  test(`${way.name} while a tapped link waits stays where it took the visitor, with the pages ahead of it in history`, async ({
    page,
  }) => {
    await asReturningVisitor(page);
    if ('withoutNavigationApi' in way)
      await page.addInitScript(() => Object.defineProperty(window, 'navigation', { value: undefined }));
    await page.goto('/en');
    await waitForApp(page);
    if ('withoutNavigationApi' in way) expect(await page.evaluate(() => window.navigation)).toBeUndefined();
    const header = page.getByRole('banner');
    for (const screen of way.visits) {
      await header.getByRole('link', { name: text('en', `nav.${screen}`), exact: true }).click();
      await expect(page).toHaveURL(screen === 'home' ? '/en' : `/en/${screen}`);
    }
    // The history page's code is held: the tapped link waits for it.
    const code = await holdRoute(page, '**/assets/history-page-*.js');
    await header.getByRole('link', { name: text('en', 'nav.history') }).click();
    await expect(page.locator('html[data-navigating]')).toHaveCount(1);
    await expect.poll(() => code.asked().length).toBeGreaterThan(0);
    // Its texts are in: once the code comes, nothing else holds the link back.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/en\/history\.json$/.test(entry.name)),
    );
    await way.go(page);
    await expect(page).toHaveURL('/en');
    await expect(page.locator('html[data-navigating]')).toHaveCount(0);
    // The code comes and runs (the page's own import of it settles with the link's), and frames
    // pass: the link it was waiting for is not followed any more.
    code.release();
    await page.evaluate(async (url) => {
      await import(url);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }, code.asked()[0]!);
    expect(new URL(page.url()).pathname).toBe('/en');
    // And the page the visitor came back from is still ahead of it.
    await page.goForward();
    await expect(page).toHaveURL('/en/contact');
  });
}
