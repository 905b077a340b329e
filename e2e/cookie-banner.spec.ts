import { test, expect, asReturningVisitor, waitForApp, waitForNotices } from './support/test';
import { screenPath, text, textsPath } from './support/site';
import { countRedrawn, keepDrawn } from './support/redraws';
import { BANNER_DELAY_MS, CONSENT_STORAGE_KEY, type ConsentPreferences } from '../src/consent/consent';
import { PAST_LOAD_PAUSE_MS } from '../src/components/when-quiet';
import type { Lang } from '../src/i18n/languages';
import { styleSheetsFetched } from './support/style-sheets';
import { BANNER_CHUNK } from './support/built-chunks';

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_STORAGE_KEY);

test.describe('cookie banner', () => {
  test.beforeEach(async ({ page }) => {
    // A stored language keeps the language offer out of the way.
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'es'));
  });

  test('shows in the styles the page came with: no style sheet is fetched to draw it', async ({ page }) => {
    const sheets = styleSheetsFetched(page);
    await page.goto('/fr/contact');
    const banner = page.getByRole('region', { name: text('fr', 'cookies.title') });
    await expect(banner).toBeVisible();
    // Its own rules: it stands over the page, at the window's foot.
    await expect(banner).toHaveCSS('position', 'fixed');
    expect(sheets).toEqual([]);
  });

  test('appears 1 s after the page has loaded, not before, without waiting for the app', async ({ page }) => {
    // Its code and texts are fetched once the first view is shown and the load has passed (half
    // a second after it, untouched: src/boot.ts), well within the second it waits, so that it
    // shows on time.
    let asked = false;
    page.on('request', (request) => BANNER_CHUNK.test(request.url()) && (asked = true));
    const ready = Promise.all([
      page.waitForResponse((response) => BANNER_CHUNK.test(response.url())),
      page.waitForResponse((response) => response.url().endsWith(textsPath('es'))),
    ]);
    const start = new Date('2026-03-02T09:00:00');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start.getTime() + 1000);
    // Resolves at the load event; the page's timers and frames are held from there on, and let
    // run one millisecond at a time until the banner's code has been asked for.
    await page.goto('/');
    let waited = 0;
    while (!asked) {
      expect(waited, 'the banner is asked for within the second it waits').toBeLessThan(BANNER_DELAY_MS);
      await page.clock.runFor(1);
      waited += 1;
    }
    expect(waited, 'the banner is asked for once the load has passed, not before').toBeGreaterThanOrEqual(
      PAST_LOAD_PAUSE_MS,
    );
    await ready;
    const banner = page.getByRole('region', { name: text('es', 'cookies.title') });
    await page.clock.runFor(BANNER_DELAY_MS - 1 - waited);
    await expect(banner).toBeHidden();
    await page.clock.runFor(1);
    await expect(banner).toBeVisible();
  });

  test('asks for its texts beside its code, not once its code has come', async ({ page }) => {
    // Asked for after the code had arrived and run, they cost a round trip more before the banner
    // could show: on a slow link it came well after its second. The code is held here until its
    // texts have been asked for; the page is left untouched, so the app asks for none of them.
    let answerCode = () => {};
    const codeHeld = new Promise<void>((resolve) => (answerCode = resolve));
    let codeAnswered = false;
    await page.route(BANNER_CHUNK, async (route) => {
      await codeHeld;
      codeAnswered = true;
      await route.continue();
    });
    let textsAsked = false;
    page.on('request', (request) => request.url().endsWith(textsPath('es')) && (textsAsked = true));
    const codeAsked = page.waitForRequest(BANNER_CHUNK);
    await page.goto('/');
    await codeAsked;
    await expect.poll(() => textsAsked, { message: 'its texts are asked for while its code is held' }).toBe(true);
    expect(codeAnswered).toBe(false);
    answerCode();
    await expect(page.getByRole('region', { name: text('es', 'cookies.title') })).toBeVisible();
  });

  test("shares the page's one download of its common texts with the app", async ({ page }) => {
    const common: string[] = [];
    page.on('request', (request) => request.url().endsWith('/common.json') && common.push(request.url()));
    await page.goto('/en');
    await waitForApp(page);
    await expect(page.getByRole('region', { name: text('en', 'cookies.title') })).toBeVisible();
    expect(common.map((url) => new URL(url).pathname)).toEqual([textsPath('en')]);
  });

  test.describe('while the app cannot be loaded', () => {
    test.use({ appRefused: true });

    test('shows, and keeps a choice', async ({ page }) => {
      await page.goto('/en/history');
      const banner = page.getByRole('region', { name: text('en', 'cookies.title') });
      await banner.getByRole('button', { name: text('en', 'cookies.acceptAll') }).click();
      await expect(banner).toBeHidden();
      expect(await stored(page)).toEqual({ necessary: true, functional: true, analytics: true, marketing: true });
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    });

    test("needs none of the app's code: with the app shell refused too, it shows and keeps a choice", async ({
      page,
    }) => {
      // The chunk of the page's own parts imports the boot's chunk only (scripts/vite/shell-chunk.ts):
      // a module it shared with the app once made it import the whole shell, and wait for it.
      await page.route('**/assets/shell-*.js', (route) => route.abort());
      await page.goto('/en/history');
      const banner = page.getByRole('region', { name: text('en', 'cookies.title') });
      await banner.getByRole('button', { name: text('en', 'cookies.reject'), exact: true }).click();
      await expect(banner).toBeHidden();
      expect(await stored(page)).toEqual({ necessary: true, functional: false, analytics: false, marketing: false });
    });
  });

  test("speaks the page's language as the visitor switches it in place, and keeps the toggles set so far", async ({
    page,
  }) => {
    const switchTo = async (from: Lang, to: Lang) => {
      await page.getByRole('button', { name: text(from, 'language.label').split(':')[0]! }).click();
      await page.locator(`a[hreflang="${to}"]`).click();
      await expect(page.locator('html')).toHaveAttribute('lang', to);
    };
    await page.goto('/contacto');
    await waitForApp(page);
    await expect(page.getByRole('region', { name: text('es', 'cookies.title') })).toBeVisible();
    await switchTo('es', 'en');
    const summary = page.getByRole('region', { name: text('en', 'cookies.title') });
    await expect(summary.getByRole('link', { name: text('en', 'cookies.policyLink') })).toHaveAttribute(
      'href',
      screenPath('cookiePolicy', 'en'),
    );
    await summary.getByRole('button', { name: text('en', 'cookies.customize') }).click();
    const analytics = (lang: Lang) =>
      page
        .getByRole('region', { name: text(lang, 'cookies.preferencesTitle') })
        .getByRole('checkbox', { name: text(lang, 'cookies.categories.analytics.name') });
    await analytics('en').check();
    await switchTo('en', 'fr');
    await expect(analytics('fr')).toBeChecked();
  });

  test('its link to the cookie policy is followed in place once the app has loaded', async ({ page }) => {
    await page.goto('/en');
    await waitForApp(page);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const banner = page.getByRole('region', { name: text('en', 'cookies.title') });
    await banner.getByRole('link', { name: text('en', 'cookies.policyLink') }).click();
    await expect(page).toHaveURL(screenPath('cookiePolicy', 'en'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'meta.cookiePolicy.title'));
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The banner stays until the visitor answers it.
    await expect(banner).toBeVisible();
  });

  test("the footer is not drawn again as the visitor's choice is read and the banner appears", async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const footer = page.getByRole('contentinfo').locator('*');
    // Its links and text are kept as served (kept-as-served.tsx): the same elements; the year's
    // row is hydrated, and its "cookie settings" button reads the choice.
    expect(await footer.count()).toBeGreaterThan(20);
    expect(await keepDrawn(footer, 'footer')).toBeGreaterThan(5);
    await expect(page.getByRole('region', { name: text('es', 'cookies.title') })).toBeVisible();
    expect(await countRedrawn(footer, 'footer')).toBe(0);
  });

  test('Accept all stores every category and the banner never shows again', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: text('es', 'cookies.acceptAll') }).click();
    await expect(page.getByRole('region', { name: text('es', 'cookies.title') })).toBeHidden();
    expect(await stored(page)).toEqual({ necessary: true, functional: true, analytics: true, marketing: true });
    await page.clock.install();
    await page.reload();
    await waitForApp(page);
    await page.clock.runFor(5000);
    await expect(page.getByRole('region', { name: text('es', 'cookies.title') })).toBeHidden();
  });

  test('Reject keeps only the necessary category', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: text('en', 'cookies.reject'), exact: true }).click();
    expect(await stored(page)).toEqual({ necessary: true, functional: false, analytics: false, marketing: false });
    await expect(page.getByRole('region', { name: text('en', 'cookies.title') })).toBeHidden();
  });

  test('Customize shows the preferences; necessary cannot be turned off; Save stores the toggles', async ({ page }) => {
    await page.goto('/fr');
    await page.getByRole('button', { name: text('fr', 'cookies.customize') }).click();
    const prefs = page.getByRole('region', { name: text('fr', 'cookies.preferencesTitle') });
    await expect(prefs).toBeVisible();
    const necessary = prefs.getByRole('checkbox', { name: text('fr', 'cookies.categories.necessary.name') });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await prefs.getByRole('checkbox', { name: text('fr', 'cookies.categories.analytics.name') }).check();
    await prefs.getByRole('button', { name: text('fr', 'cookies.save') }).click();
    await expect(prefs).toBeHidden();
    expect(await stored(page)).toEqual({ necessary: true, functional: false, analytics: true, marketing: false });
  });

  test('Reject all in the preferences view keeps only necessary', async ({ page }) => {
    await page.goto('/ca');
    await page.getByRole('button', { name: text('ca', 'cookies.customize') }).click();
    const prefs = page.getByRole('region', { name: text('ca', 'cookies.preferencesTitle') });
    await prefs.getByRole('checkbox', { name: text('ca', 'cookies.categories.marketing.name') }).check();
    await prefs.getByRole('button', { name: text('ca', 'cookies.rejectAll') }).click();
    expect(await stored(page)).toEqual({ necessary: true, functional: false, analytics: false, marketing: false });
  });

  test('the footer link reopens the preferences with the saved choice', async ({ page }) => {
    await page.addInitScript(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({ necessary: true, functional: true, analytics: false, marketing: false }),
        ),
      CONSENT_STORAGE_KEY,
    );
    await page.goto('/en');
    await waitForApp(page);
    await page.getByRole('button', { name: text('en', 'footer.cookieSettings') }).click();
    const prefs = page.getByRole('region', { name: text('en', 'cookies.preferencesTitle') });
    await expect(prefs.getByRole('checkbox', { name: text('en', 'cookies.categories.functional.name') })).toBeChecked();
    await expect(
      prefs.getByRole('checkbox', { name: text('en', 'cookies.categories.analytics.name') }),
    ).not.toBeChecked();
  });

  test('a choice withdrawn in another tab while the preferences are open is shown there, and Save keeps it withdrawn', async ({
    page,
    context,
  }) => {
    const granted: ConsentPreferences = { necessary: true, functional: true, analytics: false, marketing: false };
    const withdrawn = { ...granted, functional: false };
    await asReturningVisitor(page, { language: 'en', consent: granted });
    await page.goto('/en');
    await waitForApp(page);
    await page.getByRole('button', { name: text('en', 'footer.cookieSettings') }).click();
    const prefs = page.getByRole('region', { name: text('en', 'cookies.preferencesTitle') });
    const functional = prefs.getByRole('checkbox', { name: text('en', 'cookies.categories.functional.name') });
    const analytics = prefs.getByRole('checkbox', { name: text('en', 'cookies.categories.analytics.name') });
    await expect(functional).toBeChecked();
    // The visitor's own unsaved toggle on another category stays as they set it.
    await analytics.check();
    // The other tab withdraws: its write reaches this one as a `storage` event.
    const other = await context.newPage();
    await other.goto('/en');
    await other.evaluate(([key, value]) => localStorage.setItem(key, value), [
      CONSENT_STORAGE_KEY,
      JSON.stringify(withdrawn),
    ] as const);
    await expect(functional).not.toBeChecked();
    await expect(analytics).toBeChecked();
    await prefs.getByRole('button', { name: text('en', 'cookies.save') }).click();
    await expect(prefs).toBeHidden();
    expect(await stored(page)).toEqual({ ...withdrawn, analytics: true });
    await other.close();
  });

  test('from the keyboard, the preferences take the focus and give it back to "cookie settings" once saved', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto('/en');
    await waitForApp(page);
    const settings = page.getByRole('button', { name: text('en', 'footer.cookieSettings') });
    await settings.focus();
    await page.keyboard.press('Enter');
    const prefs = page.getByRole('region', { name: text('en', 'cookies.preferencesTitle') });
    await expect(prefs).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(prefs.getByRole('checkbox', { name: text('en', 'cookies.categories.functional.name') })).toBeFocused();
    await page.keyboard.press('Space');
    await prefs.getByRole('button', { name: text('en', 'cookies.save') }).focus();
    await page.keyboard.press('Enter');
    await expect(prefs).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await stored(page)).toEqual({ necessary: true, functional: true, analytics: false, marketing: false });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the offline notice rises above the banner while it is open, and goes back once it is answered', async ({
      page,
      context,
    }) => {
      await page.goto('/en');
      const banner = page.getByRole('region', { name: text('en', 'cookies.title') });
      await expect(banner).toBeVisible();
      // With no service worker yet, the notices' code must be in before the network goes.
      await waitForNotices(page);
      await context.setOffline(true);
      const offline = page.getByText(text('en', 'pwa.offline'));
      await expect(offline).toBeVisible();
      // The notice stands clear above the banner (it glides there), and nothing covers it.
      const footOf = async () => {
        const { y, height } = (await offline.boundingBox())!;
        return y + height;
      };
      await expect.poll(footOf).toBeLessThanOrEqual((await banner.boundingBox())!.y);
      const box = (await offline.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('p')?.textContent ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(onTop).toContain(text('en', 'pwa.offline'));

      await banner.getByRole('button', { name: text('en', 'cookies.reject'), exact: true }).click();
      await expect(banner).toBeHidden();
      // Back down at the window's foot (the corner's 1rem margin and the gap to the outbox's group).
      await expect.poll(async () => 844 - (await footOf())).toBeLessThanOrEqual(32);
    });
  });

  test.describe('with an unreadable stored value', () => {
    test.use({ allowedConsole: /Ignoring unreadable cookie consent/ });

    test('warns on the console and keeps the banner hidden', async ({ page }) => {
      await page.addInitScript((key) => localStorage.setItem(key, '{not json'), CONSENT_STORAGE_KEY);
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      await page.clock.install();
      await page.goto('/');
      await waitForApp(page);
      await page.clock.runFor(3000);
      await expect(page.getByRole('region', { name: text('es', 'cookies.title') })).toBeHidden();
      expect(warnings.some((w) => w.includes('Ignoring unreadable cookie consent'))).toBe(true);
    });
  });
});
