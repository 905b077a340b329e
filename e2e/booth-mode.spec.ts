import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, APP_REFUSED_CONSOLE, asReturningVisitor, waitForApp } from './support/test';
import { test as withWorker, openWithWorker } from './support/service-worker';
import { LANGUAGES, screenPath, text, type Lang } from './support/site';
import { violations } from './support/axe';
import { fillEnquiry, outboxIndicator, submitButton, uniqueSender } from './support/outbox';
import { translateTextNodes } from './support/translation';
import { holdRoute } from './support/held-route';
import { refuseIndexedDb } from './support/hostile';
import { IN_VIEW_AFTER_MS, IN_VIEW_LINKS } from '../src/app/prefetch-ahead';
import { allowFor, EXPECT_TIMEOUT_MS } from './support/limits';
import { BOOTH_DB, BOOTH_STORE, SETTINGS_KEY } from '../src/booth/leads/leads-names';

/*
 * Booth mode itself: its four addresses, kept out of search engines and menus; the fair and the
 * rep set once per device; the page offline; the way to it from the outbox dock; and what it
 * costs the other pages: none of its code.
 */

const booth = (lang: Lang, key: string) => text(lang, key, 'booth');
const BOOTH_PATHS = LANGUAGES.map((lang) => screenPath('booth', lang));

/** Home, a service's page, contact and the selection: each kind of page a rep passes through. */
const OTHER_PAGES = ['/', '/servicios/libros', '/contacto', '/seleccion'];

function settingsPart(page: Page, lang: Lang = 'es') {
  return page.getByRole('region', { name: booth(lang, 'settings.title') });
}

/** Opens the booth page as a returning visitor and waits for the app and the device's settings. */
async function openBooth(page: Page, lang: Lang = 'es') {
  await asReturningVisitor(page, { language: lang });
  await page.goto(screenPath('booth', lang));
  await waitForApp(page);
}

/** Types and saves the fair and the rep (the form is shown: first visit, or after Change). */
async function setFairAndRep(page: Page, fair: string, rep: string) {
  const part = settingsPart(page);
  await part.getByLabel(booth('es', 'settings.fair')).fill(fair);
  await part.getByLabel(booth('es', 'settings.rep')).fill(rep);
  await part.getByRole('button', { name: booth('es', 'settings.save') }).click();
}

async function expectSummary(page: Page, fair: string, rep: string) {
  const part = settingsPart(page);
  await expect(part.getByRole('definition')).toHaveText([fair, rep]);
  await expect(part.getByRole('button', { name: booth('es', 'settings.change') })).toBeVisible();
  await expect(part.getByRole('textbox')).toHaveCount(0);
}

test.describe('its addresses', () => {
  for (const lang of LANGUAGES) {
    test(`${screenPath('booth', lang)} answers in ${lang}, says noindex, with its title`, async ({ request }) => {
      const response = await request.get(screenPath('booth', lang));
      expect(response.status()).toBe(200);
      expect(response.headers()['x-robots-tag']).toBe('noindex');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
      expect(html).toContain(`<title>${text(lang, 'meta.booth.title')} · `);
      expect(html).toContain(`<html lang="${lang}"`);
    });
  }

  test('none is in the sitemap, and no page of any language links to it in its menus', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of BOOTH_PATHS) expect(sitemap).not.toContain(`${path}<`);
    // The header, its menus and the footer are the same on every page of a language.
    for (const lang of LANGUAGES) {
      for (const path of [screenPath('home', lang), screenPath('contact', lang), screenPath('selection', lang)]) {
        const html = await (await request.get(path)).text();
        for (const boothPath of BOOTH_PATHS) expect(html, path).not.toContain(`href="${boothPath}"`);
      }
    }
  });
});

test.describe('the served page', () => {
  test.use({ javaScriptEnabled: false });

  test('without its script, says booth mode needs it and offers the way home', async ({ page }) => {
    await page.goto('/en/booth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(booth('en', 'title'));
    await expect(page.getByText(booth('en', 'mode.needsScript'))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: booth('en', 'mode.home') })).toHaveAttribute(
      'href',
      screenPath('home', 'en'),
    );
    // No field to type into that nothing would keep (a search field is no "textbox" to a screen reader).
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('main').locator('input:enabled, textarea:enabled, select:enabled')).toHaveCount(0);
  });
});

test('with its script, the frame gives way to the parts, and the fair and rep are asked for', async ({ page }) => {
  await openBooth(page);
  await expect(page.getByText(booth('es', 'mode.needsScript'))).toHaveCount(0);
  const part = settingsPart(page);
  await expect(part.getByLabel(booth('es', 'settings.fair'))).toHaveValue('');
  await expect(part.getByLabel(booth('es', 'settings.rep'))).toHaveValue('');
  // A lead can be taken without them: said beside the question.
  await expect(part).toContainText(booth('es', 'settings.optional'));
  await expect(part.getByRole('button', { name: booth('es', 'settings.cancel') })).toHaveCount(0);
});

