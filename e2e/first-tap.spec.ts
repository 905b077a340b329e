import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { test, expect, asReturningVisitor } from './support/test';
import { text, type Lang } from './support/site';
import { PHONE, tapAt, throttle } from '../scripts/bench-first-tap.ts';
import { CONSENT_STORAGE_KEY } from '../src/consent/consent';
import { onSlowest } from './support/limits';
import { withoutScripts } from '../scripts/lighthouse/floor.ts';

/**
 * Alive from first paint (issue 14): on a phone under 4× CPU slowdown and slow 4G, a tap on a
 * header menu right after the first paint opens it at once, while the app is still loading.
 * Times are the page's own: the tap's input time, when the popover opened, when the app marked
 * itself hydrated.
 */
const OPEN_WITHIN_MS = 500;

interface Moments {
  tap?: number;
  open?: number;
  hydrated?: number;
}

/** Records, in the page's own clock, the first tap, the first popover opened and hydration. */
async function recordMoments(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const moments: Moments = {};
    (window as unknown as { moments: Moments }).moments = moments;
    addEventListener('pointerdown', (event) => (moments.tap ??= event.timeStamp), { capture: true });
    document.addEventListener(
      'toggle',
      (event) => {
        if ((event as ToggleEvent).newState === 'open') moments.open ??= performance.now();
      },
      { capture: true },
    );
    new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated === 'true') moments.hydrated ??= performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

const moments = (page: Page) => page.evaluate(() => (window as unknown as { moments: Moments }).moments);

/**
 * Loads `path` throttled, taps the button named `buttonName` as soon as text is painted, and
 * returns the ms from the tap until the menu opened. With `floor`, the page is served without its
 * scripts (scripts/lighthouse/floor.ts): what the same tap costs where only the browser answers it.
 */
async function tapRightAfterFirstPaint(page: Page, path: string, buttonName: string | RegExp, { floor = false } = {}) {
  await asReturningVisitor(page);
  await recordMoments(page);
  if (floor) {
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: withoutScripts(await response.text()) });
      },
    );
  }
  const cdp = await throttle(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    polling: 10,
  });
  const box = await page.getByRole('button', { name: buttonName }).boundingBox();
  expect(box, `${String(buttonName)} on ${path}`).not.toBeNull();
  await tapAt(cdp, box!);
  await expect.poll(async () => (await moments(page)).open, { timeout: onSlowest(10_000) }).toBeDefined();
  const { tap, open, hydrated } = await moments(page);
  expect(tap, 'the tap reached the page').toBeDefined();
  // The app had not hydrated when the tap landed: the page's own markup answered it.
  expect(hydrated === undefined || hydrated > tap!, `hydrated at ${hydrated}, tapped at ${tap}`).toBe(true);
  return open! - tap!;
}

/**
 * On a machine too slow for any page to keep the promise (one shared core), the site may cost a
 * tap at most this much beyond the page without its scripts. Measured here (2 cores, and one):
 * the site's tap took from 94 ms less to 171 ms more than the floor's.
 */
const OVER_THE_FLOOR_MS = 250;

/** The quicker of `samples` taps, each on a fresh page of the same context, the last left open. */
async function quickestTap(
  context: BrowserContext,
  path: string,
  buttonName: string | RegExp,
  samples: number,
  options: { floor?: boolean } = {},
) {
  const figures: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const page = await context.newPage();
    figures.push(await tapRightAfterFirstPaint(page, path, buttonName, options));
    await page.close();
  }
  return Math.min(...figures);
}

/**
 * The promise: the menu opens within OPEN_WITHIN_MS of the tap. A machine can be too slow for
 * any page to keep it (one shared core): then the same tap on the page without its scripts,
 * measured in the same test, misses it too, and only then may the site miss it, by no more than
 * OVER_THE_FLOOR_MS beyond that page. Both figures are printed and kept with the test's result.
 * The site's page is closed first, so nothing of it runs beside the floor's. The floor's HTML is
 * handed over by the test (not throttled), but the tap is timed from first paint on, when the
 * document is in: what follows it (CSS and pictures, throttled for both; the site's scripts) is
 * what the two pages are compared on.
 *
 * One tap is one sample of a shared machine: a tap the site misses is taken again, and then each
 * side is judged by the quicker of two, so a moment when another process held the core counts
 * against neither page (seen once on one core: 551 ms, where it took 197–354 ms alone).
 */
