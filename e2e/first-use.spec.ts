import type { Page } from '@playwright/test';
import { test, expect, appTryFailed, asReturningVisitor, waitForApp } from './support/test';
import { text } from './support/site';
import { holdRoute, pastRetryBackOff, refuseRoute } from './support/held-route';
import { fillEnquiry, recordsFrom, submitButton, uniqueSender } from './support/outbox';
import { translateTextNodes } from './support/translation';
import { RELOAD_STORAGE_KEY } from '../src/pwa/reload-once';

// The app loads at the visitor's first use of the page, not with the page (src/app/first-use.ts);
// what that first use asks of the app before it has come is held, and made once it has.

/** Marks of the app's code, known by what it says rather than by a chunk's name. */
const APP_CODE = {
  'React DOM': '__reactContainer$',
  'the texts’ engine (i18next)': 'i18next:',
};

/** Notes which of the app's code the page has fetched so far. */
function watchAppCode(page: Page) {
  const fetched = new Set<string>();
  page.on('response', async (response) => {
    if (!/\/assets\/.*\.js$/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    for (const [name, mark] of Object.entries(APP_CODE)) if (body.includes(mark)) fetched.add(name);
  });
  return () => [...fetched].sort();
}

/** Holds the app's entry on its way until `release()`. */
const holdApp = (page: Page) => holdRoute(page, '**/assets/main-*.js');

/** Resolves in the page's next idle period, after the idle callbacks asked for before. */
const pageIdle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('a page only shown loads none of the app; the first turn of a wheel over it loads it', async ({ page }) => {
  const appCode = watchAppCode(page);
  // A page whose carousel turns (its controller and pictures load once it is quiet) and a plain one.
  for (const path of ['/servicios/encuadernacion', '/ubicacion']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await pageIdle(page);
    await page.waitForLoadState('networkidle');
    expect(appCode(), `${path}: the app's code fetched with no one using the page`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  }

  // The browser's own pointer moves (by nothing, as the page lays out under its cursor) and the
  // tools' (which carry no movement) are no use; a wheel is.
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 120);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect.poll(appCode).toEqual(Object.keys(APP_CODE).sort());
  // The app runs: a link is followed in place, with no new document.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.locator('footer a[href="/contacto"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'hero.title', 'contact'));
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a key, with no pointer, loads the app too', async ({ page }) => {
  await page.goto('/ubicacion');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});

test('a press on a button of the app’s, before the app has come, is made once it has', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const share = page.getByRole('banner').getByRole('button', { name: text('es', 'share.title') });
  const dialog = page.getByRole('dialog', { name: text('es', 'share.title') });
  // The press is the first use: it asks for the app, which is held on its way.
  await share.click();
  await expect.poll(() => app.asked().length).toBe(1);
  await expect(dialog).toBeHidden();

  app.release();
  await expect(dialog).toBeVisible();
  // Made once: the dialog stays open.
  await waitForApp(page);
  await expect(dialog).toBeVisible();
});