test('the fair and the rep: an empty save is said, not kept; once saved they hold across a reload and in a second tab', async ({
  page,
  context,
}) => {
  await openBooth(page);
  const part = settingsPart(page);

  // Nothing but spaces: said, and the focus goes back to the first field.
  await setFairAndRep(page, '   ', '\n');
  await expect(part.getByText(booth('es', 'settings.empty'))).toBeVisible();
  await expect(part.getByLabel(booth('es', 'settings.fair'))).toBeFocused();
  await expect(part.getByLabel(booth('es', 'settings.fair'))).toHaveAttribute('aria-invalid', 'true');

  await setFairAndRep(page, '  Heimtextil 2027  ', 'Núria Vidal');
  await expectSummary(page, 'Heimtextil 2027', 'Núria Vidal');
  await expect(part.getByRole('status')).toHaveText(booth('es', 'settings.saved'));
  await expect(part.getByRole('button', { name: booth('es', 'settings.change') })).toBeFocused();

  await page.reload();
  await waitForApp(page);
  await expectSummary(page, 'Heimtextil 2027', 'Núria Vidal');

  // A second tab reads them, and a change made there shows in the first without a reload.
  const second = await context.newPage();
  await openBooth(second);
  await expectSummary(second, 'Heimtextil 2027', 'Núria Vidal');
  await settingsPart(second)
    .getByRole('button', { name: booth('es', 'settings.change') })
    .click();
  await expect(settingsPart(second).getByLabel(booth('es', 'settings.fair'))).toBeFocused();
  await expect(settingsPart(second).getByLabel(booth('es', 'settings.fair'))).toHaveValue('Heimtextil 2027');
  await setFairAndRep(second, 'Maison&Objet', 'Pau Serra');
  await expectSummary(second, 'Maison&Objet', 'Pau Serra');
  await expectSummary(page, 'Maison&Objet', 'Pau Serra');

  // Change, then Cancel: nothing changes, the focus is back on Change.
  await part.getByRole('button', { name: booth('es', 'settings.change') }).click();
  await part.getByLabel(booth('es', 'settings.rep')).fill('Someone else');
  await part.getByRole('button', { name: booth('es', 'settings.cancel') }).click();
  await expectSummary(page, 'Maison&Objet', 'Pau Serra');
  await expect(part.getByRole('button', { name: booth('es', 'settings.change') })).toBeFocused();
});

test('two tabs: what one tab types is kept when the other saves, and a name saved there is not written over', async ({
  page,
  context,
}) => {
  await openBooth(page);
  const second = await context.newPage();
  await openBooth(second);
  const first = settingsPart(page);
  const other = settingsPart(second);

  // The rep starts typing in the second tab while the first saves the fair alone.
  await other.getByLabel(booth('es', 'settings.rep')).fill('Pau Serra');
  await setFairAndRep(page, 'Heimtextil', '');
  await expectSummary(page, 'Heimtextil', booth('es', 'settings.notSet'));
  // The first tab's save reaches the second (its Cancel shows once names are kept) …
  await expect(other.getByRole('button', { name: booth('es', 'settings.cancel') })).toBeVisible();
  // … and what was typed there is still there, then saved over the fair without erasing it.
  await expect(other.getByLabel(booth('es', 'settings.rep'))).toHaveValue('Pau Serra');
  await other.getByRole('button', { name: booth('es', 'settings.save') }).click();
  await expectSummary(second, 'Heimtextil', 'Pau Serra');
  await expectSummary(page, 'Heimtextil', 'Pau Serra');

  // The second tab opens Change; the first changes the rep meanwhile; the second changes the fair.
  await other.getByRole('button', { name: booth('es', 'settings.change') }).click();
  await first.getByRole('button', { name: booth('es', 'settings.change') }).click();
  await first.getByLabel(booth('es', 'settings.rep')).fill('Núria Vidal');
  await first.getByRole('button', { name: booth('es', 'settings.save') }).click();
  await expectSummary(page, 'Heimtextil', 'Núria Vidal');
  await other.getByLabel(booth('es', 'settings.fair')).fill('Heimtextil 2027');
  await other.getByRole('button', { name: booth('es', 'settings.save') }).click();
  await expectSummary(second, 'Heimtextil 2027', 'Núria Vidal');
  await expectSummary(page, 'Heimtextil 2027', 'Núria Vidal');
});