async function expectOpenInTime(page: Page, path: string, buttonName: string | RegExp, firstSiteMs: number) {
  const context = page.context();
  await page.close();
  const missed = firstSiteMs > OPEN_WITHIN_MS;
  const siteMs = missed ? Math.min(firstSiteMs, await quickestTap(context, path, buttonName, 1)) : firstSiteMs;
  const floorMs = await quickestTap(context, path, buttonName, missed ? 2 : 1, { floor: true });
  const figures = `${path}: the menu opened ${Math.round(siteMs)} ms after the tap; without scripts, ${Math.round(floorMs)} ms${missed ? ' (the quicker of two taps each)' : ''}`;
  test.info().annotations.push({ type: 'first tap', description: figures });
  console.log(figures);
  if (siteMs <= OPEN_WITHIN_MS) return;
  expect(
    floorMs,
    `${figures}: the site missed ${OPEN_WITHIN_MS} ms where the page without scripts kept it`,
  ).toBeGreaterThan(OPEN_WITHIN_MS);
  expect(siteMs, `${figures}: the site's scripts cost the tap over ${OVER_THE_FLOOR_MS} ms`).toBeLessThanOrEqual(
    floorMs + OVER_THE_FLOOR_MS,
  );
}

test.describe('a tap right after first paint, before the app has hydrated (4× CPU, slow 4G)', () => {
  test.use({ ...PHONE });
  // A throttled load takes several seconds on a shared machine.
  test.describe.configure({ timeout: onSlowest(90_000) });

  const cases: [Lang, string][] = [
    ['es', '/'],
    ['es', '/servicios/encuadernacion'],
    ['es', '/contacto'],
    ['en', '/en'],
    ['en', '/en/services/binding'],
    ['en', '/en/contact'],
  ];
  for (const [lang, path] of cases) {
    test(`opens the mobile menu on ${path}`, async ({ page }) => {
      const siteMs = await tapRightAfterFirstPaint(page, path, text(lang, 'nav.openMenu'));
      const menu = page.getByRole('dialog', { name: text(lang, 'nav.menu') });
      await expect(menu).toBeVisible();
      // Its links are plain links, and the app takes the menu over in place once hydrated.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: onSlowest(20_000) });
      await expect(page.getByRole('button', { name: text(lang, 'nav.openMenu') })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: text(lang, 'nav.openMenu') })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expectOpenInTime(page, path, text(lang, 'nav.openMenu'), siteMs);
    });
  }

  test('opens the language list on /fr/contact', async ({ page }) => {
    // The button's name starts with the language code it shows.
    const button = page.getByRole('button', { name: /^FR\b/ });
    const siteMs = await tapRightAfterFirstPaint(page, '/fr/contact', /^FR\b/);
    const english = page.getByRole('link', { name: 'English' });
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('href', '/en/contact');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: onSlowest(20_000) });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectOpenInTime(page, '/fr/contact', /^FR\b/, siteMs);
  });
});

test.describe('the cookie banner under 4× CPU and slow 4G', () => {
  test.use({ ...PHONE });
  test.describe.configure({ timeout: onSlowest(90_000) });

  test('"Accept all" works on the first tap after the banner is shown', async ({ page }) => {
    // A first visit, but with a language chosen, so the language offer stays out of the way.
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'es'));
    const cdp = await throttle(page);
    await page.goto('/');
    const accept = page.getByRole('button', { name: text('es', 'cookies.acceptAll') });
    await expect(accept).toBeVisible({ timeout: onSlowest(30_000) });
    await tapAt(cdp, (await accept.boundingBox())!);
    await expect(page.getByRole('region', { name: text('es', 'cookies.title') })).toBeHidden();
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_STORAGE_KEY)).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
  });
});