test('a send before the app has come neither reloads the page nor is lost', async ({ page }, testInfo) => {
  const sender = uniqueSender(testInfo);
  const app = await holdApp(page);
  await page.goto('/contacto');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await fillEnquiry(page, { name: 'Núria Vidal', email: sender, message: 'Enviado antes que la app.' });
  await submitButton(page).click();
  await expect.poll(() => app.asked().length).toBe(1);
  expect(new URL(page.url()).search).toBe('');

  app.release();
  await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
  const records = await recordsFrom(sender);
  expect(records).toHaveLength(1);
  expect(records[0]!.template_params).toMatchObject({ from_name: 'Núria Vidal', message: 'Enviado antes que la app.' });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test.describe('a page translated before the app came', () => {
  // React says, as a warning, which parts it drew again (app/hydration-part.ts).
  test.use({ allowedConsole: /^Hydration: the page's (header|main|footer) differed/ });

  test('a send before the app has come goes, on the form the app draws in place of the translated one', async ({
    page,
  }, testInfo) => {
    const sender = uniqueSender(testInfo);
    const app = await holdApp(page);
    await page.goto('/contacto');
    await fillEnquiry(page, { name: 'Núria Vidal', email: sender, message: 'Enviado desde una página traducida.' });
    // The browser translates the page (the words kept, so the labels still read the same), and an
    // extension puts its bar at the top of the page's content: React draws main afresh.
    expect(await page.evaluate(translateTextNodes, false)).toBeGreaterThan(0);
    await page
      .locator('main > *')
      .first()
      .evaluate((content) => content.prepend(document.createElement('aside')));
    await submitButton(page).click();
    await expect.poll(() => app.asked().length).toBe(1);

    app.release();
    await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
    const records = await recordsFrom(sender);
    expect(records).toHaveLength(1);
    expect(records[0]!.template_params).toMatchObject({ message: 'Enviado desde una página traducida.' });
  });
});

test.describe('the app failed to load while the browser stays online', () => {
  // The refused request, as the browser logs it.
  test.use({ allowedConsole: /Failed to load resource/ });

  test('is tried again at the next use of the page after its back-off, not at every key, and hydrates it', async ({
    page,
  }) => {
    const app = await refuseRoute(page, '**/assets/main-*.js');
    await page.goto('/ubicacion');
    await page.waitForLoadState('networkidle');
    const failed = appTryFailed(page);
    await page.keyboard.press('Tab');
    await failed;
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    // The server still refuses: the keys pressed right after the failure ask it nothing (one more
    // at most, should this slow machine take longer than the back-off), where each key used to.
    const refusedOnce = app.refused();
    for (let key = 0; key < 10; key++) await page.keyboard.press('Tab');
    expect(app.refused() - refusedOnce).toBeLessThanOrEqual(1);

    // The server answers again; the browser never went offline, so only the next use brings it.
    app.allow();
    await pastRetryBackOff(page);
    await page.keyboard.press('Tab');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });

  test('a try the visitor’s typing starts never reloads under it, and a script gone is asked for no more', async ({
    page,
  }) => {
    // Refused once (a server’s hiccup), then gone (a deploy removed it): 404, to the HEAD too.
    let gone = false;
    let asked = 0;
    await page.route('**/assets/main-*.js', async (route) => {
      asked += 1;
      if (gone) return route.fulfill({ status: 404, body: 'Not found' });
      return route.abort();
    });
    await page.goto('/contacto');
    await page.waitForLoadState('networkidle');
    const warned = () => appTryFailed(page);
    const refused = warned();
    const name = page.getByLabel('Nombre completo');
    await name.click();
    await refused;

    gone = true;
    await pastRetryBackOff(page);
    let reloaded = false;
    page.on('framenavigated', (frame) => (reloaded ||= frame === page.mainFrame()));
    const foundGone = warned();
    await name.pressSequentially('Núria Vidal');
    await foundGone;
    await expect(name).toHaveValue('Núria Vidal');
    expect(reloaded).toBe(false);

    // Gone: later keys, however late, ask the server for it no more.
    const askedWhenGone = asked;
    await pastRetryBackOff(page);
    await name.pressSequentially(' i Puig');
    await expect(name).toHaveValue('Núria Vidal i Puig');
    expect(asked).toBe(askedWhenGone);
    expect(reloaded).toBe(false);
  });

  test('a deploy that lands while the visitor types leaves the page as served; their Send, pressed with the mouse, goes once, with the reload its own try makes', async ({
    page,
  }, testInfo) => {
    const sender = uniqueSender(testInfo);
    // The app's script, held on its way while the visitor writes, then answered as a deploy that
    // removed it answers (404), for this page; a page loaded after it has the deploy's own.
    let answerGone = () => {};
    const answered = new Promise<void>((resolve) => (answerGone = resolve));
    let gone = true;
    let reloads = 0;
    await page.route('**/assets/main-*.js', async (route) => {
      if (!gone) return route.continue();
      await answered;
      await route.fulfill({ status: 404, body: 'Not found' });
    });
    await page.goto('/contacto');
    await page.waitForLoadState('networkidle');
    const foundGone = appTryFailed(page);
    await page.getByLabel('Nombre completo').click();
    await fillEnquiry(page, { name: 'Núria Vidal', email: sender, message: 'Hola' });
    await page.getByLabel('Mensaje').pressSequentially(' bon dia');
    answerGone();
    await foundGone;
    // Counted at the reload's request, before the reloaded page asks for the script.
    page.on('request', (request) => {
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
      reloads += 1;
      gone = false;
    });

    // Once they have stopped typing, Tab and a press reload nothing (a reload would be noted in
    // session storage within the use's own dispatch): the page stays as served, with their text.
    await pastRetryBackOff(page);
    await page.keyboard.press('Tab');
    await page.getByRole('heading', { level: 1 }).click();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_STORAGE_KEY)).toBeNull();
    expect(reloads).toBe(0);
    await expect(page.getByLabel('Mensaje')).toHaveValue('Hola bon dia');

    // The Send is held; its own try finds the script gone, and reloads the page carrying it.
    await submitButton(page).click();
    await expect(page.getByText('¡Mensaje enviado correctamente!')).toBeVisible();
    const records = await recordsFrom(sender);
    expect(records).toHaveLength(1);
    expect(records[0]!.template_params).toMatchObject({ from_name: 'Núria Vidal', message: 'Hola bon dia' });
    expect(reloads).toBe(1);
  });
});

test('an address the app corrects loads it at once, with no one using the page', async ({ page }) => {
  await page.goto('/ubicacion?lng=en');
  await expect(page).toHaveURL(/\/en\/location$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a use before the page’s script has come counts: the app loads once it runs', async ({ page }) => {
  const boot = await holdRoute(page, '**/assets/index-*.js');
  // Parsed and shown, but its module script waits: the document's load waits with it.
  await page.goto('/ubicacion', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A key moves the focus to the first link, as a keyboard user's first press does.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: text('es', 'a11y.skipToContent') })).toBeFocused();
  boot.release();
  // Nothing more is done to the page.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});