test.describe('hostile', () => {
  // The part a translation changed is drawn again, which the app reports (main.tsx).
  test.use({ allowedConsole: /^Hydration: the page's (header|main|footer|shell)/ });

  test('translated before the app hydrates it, the page still drops its frame and keeps the fair and rep', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    // The app waits until the page has been translated, as a slow network makes it wait.
    const app = await holdRoute(page, '**/assets/main-*.js');
    await page.goto('/feria');
    await expect.poll(() => app.asked().length).toBeGreaterThan(0);
    expect(await page.evaluate(translateTextNodes, true)).toBeGreaterThan(0);
    app.release();
    await waitForApp(page);
    await expect(page.locator('[data-booth-frame]')).toHaveCount(0);
    await setFairAndRep(page, 'Heimtextil', 'Núria');
    await expectSummary(page, 'Heimtextil', 'Núria');
  });
});

test.describe('its code out of reach', () => {
  // The refused chunk, and the boot's word that the app could not be loaded.
  test.use({
    allowedConsole: new RegExp(`${APP_REFUSED_CONSOLE.source}|Failed to fetch dynamically imported module`),
  });

  test("when the page's code cannot be had, the served frame stays, with the way home", async ({ page }) => {
    await asReturningVisitor(page);
    const refused: string[] = [];
    await page.route('**/assets/booth-page-*.js', (route) => {
      refused.push(route.request().url());
      return route.abort();
    });
    await page.goto('/feria');
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await expect(page.getByText(booth('es', 'mode.needsScript'))).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: booth('es', 'mode.home') })
      .click();
    await expect(page).toHaveURL('/');
  });
});

test('storage refused: the fair and rep hold in this tab, and the page says so', async ({ page }) => {
  await refuseIndexedDb(page);
  await openBooth(page);
  await setFairAndRep(page, 'Heimtextil', 'Núria');
  await expectSummary(page, 'Heimtextil', 'Núria');
  await expect(settingsPart(page).getByRole('status')).toHaveText(booth('es', 'settings.tabOnly'));
});