/** Taps the mobile menu's button on `page` and returns the ms from the tap until the menu opened. */
async function menuTapMs(page: Page, cdp: CDPSession) {
  const menuButton = page.getByRole('button', { name: text('es', 'nav.openMenu') });
  await tapAt(cdp, (await menuButton.boundingBox())!);
  await expect.poll(async () => (await moments(page)).open, { timeout: onSlowest(10_000) }).toBeDefined();
  const { tap, open } = await moments(page);
  expect(tap, 'the tap reached the page').toBeDefined();
  await expect(page.getByRole('dialog', { name: text('es', 'nav.menu') })).toBeVisible();
  return open! - tap!;
}

/**
 * A first visit to `/` on a phone (4× CPU, slow 4G) whose menu is tapped once the worker is
 * saving the offline copy (its indicator shows, "ready" not yet); returns the tap's ms. With
 * `saving: false` the worker is blocked, so nothing is saved: the same tap, once the page has
 * loaded, on a page with nothing saving beside it.
 */
async function menuTapOnFirstVisit(page: Page, { saving }: { saving: boolean }) {
  await asReturningVisitor(page);
  await recordMoments(page);
  const cdp = await throttle(page);
  await page.goto('/');
  const indicator = page.getByRole('button', { name: text('es', 'pwa.precachingShort') });
  if (saving) await expect(indicator).toBeVisible({ timeout: onSlowest(30_000) });
  else await page.waitForLoadState('load');
  const ms = await menuTapMs(page, cdp);
  // Still saving after the tap: the tap was answered during the saving, not after it.
  if (saving) await expect(indicator).toBeVisible();
  return ms;
}

test.describe('a tap during a first visit’s saving of the offline copy (4× CPU, slow 4G)', () => {
  test.use({ ...PHONE, serviceWorkers: 'allow' });
  test.describe.configure({ timeout: onSlowest(90_000) });

  /**
   * The promise is the same as without the saving: the menu opens within OPEN_WITHIN_MS. On a
   * machine too slow for it (one shared core, where the worker's saving and the page take turns
   * on the same core), the same tap with no worker at all is measured too, in fresh contexts,
   * and each side judged by the quicker of two: the saving may cost the tap no more than
   * OVER_THE_FLOOR_MS, and only where the page without it misses the promise as well. Seen on
   * one core: 627 ms during the saving, in one sample.
   */
  test('opens the mobile menu as promised while the worker saves', async ({ page, browser, baseURL }) => {
    const firstMs = await menuTapOnFirstVisit(page, { saving: true });
    const report = (figures: string) => {
      test.info().annotations.push({ type: 'first tap', description: figures });
      console.log(figures);
    };
    if (firstMs <= OPEN_WITHIN_MS) {
      report(`/: during the saving, the menu opened ${Math.round(firstMs)} ms after the tap`);
      return;
    }
    const inFreshContext = async (saving: boolean) => {
      const context = await browser.newContext({
        ...PHONE,
        baseURL,
        locale: 'es-ES',
        serviceWorkers: saving ? 'allow' : 'block',
      });
      try {
        return await menuTapOnFirstVisit(await context.newPage(), { saving });
      } finally {
        await context.close();
      }
    };
    const savingMs = Math.min(firstMs, await inFreshContext(true));
    const withoutMs = Math.min(await inFreshContext(false), await inFreshContext(false));
    const figures = `/: during the saving, the menu opened ${Math.round(savingMs)} ms after the tap; with nothing saving, ${Math.round(withoutMs)} ms (the quicker of two taps each)`;
    report(figures);
    if (savingMs <= OPEN_WITHIN_MS) return;
    expect(withoutMs, `${figures}: the saving made the tap miss ${OPEN_WITHIN_MS} ms`).toBeGreaterThan(OPEN_WITHIN_MS);
    expect(savingMs, `${figures}: the saving cost the tap over ${OVER_THE_FLOOR_MS} ms`).toBeLessThanOrEqual(
      withoutMs + OVER_THE_FLOOR_MS,
    );
  });
});
