import type { Page } from '@playwright/test';
import { test, expect, asReturningVisitor, useUntilHydrated, waitForApp } from './support/test';
import { screenPath, text, type Lang } from './support/site';
import { recordsFrom, uniqueSender } from './support/outbox';
import { textLengths, translateTextNodes } from './support/translation';

/*
 * A page changed before the app hydrates it (a browser's translation wraps every text node in
 * <font> elements; extensions and reading tools edit it too) keeps its text and stays usable:
 * kept parts keep what they hold (components/kept-as-served.tsx), a part that differs is drawn
 * again with the app's texts, and nodes moved by a translator never make React throw
 * (app/moved-nodes.ts). Each such part is reported by a console warning naming it.
 */

/** The warning the app gives for a part drawn again (main.tsx); any other is still a failure. */
test.use({ allowedConsole: /^Hydration: the page's (header|main|footer|shell)/ });

/** The page's text as a reader sees it, in `main` and in the footer. */
const readText = (page: Page) => page.evaluate(textLengths);

/** What a browser's translation does to the page (support/translation.ts). */
const translate = (page: Page, changed: boolean) => page.evaluate(translateTextNodes, changed);

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

const PAGES = [
  ['home', 'en'],
  ['home', 'fr'],
  ['binding', 'en'],
  ['binding', 'fr'],
  ['history', 'en'],
  ['history', 'fr'],
] as const;

for (const [screen, lang] of PAGES) {
  test(`${screen} (${lang}) translated before the first tap keeps its text in main and the footer`, async ({
    page,
  }) => {
    const path = screenPath(screen, lang);
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
    await page.goto(path);
    const served = await readText(page);
    expect(await translate(page, false)).toBeGreaterThan(20);
    await waitForApp(page);
    const after = await readText(page);
    console.log(`[figures] ${path} main ${served.main} → ${after.main}, footer ${served.footer} → ${after.footer}`);
    expect(after.main).toBeGreaterThanOrEqual(served.main * 0.9);
    expect(after.footer).toBeGreaterThanOrEqual(served.footer * 0.9);
    // The part that differed is named, as a warning (React's default reports it as an error).
    expect(warnings.join('\n')).toMatch(/^Hydration: the page's (header|main|footer) differed/m);
    // Every section given back its served nodes is labelled by a title that is in the page.
    expect(await page.evaluate(unlabelled)).toEqual([]);
  });
}

/** The elements whose aria-labelledby names an id that is not in the page. */
const unlabelled = () =>
  Array.from(document.querySelectorAll('[aria-labelledby]'))
    .filter((element) =>
      element
        .getAttribute('aria-labelledby')!
        .split(/\s+/)
        .some((id) => !document.getElementById(id)),
    )
    .map((element) => element.outerHTML.slice(0, 120));

test('a card an extension removed before the first tap gives no other card its text', async ({ page }) => {
  await page.goto(screenPath('services', 'en'));
  const cards = page.locator('main [data-kept^="category "]');
  const textsOf = () =>
    cards.evaluateAll((elements) =>
      elements.map((element) => [element.getAttribute('data-kept')!, element.textContent!.trim()] as const),
    );
  const served = new Map(await textsOf());
  expect(served.size).toBeGreaterThan(2);
  // An extension removes the second of several cards of one kind; the page is translated too.
  await cards.nth(1).evaluate((card) => card.remove());
  await translate(page, false);
  await waitForApp(page);
  const after = await textsOf();
  // Every card is there, each with its own text: the removed one drawn by the app.
  expect(after.map(([key]) => key)).toEqual([...served.keys()]);
  for (const [key, shown] of after) expect(shown, key).toBe(served.get(key));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a contact page translated with its words changed keeps its text; its menu, links and form work', async ({
    page,
  }, testInfo) => {
    const lang: Lang = 'es';
    await page.goto(screenPath('contact', lang));
    const served = await readText(page);
    await translate(page, true);
    // Typed into the served form before the app came (set, so that no event brings the app).
    await page.locator('input[id$="-name"]').evaluate((field: HTMLInputElement) => void (field.value = 'Claire'));
    await waitForApp(page);
    // Kept when React draws the form afresh.
    await expect(page.locator('form input[id$="-name"]')).toHaveValue('Claire');
    const after = await readText(page);
    console.log(`[figures] contact (${lang}, words changed) main ${served.main} → ${after.main}`);
    expect(after.main).toBeGreaterThanOrEqual(served.main * 0.9);
    expect(after.footer).toBeGreaterThanOrEqual(served.footer * 0.9);

    // The form sends.
    const sender = uniqueSender(testInfo);
    const form = page.getByRole('main').locator('form');
    await form.locator('input[id$="-name"]').fill('Claire Martin');
    await form.locator('input[id$="-email"]').fill(sender);
    await form.locator('textarea[id$="-message"]').fill('Un muestrario de 40 telas, por favor.');
    await form.locator('button[type="submit"]').click();
    await expect(page.getByText(text(lang, 'form.messages.success.title', 'contact'))).toBeVisible();
    expect(await recordsFrom(sender)).toHaveLength(1);

    // An in-site link of the kept footer (the served nodes, given back) is followed in place.
    const history = screenPath('history', lang);
    await page.locator(`footer a[href="${history}"]`).click();
    await expect(page).toHaveURL(history);
    await expect(page.locator('main h1')).toHaveText(/\w/);

    // The mobile menu opens, and a link in it is followed in place, to a page React draws.
    await page.getByRole('button', { name: text(lang, 'nav.openMenu') }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    const link = menu.locator(`a[href^="/"]:not([href="${history}"])`).first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(menu).toBeHidden();
    await expect(page.locator('main h1')).toHaveText(/\w/);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
  });
});

test.describe('with the form’s code refused', () => {
  // Without the service worker, so the form's chunk request reaches page.route; the refused
  // request is logged by the browser, which is what this test provokes.
  test.use({
    serviceWorkers: 'block',
    allowedConsole: /^Hydration: the page's (header|main|footer|shell)|Failed to load resource/,
  });

  test('a translated contact page keeps its text while its form’s code cannot be had, and shows the form once it can', async ({
    page,
    context,
  }) => {
    const lang: Lang = 'es';
    const refused = '**/assets/contact-form-*.js';
    await page.route(refused, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(screenPath('contact', lang));
    const served = await readText(page);
    const servedForm = await page
      .locator('main form')
      .evaluate((form: HTMLElement) => form.innerText.replace(/\s+/g, ' ').trim().length);
    await translate(page, true);
    await useUntilHydrated(page);
    // The refused fetch has been made and has failed: the page is not blanked by it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => /\/contact-form-/.test(entry.name)),
        ),
      )
      .toBe(true);
    await expect(page.getByText(text(lang, 'pageError.title'))).toHaveCount(0);
    await expect(page.locator('main h1')).toBeVisible();
    const after = await readText(page);
    const form = await page.locator('main form').count();
    console.log(
      `[figures] contact (${lang}, form code refused) main ${served.main} → ${after.main}, form drawn: ${form}`,
    );
    // Main keeps all its text but the form's, which waits for its code.
    expect(after.main).toBeGreaterThanOrEqual((served.main - servedForm) * 0.9);
    expect(after.footer).toBeGreaterThanOrEqual(served.footer * 0.9);

    // Once the code can be had and the browser is back online, the form is drawn.
    await page.unroute(refused);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.locator('main form input[id$="-name"]')).toBeVisible();
  });
});

test('a page served with texts changed after its HTML keeps its text after hydrating', async ({ page }) => {
  // Every string of the locale files changed (as a later deploy's copy edit would), the HTML not.
  await page.route('**/locales/**/*.json', async (route) => {
    const response = await route.fetch();
    const change = (value: unknown): unknown =>
      typeof value === 'string'
        ? `${value} ·`
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, change(inner)]))
          : value;
    await route.fulfill({ response, json: change(await response.json()) });
  });
  for (const path of ['/', screenPath('binding', 'ca')]) {
    await page.goto(path);
    const served = await readText(page);
    await waitForApp(page);
    const after = await readText(page);
    console.log(`[figures] ${path} (texts changed) main ${served.main} → ${after.main}`);
    expect(after.main).toBeGreaterThanOrEqual(served.main * 0.9);
    expect(after.footer).toBeGreaterThanOrEqual(served.footer * 0.9);
  }
});