test("a newer version's fair and rep are not written over, the rep is told why, and what was typed stays", async ({
  page,
}) => {
  await openBooth(page);
  const newer = { fair: 'Heimtextil', rep: 'Marta', keepDays: 7, v: 2, badge: 'kept' };
  await page.evaluate(
    ({ db, store, key, record }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction(store, 'readwrite');
          transaction.objectStore(store).put(record, key);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    { db: BOOTH_DB, store: BOOTH_STORE, key: SETTINGS_KEY, record: newer },
  );
  await setFairAndRep(page, 'Proposte', 'Jordi');
  const part = settingsPart(page);
  await expect(part.getByRole('status')).toHaveText(booth('es', 'settings.newer'));
  // Not "kept in this tab", which it is not: the form keeps what was typed for after the reload.
  await expect(part.getByLabel(booth('es', 'settings.fair'))).toHaveValue('Proposte');
  await expect(part.getByLabel(booth('es', 'settings.rep'))).toHaveValue('Jordi');
});

test('axe finds nothing, and the keyboard alone reaches every control of the page, each with a visible focus', async ({
  page,
}) => {
  await openBooth(page);
  expect(await violations(page)).toEqual([]);

  // From the heading, Tab goes through the page's controls in order, to the last of them.
  const main = page.getByRole('main');
  const controls = await main.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')]
      .filter((element) => !element.hasAttribute('disabled') && element.offsetParent !== null)
      .map((element) => element.outerHTML),
  );
  expect(controls.length).toBeGreaterThanOrEqual(3);
  await page.getByRole('heading', { level: 1 }).focus();
  const reached: string[] = [];
  for (let i = 0; i < controls.length; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return {
        html: element.outerHTML,
        visible: element.matches(':focus-visible') && style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      };
    });
    expect(focused.visible, focused.html).toBe(true);
    reached.push(focused.html);
  }
  expect(reached).toEqual(controls);

  // And uses them: the fair and the rep typed and saved by keyboard, then changed and cancelled.
  await page.getByRole('heading', { level: 1 }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Proposte');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Jordi');
  await page.keyboard.press('Enter');
  await expectSummary(page, 'Proposte', 'Jordi');
  const change = settingsPart(page).getByRole('button', { name: booth('es', 'settings.change') });
  await expect(change).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(settingsPart(page).getByLabel(booth('es', 'settings.fair'))).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(settingsPart(page).getByRole('button', { name: booth('es', 'settings.cancel') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(change).toBeFocused();
  expect(await violations(page)).toEqual([]);
});

// Chromium logs every request refused offline as a console error.
withWorker.describe('installed and offline', () => {
  withWorker.use({ allowedConsole: /Failed to load resource/ });

  withWorker(
    'opens offline once the worker is ready, with the fair and rep as set, in every language',
    async ({ page, context }) => {
      await openWithWorker(page, '/feria');
      await setFairAndRep(page, 'Heimtextil', 'Núria');
      await expectSummary(page, 'Heimtextil', 'Núria');
      await context.setOffline(true);
      await page.reload();
      await waitForApp(page);
      await expectSummary(page, 'Heimtextil', 'Núria');
      for (const lang of LANGUAGES) {
        await page.goto(screenPath('booth', lang));
        await waitForApp(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(booth(lang, 'title'));
        await expect(settingsPart(page, lang).getByRole('definition')).toHaveText(['Heimtextil', 'Núria']);
      }
    },
  );

  withWorker('the outbox dock leads to booth mode, offline too', async ({ page, context }, testInfo) => {
    await takeEnquiryOffline(page, context, uniqueSender(testInfo));
    await outboxIndicator(page).click();
    const link = page.getByRole('dialog').getByRole('link', { name: text('es', 'outbox.boothMode') });
    await link.click();
    await expect(page).toHaveURL('/feria');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(booth('es', 'title'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(settingsPart(page).getByLabel(booth('es', 'settings.fair'))).toBeVisible();
    // Loaded as a document of its own (its camera policy: e2e/camera-policy.spec.ts), from the
    // device; the app takes it over at once, and the served page's word about its script goes.
    await expect(page.getByText(booth('es', 'mode.needsScript'))).toHaveCount(0);
  });

  withWorker(
    "other pages, with the app loaded and the dock open, request none of the booth's code",
    async ({ page, context }, testInfo) => {
      // Each page is shown IN_VIEW_AFTER_MS before the links in view are fetched ahead, then one
      // link's page at a time, when the browser is idle: an expectation's limit for that.
      allowFor(OTHER_PAGES.length * (IN_VIEW_AFTER_MS + EXPECT_TIMEOUT_MS));
      const boothFiles = boothOnlyFiles();
      expect(boothFiles.some((file) => /^booth-page-.+\.js$/.test(file))).toBe(true);
      await takeEnquiryOffline(page, context, uniqueSender(testInfo));
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname.replace(/^.*\//, '')));

      for (const path of OTHER_PAGES) {
        const historyAhead = page.waitForRequest(/\/assets\/history-page-[^/]+\.js$/, {
          timeout: IN_VIEW_AFTER_MS + EXPECT_TIMEOUT_MS,
        });
        await page.goto(path);
        await waitForApp(page);
        await outboxIndicator(page).click();
        const link = page.getByRole('dialog').getByRole('link', { name: text('es', 'outbox.boothMode') });
        await expect(link).toBeVisible();
        // The links in view are fetched ahead on a page the worker serves: the booth's is not one
        // the watch looks for (only a finger, a pointer or the focus on it fetches its page) …
        expect(await link.evaluate((element, selector) => element.matches(selector), IN_VIEW_LINKS)).toBe(false);
        // … and the watch has run meanwhile: the history page's code, linked from the header, came.
        await historyAhead;
        await page.keyboard.press('Escape');
      }
      expect(requested.filter((file) => boothFiles.includes(file))).toEqual([]);

      // The same watch sees the booth's code when the booth page is opened.
      await page.goto('/feria');
      await waitForApp(page);
      expect(requested.filter((file) => boothFiles.includes(file))).not.toEqual([]);
    },
  );
});

/** Takes an enquiry on the contact page with the network cut, so the dock shows on every page. */
async function takeEnquiryOffline(page: Page, context: BrowserContext, sender: string) {
  await openWithWorker(page, '/contacto');
  await context.setOffline(true);
  await fillEnquiry(page, { name: 'Carla Roig', email: sender, company: 'Roig Home', message: 'Cascadas.' });
  await submitButton(page).click();
  await expect(outboxIndicator(page)).toHaveText('1 consulta pendiente de envío');
}

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The built files that hold only the booth's code (src/booth/, src/pages/booth/), by file name:
 * the chunks reached from those sources, less every chunk the site reaches without passing
 * through them (the build's manifest).
 */
function boothOnlyFiles(): string[] {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;
  const isBooth = (key: string) => /^src\/(booth|pages\/booth)\//.test(key);
  const reach = (starts: string[], skip: (key: string) => boolean) => {
    const reached = new Set<string>();
    const visit = (key: string) => {
      if (reached.has(key) || skip(key)) return;
      reached.add(key);
      const chunk = manifest[key]!;
      for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
    };
    starts.forEach(visit);
    return reached;
  };
  const keys = Object.keys(manifest);
  const elsewhere = reach(
    keys.filter((key) => manifest[key]!.isEntry),
    isBooth,
  );
  const boothKeys = [...reach(keys.filter(isBooth), () => false)].filter((key) => !elsewhere.has(key));
  const files = boothKeys.flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]);
  return files.map((file) => file.replace(/^.*\//, ''));
}
