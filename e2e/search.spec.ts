import type { Page } from '@playwright/test';
import { test, expect, appTryFailed, asReturningVisitor, gotoWithPausedClock, waitForApp } from './support/test';
import { test as withWorker, openWithWorker } from './support/service-worker';
import { LANGUAGES, screenPath, text, type Lang } from './support/site';
import { violations } from './support/axe';
import { headerSearch, headerSearchOpener, pageSearch, searchField, searchPath } from './support/search';
import { holdRoute } from './support/held-route';
import { translateTextNodes } from './support/translation';
import { DOUBLE_CLICK_MS } from '../src/search/control/option-presses';

/** The header's bar shows its search field from 1440 px (narrower, its button alone: header-fit.spec.ts). */
test.use({ viewport: { width: 1440, height: 900 } });
withWorker.use({ viewport: { width: 1440, height: 900 } });

/** A word each language's pages say about a service, and the service page it must lead to first. */
const SERVICE_QUERY: Record<Lang, { query: string; lands: string }> = {
  es: { query: 'cascadas', lands: screenPath('cascades', 'es') },
  ca: { query: 'cascades', lands: screenPath('cascades', 'ca') },
  en: { query: 'cascades', lands: screenPath('cascades', 'en') },
  fr: { query: 'cascades', lands: screenPath('cascades', 'fr') },
};

/** The main sections the search page links when it cannot show results. */
const SECTIONS = ['home', 'history', 'services', 'location', 'contact'] as const;

async function expectSections(page: Page, lang: Lang) {
  const sections = page.getByRole('navigation', { name: text(lang, 'sectionsLabel', 'search') });
  for (const screen of SECTIONS)
    await expect(sections.getByRole('link', { name: text(lang, `nav.${screen}`), exact: true })).toHaveAttribute(
      'href',
      screenPath(screen, lang),
    );
}

test.describe('search, served without the app', () => {
  test.use({ appRefused: true });

  test('a …?q= link shows its query in the field, says results need the page’s script, and links the main sections', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    const query = '<img src=x onerror=alert(1)> "cascadas"';
    await page.goto(searchPath('es', query));
    const field = searchField(pageSearch(page, 'es'), 'es');
    await expect(field).toHaveValue(query);
    await expect(page.getByText(text('es', 'needsScript', 'search'))).toBeVisible();
    await expectSections(page, 'es');
    await expect(page.locator('main img')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  });

  test('the header’s form goes to the search page with the query, in the page’s language', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto(screenPath('history', 'fr'));
    const field = searchField(headerSearch(page, 'fr'), 'fr');
    await field.fill('reliure');
    await field.press('Enter');
    await expect(page).toHaveURL(searchPath('fr', 'reliure'));
    await expect(searchField(pageSearch(page, 'fr'), 'fr')).toHaveValue('reliure');
  });
});

test.describe('the app refused, then allowed', () => {
  // Chromium logs each refused request as a console error.
  test.use({ allowedConsole: /Failed to load resource/ });

  test('a …?q= link shows results once the app, refused at first, loads', async ({ page }) => {
    await asReturningVisitor(page);
    const refuse = (route: { abort(): Promise<void> }) => route.abort();
    await page.route('**/assets/main-*.js', refuse);
    // The served page says "needs script" before the app's first try has failed.
    const refused = appTryFailed(page);
    await page.goto(searchPath('en', SERVICE_QUERY.en.query));
    await expect(page.getByText(text('en', 'needsScript', 'search'))).toBeVisible();
    await expect(searchField(pageSearch(page, 'en'), 'en')).toHaveValue(SERVICE_QUERY.en.query);
    await refused;
    await page.unroute('**/assets/main-*.js', refuse);
    // The next try comes when the browser is online again (app/first-use.ts), once a try has
    // failed: an `online` before that says nothing (a CI run on a slow machine sent it so, and the
    // app, whose first try failed after it, waited for the next).
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await waitForApp(page);
    const results = page.getByRole('list', { name: text('en', 'resultsLabel', 'search') });
    await expect(results.getByRole('link').first()).toHaveAttribute('href', SERVICE_QUERY.en.lands);
    await expect(page.getByText(text('en', 'needsScript', 'search'))).toHaveCount(0);
    await expect(results.locator('mark').first()).toBeVisible();
  });
});

withWorker.describe('search offline, served by the worker', () => {
  for (const lang of LANGUAGES) {
    withWorker(
      `from the header in ${lang}: suggestions as one types, Enter opens the first`,
      async ({ page, context }) => {
        await openWithWorker(page, screenPath('history', lang));
        await context.setOffline(true);
        const { query, lands } = SERVICE_QUERY[lang];
        const field = searchField(headerSearch(page, lang), lang);
        await field.click();
        await field.pressSequentially(query);
        const options = page.getByRole('banner').getByRole('option');
        await expect(options.first()).toBeVisible();
        await expect(field).toHaveAttribute('aria-expanded', 'true');
        await field.press('ArrowDown');
        await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
        await field.press('Enter');
        await expect(page).toHaveURL(lands);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // The result opened, the field is left empty for the next search.
        await expect(searchField(headerSearch(page, lang), lang)).toHaveValue('');
      },
    );
  }

  withWorker('a picture result opens its page at that picture, not the first', async ({ page, context }) => {
    await openWithWorker(page, searchPath('en'));
    await context.setOffline(true);
    // The design gallery's second picture, by its caption.
    await searchField(pageSearch(page, 'en'), 'en').fill('Layout on screen');
    const pictureLink = page
      .getByRole('list', { name: text('en', 'resultsLabel', 'search') })
      .getByRole('link')
      .first();
    await expect(pictureLink).toHaveAttribute('href', `${screenPath('design', 'en')}#picture-design--gallery-2`);
    await expect(pictureLink.locator('xpath=ancestor::li').getByRole('img')).toHaveAttribute('loading', 'lazy');
    await pictureLink.click();
    await expect(page).toHaveURL(`${screenPath('design', 'en')}#picture-design--gallery-2`);
    const slide = page.locator('[id="picture-design--gallery-2"]');
    await expect(slide).toHaveAttribute('data-current', 'true');
    await expect(slide).not.toHaveAttribute('inert');
    await expect(slide).toBeInViewport();
    await expect(page.locator('[id="picture-design--gallery-1"]')).toHaveAttribute('data-current', 'false');
  });

  withWorker('a picture link opened as a new document starts its carousel there too', async ({ page, context }) => {
    await openWithWorker(page, screenPath('home', 'fr'));
    await context.setOffline(true);
    await page.goto(`${screenPath('design', 'fr')}#picture-design--gallery-3`);
    await expect(page.locator('[id="picture-design--gallery-3"]')).toHaveAttribute('data-current', 'true');
    await expect(page.locator('[id="picture-design--gallery-3"]')).toBeInViewport();
  });
});

test.describe('search with the keyboard only', () => {
  test('Tab into the control, type, arrows move, Escape closes then clears, Enter opens', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto(screenPath('home', 'en'));
    await waitForApp(page);
    const field = searchField(headerSearch(page, 'en'), 'en');
    // From the skip link: Tab goes through the header until the field.
    for (let tabs = 0; tabs < 30 && !(await field.evaluate((el) => el === document.activeElement)); tabs++)
      await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.type('binding');
    const options = page.getByRole('banner').getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('status')).toContainText(/\d/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = (await options.nth(1).getAttribute('id'))!;
    await expect(field).toHaveAttribute('aria-activedescendant', second);
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue('binding');
    await page.keyboard.press('Escape');
    await expect(field).toHaveValue('');
    await page.keyboard.type('binding');
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(searchPath('en', 'binding'));
    await expect(
      page
        .getByRole('list', { name: text('en', 'resultsLabel', 'search') })
        .getByRole('link')
        .first(),
    ).toBeVisible();
  });
});

test.describe('search across languages and hostile queries', () => {
  test('a word only another language has is offered in that language, labelled, opening there', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto(searchPath('es', 'swatch'));
    await waitForApp(page);
    // The heading is Spanish, read as such; the list of English hits is marked English.
    const heading = page.getByRole('main').getByRole('heading', { name: text('es', 'search.in.en') });
    await expect(heading.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'es');
    const list = page.getByRole('main').getByRole('list', { name: text('es', 'search.in.en') });
    await expect(list).toHaveAttribute('lang', 'en');
    const link = list.getByRole('link').first();
    await expect(link).toHaveAttribute('hreflang', 'en');
    await expect(link).toHaveAttribute('href', /^\/en\//);
    await link.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a 2,000-character query, right-to-left text or emoji neither throws nor hangs', async ({ page }) => {
    await asReturningVisitor(page);
    for (const query of ['ab'.repeat(1000), 'كتاب عينات', '📚🧵 cascadas', ')]}*+?\\']) {
      await page.goto(searchPath('es', query));
      await waitForApp(page);
      await expect(searchField(pageSearch(page, 'es'), 'es')).toHaveValue(query);
      await expect(page.getByRole('main').getByRole('status')).not.toBeEmpty();
    }
  });

  test.describe('with the indexes refused', () => {
    // Chromium logs each refused request as a console error.
    test.use({ allowedConsole: /Failed to load resource/ });

    test('an index that cannot be loaded says search is unavailable, and keeps the query', async ({ page }) => {
      await asReturningVisitor(page);
      await page.route('**/search/*.json', (route) => route.abort());
      await page.goto(searchPath('fr', 'reliure'));
      await waitForApp(page);
      await expect(page.getByText(text('fr', 'unavailable', 'search'))).toBeVisible();
      await expect(searchField(pageSearch(page, 'fr'), 'fr')).toHaveValue('reliure');
      // Asked again once the index can be had: Enter in the field, then the browser back online.
      await page.unroute('**/search/*.json');
      await searchField(pageSearch(page, 'fr'), 'fr').press('Enter');
      const results = page.getByRole('list', { name: text('fr', 'resultsLabel', 'search') });
      await expect(results.getByRole('link').first()).toBeVisible();
      await expect(page.getByText(text('fr', 'unavailable', 'search'))).toHaveCount(0);
    });

    test('search unavailable is tried again when the browser is back online', async ({ page }) => {
      await asReturningVisitor(page);
      const refuse = (route: { abort(): Promise<void> }) => route.abort();
      await page.route('**/search/*.json', refuse);
      await page.goto(searchPath('en', 'binding'));
      await waitForApp(page);
      await expect(page.getByText(text('en', 'unavailable', 'search'))).toBeVisible();
      await page.unroute('**/search/*.json', refuse);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect(
        page
          .getByRole('list', { name: text('en', 'resultsLabel', 'search') })
          .getByRole('link')
          .first(),
      ).toBeVisible();
    });
  });

  test('while the index loads, the page and the header say they are searching', async ({ page }) => {
    await asReturningVisitor(page);
    const index = await holdRoute(page, '**/search/en.json');
    await page.goto(searchPath('en', 'binding'));
    await waitForApp(page);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(text('en', 'search.loading'));
    index.release();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results?$/);
  });

  test('the header asks for the index at the first focus, before any query', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto(screenPath('home', 'en'));
    await waitForApp(page);
    const asked = page.waitForRequest('**/search/en.json');
    await searchField(headerSearch(page, 'en'), 'en').focus();
    await asked;
  });

  test('text typed in the header before the app is the query once it is there', async ({ page }) => {
    await asReturningVisitor(page);
    const app = await holdRoute(page, '**/assets/main-*.js');
    await page.goto(screenPath('history', 'en'));
    const field = searchField(headerSearch(page, 'en'), 'en');
    await field.click();
    await field.pressSequentially('cascades');
    app.release();
    await waitForApp(page);
    await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
    await expect(field).toBeFocused();
    await field.press('ArrowDown');
    await expect(page.getByRole('banner').getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  });

  test('a translated status says the new count alone, not the old one beside it', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto(searchPath('en', 'cascades'));
    await waitForApp(page);
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText(/^\d+ results?$/);
    expect(await page.evaluate(translateTextNodes, false)).toBeGreaterThan(20);
    await searchField(pageSearch(page, 'en'), 'en').fill('binding');
    await expect(page.getByRole('main').getByRole('list').first()).toBeVisible();
    await expect(status).toHaveText(/^\d+ results?$/);
  });
});

/**
 * The header's list while the field is ahead of it. The page's clock is paused, so the typing
 * rest (120 ms) never passes on its own: the list shown after more keystrokes stays the earlier
 * query's until the test advances the clock, or a press runs the waiting query at once.
 */
/** In Spanish, "e" lists Lomeras first; "encuadernacion" lists Encuadernación first, Lomeras sixth. */
const EARLIER = 'e';
const REST = 'ncuadernacion';
const LOMERAS = `${screenPath('services', 'es')}/lomeras`;

/** The WCAG contrast ratio of two computed `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((part) => {
        const c = Number(part) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * Lets the double-click time pass, as it does while a visitor reads the list that changed before
 * pressing again: a click sooner, where the last was, is that press's double tap (iOS Safari
 * counts none), stopped (option-presses.ts). On the page's clock, paused in these tests: the
 * clicks' timeStamp is that clock's.
 */
async function afterDoubleClickTime(page: Page) {
  await page.clock.runFor(DOUBLE_CLICK_MS);
}

/** The search page's first result link. */
function firstResult(page: Page) {
  return page
    .getByRole('list', { name: text('es', 'resultsLabel', 'search') })
    .getByRole('link')
    .first();
}

/**
 * Runs the paused clock on until the search page's first result links to `href`. The steps are
 * short and come every 50 ms, and none waits for the list: the page's loading waits on timers the
 * clock holds, and a step that waited for a list not yet there ran the clock no more (a busy
 * machine's fresh-clone run timed out so).
 */
async function expectFirstResultOnceRun(page: Page, href: string) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(50);
        // Not waiting for the list to come (no action timeout is set): a list not there yet is
        // null at this step, and the next step runs the clock on.
        return firstResult(page)
          .getAttribute('href', { timeout: 100 })
          .catch(() => null);
      },
      { intervals: [50] },
    )
    .toBe(href);
}

test.describe('a suggestion list the field is ahead of', () => {
  async function typeUntilAnswered(page: Page, typed: string) {
    const field = searchField(headerSearch(page, 'es'), 'es');
    const list = page.getByRole('banner').getByRole('listbox');
    await field.pressSequentially(typed);
    await expect
      .poll(async () => {
        await page.clock.runFor(20);
        return (await list.getByRole('option').count()) > 0 && (await list.getAttribute('aria-busy')) === 'false';
      })
      .toBe(true);
    return { field, list, options: list.getByRole('option') };
  }

  /** "e"'s list shown, busy, while the field holds "encuadernacion". */
  async function busyList(page: Page) {
    const answered = await typeUntilAnswered(page, EARLIER);
    await answered.field.pressSequentially(REST);
    await expect(answered.list).toHaveAttribute('aria-busy', 'true');
    return answered;
  }

  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
    await gotoWithPausedClock(page, screenPath('history', 'es'));
    await searchField(headerSearch(page, 'es'), 'es').click();
  });

  test('is marked busy and muted, its count unsaid; Enter goes to the search page with the whole query', async ({
    page,
  }) => {
    const { field, list, options } = await typeUntilAnswered(page, EARLIER);
    const status = page.getByRole('banner').getByRole('status');
    await expect(status).toContainText(/\d/);
    const freshColor = await options.first().evaluate((option) => getComputedStyle(option).color);
    await field.pressSequentially(REST);
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(options.first()).toContainText('Lomeras');
    await expect(status).toHaveText('');
    expect(await options.first().evaluate((option) => getComputedStyle(option).color)).not.toBe(freshColor);
    await field.press('Enter');
    await expect(page).toHaveURL(searchPath('es', 'encuadernacion'));
    // The page's clock runs again: what is tested here is where Enter went, not the page's timers.
    await page.clock.resume();
    await expect(firstResult(page)).toHaveAttribute('href', screenPath('binding', 'es'));
  });

  test('a press on an option that moved opens nothing: the field’s query runs at once and its list shows', async ({
    page,
  }) => {
    const { field, list, options } = await busyList(page);
    await options.first().click();
    // The clock is still paused: the press ran the query, not the end of the typing rest.
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(options.first()).toContainText('Encuadernación');
    await expect(options.nth(5)).toContainText('Lomeras');
    await expect(page).toHaveURL(screenPath('history', 'es'));
    await expect(field).toBeFocused();
    await afterDoubleClickTime(page);
    await options.first().click();
    await expect(page).toHaveURL(screenPath('binding', 'es'));
  });

  test('a double click on an option that moved opens nothing: its second click is not a press on the fresh list', async ({
    page,
  }) => {
    const { field, list, options } = await busyList(page);
    await options.first().dblclick();
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(options.first()).toContainText('Encuadernación');
    // An option opened empties the field (in the click itself): it still holds the query.
    await expect(field).toHaveValue(EARLIER + REST);
    await expect(page).toHaveURL(screenPath('history', 'es'));
  });

  test('a press again where a dropped one was, after reading the fresh list, opens its option though the browser counts it a series’ second', async ({
    page,
  }) => {
    const { list, options } = await busyList(page);
    const box = (await options.first().boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(options.first()).toContainText('Encuadernación');
    await expect(page).toHaveURL(screenPath('history', 'es'));
    // Read for 2 s, within a long system double-click time (a visitor with motor needs): the
    // browser counts the press again, at the same spot, as the series' second.
    await page.clock.runFor(2000);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await expect(page).toHaveURL(screenPath('binding', 'es'));
  });

  /**
   * "encuadernacion"'s list shown, a link of a page (to Lomeras) laid under its first option (what
   * lies there depends on the page's layout), and the page's code held on its way, so that the
   * navigation the first click begins is pending when the second click comes. `heard` lists the
   * `detail` of each click the page's document hears in its capture phase, as the carousel
   * starter's and the contact form's listeners do.
   */
  async function firstSuggestionOverLink(page: Page) {
    const { options } = await typeUntilAnswered(page, EARLIER + REST);
    await expect(options.first()).toContainText('Encuadernación');
    await options.first().evaluate((option, href) => {
      const box = option.getBoundingClientRect();
      const link = document.createElement('a');
      link.href = href;
      link.textContent = 'Lomeras';
      Object.assign(link.style, {
        position: 'fixed',
        left: `${box.left}px`,
        top: `${box.top}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
      });
      document.querySelector('main')!.append(link);
      const heard: number[] = [];
      Object.assign(window, { heard });
      document.addEventListener('click', (event) => heard.push(event.detail), { capture: true });
    }, LOMERAS);
    const scripts = await holdRoute(page, '**/*.js');
    const heard = () => page.evaluate(() => (window as unknown as { heard: number[] }).heard);
    return { option: options.first(), release: scripts.release, heard };
  }

  test('a double click on a suggestion that opens its page: the second click, on a link under the hidden list, is not followed nor heard by the page', async ({
    page,
  }) => {
    const { option, release, heard } = await firstSuggestionOverLink(page);
    await option.dblclick();
    await expect(option).toBeHidden();
    // The second click (detail 2) is stopped before the document's capture listeners hear it.
    expect(await heard()).not.toContain(2);
    release();
    await expect(page.locator('html[data-navigating]')).not.toBeAttached();
    await expect(page).toHaveURL(screenPath('binding', 'es'));
  });

  test('a double tap as iOS Safari reports it (each click detail 1) on a suggestion that opens its page: the second is not followed', async ({
    page,
  }) => {
    const { option, release, heard } = await firstSuggestionOverLink(page);
    const box = (await option.boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // Each a click of its own (clickCount 1): the browser counts no series, as iOS Safari does not.
    await page.mouse.click(point.x, point.y);
    await expect(option).toBeHidden();
    await page.mouse.click(point.x + 2, point.y + 1);
    // The page's document heard the first click and followPath's (detail 0), not the second.
    expect(await heard()).toEqual([1, 0]);
    release();
    await expect(page.locator('html[data-navigating]')).not.toBeAttached();
    await expect(page).toHaveURL(screenPath('binding', 'es'));
  });

  test('a click no pointer made (a screen reader’s) is not taken for the press of a pointer that went down elsewhere', async ({
    page,
  }) => {
    const { options } = await typeUntilAnswered(page, EARLIER + REST);
    // A pointer goes down on the first option and is dragged away: no click follows it.
    await options.first().dispatchEvent('pointerdown', { pointerType: 'mouse', isPrimary: true });
    await options
      .nth(1)
      .evaluate((option) =>
        option.dispatchEvent(
          new PointerEvent('click', { bubbles: true, cancelable: true, detail: 1, pointerType: '' }),
        ),
      );
    await expect(page).not.toHaveURL(screenPath('history', 'es'));
  });

  test('a pointer press cancelled (a touch that scrolls) is not taken for the press of a later click no PointerEvent reports', async ({
    page,
  }) => {
    const { options } = await typeUntilAnswered(page, EARLIER + REST);
    await options.first().dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
    await options.first().dispatchEvent('pointercancel', { pointerType: 'touch', isPrimary: true });
    // A click as a browser reports it where a click is a MouseEvent (no pointerType), on another option.
    await options
      .nth(1)
      .evaluate((option) =>
        option.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })),
      );
    await expect(page).not.toHaveURL(screenPath('history', 'es'));
  });

  test('a click counted as a series’ second only because the field was clicked just before opens its suggestion', async ({
    page,
  }) => {
    const { field, options } = await typeUntilAnswered(page, EARLIER + REST);
    await expect(options.first()).toContainText('Encuadernación');
    await field.click();
    // The first suggestion pressed within the double-click time (a long one, for a visitor with
    // motor needs): the browser counts that click as the series' second.
    const box = (await options.first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await expect(page).toHaveURL(screenPath('binding', 'es'));
  });

  test('a press on an option still in its place opens it; an arrow waits for the fresh list', async ({ page }) => {
    const { field, list, options } = await typeUntilAnswered(page, 'lomera');
    await expect(options.first()).toContainText('Lomeras');
    await field.pressSequentially('s');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await options.first().click();
    await expect(page).toHaveURL(LOMERAS);

    await field.click();
    await typeUntilAnswered(page, EARLIER);
    await field.pressSequentially(REST);
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await field.press('ArrowDown');
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toContainText('Encuadernación');
    await field.press('Enter');
    await expect(page).toHaveURL(screenPath('binding', 'es'));
  });
  test('a busy list keeps its titles’ weight (their widths do not move) and a readable colour', async ({ page }) => {
    const { field, list, options } = await typeUntilAnswered(page, EARLIER);
    const title = options.first().locator('span[lang]');
    const look = () =>
      title.evaluate((span) => {
        const style = getComputedStyle(span);
        return { weight: style.fontWeight, color: style.color, width: span.getBoundingClientRect().width };
      });
    const fresh = await look();
    await field.pressSequentially(REST);
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(options.first()).toContainText('Lomeras');
    const busy = await look();
    expect(busy.weight).toBe(fresh.weight);
    expect(busy.width).toBe(fresh.width);
    expect(busy.color).not.toBe(fresh.color);
    // The list is drawn on white.
    expect(contrast(busy.color, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(4.5);
  });

  /**
   * Opens "encuadernacion"'s first suggestion with the page's code held on its way, so the
   * navigation stays pending (<html data-navigating>) until `release` is called.
   */
  async function openWithPageHeld(page: Page) {
    const answered = await typeUntilAnswered(page, EARLIER + REST);
    await expect(answered.options.first()).toContainText('Encuadernación');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await held;
      await route.fallback();
    });
    await answered.options.first().click();
    await expect(page.locator('html[data-navigating]')).toBeAttached();
    return { field: answered.field, release };
  }

  test('Enter while an opened suggestion’s page is on its way does not replace it with the search page', async ({
    page,
  }) => {
    const { field, release } = await openWithPageHeld(page);
    await field.press('Enter');
    release();
    await expect(page).toHaveURL(screenPath('binding', 'es'));
    await expect(page.locator('html[data-navigating]')).not.toBeAttached();
    await expect(page).toHaveURL(screenPath('binding', 'es'));
  });

  test('Enter with a new query typed while an opened suggestion’s page is on its way searches it', async ({ page }) => {
    const { field, release } = await openWithPageHeld(page);
    await field.pressSequentially('lomeras');
    await field.press('Enter');
    release();
    await expect(page).toHaveURL(searchPath('es', 'lomeras'));
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a touch that began on a busy list and lifts over the refreshed one opens nothing', async ({ page }) => {
      const { field, list, options } = await typeUntilAnswered(page, EARLIER);
      await field.pressSequentially(REST);
      await expect(list).toHaveAttribute('aria-busy', 'true');
      await expect(options.first()).toContainText('Lomeras');
      const box = (await options.first().boundingBox())!;
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.evaluate(() => {
        document.addEventListener(
          'click',
          (event) => {
            document.documentElement.dataset.clicked = (event.target as Element).textContent ?? '';
          },
          { capture: true, once: true },
        );
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      // The typing rest ends under the finger: the option there is now another page.
      await page.clock.runFor(200);
      await expect(list).toHaveAttribute('aria-busy', 'false');
      await expect(options.first()).toContainText('Encuadernación');
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(page.locator('html')).toHaveAttribute('data-clicked', /Encuadernación/);
      // The click reached the fresh option and opened nothing: the list is still shown, here.
      await expect(list).toBeVisible();
      await expect(page).toHaveURL(screenPath('history', 'es'));
      // A tap on the same option at once would be that touch's double tap, stopped as the rest
      // of a series the list answered is (option-presses.ts): a tap elsewhere first begins a new one.
      await field.tap();
      await options.first().tap();
      await expect(page).toHaveURL(screenPath('binding', 'es'));
    });
  });
});

test.describe('the search page while the field is ahead of its results', () => {
  /** The search page with "e"'s results shown, busy, while the field holds "encuadernacion". */
  async function busyResults(page: Page) {
    await asReturningVisitor(page);
    await gotoWithPausedClock(page, searchPath('es', EARLIER));
    const results = page.getByRole('main').locator('[aria-busy]');
    await expectFirstResultOnceRun(page, LOMERAS);
    await searchField(pageSearch(page, 'es'), 'es').pressSequentially(REST);
    await expect(results).toHaveAttribute('aria-busy', 'true');
    return results;
  }

  test('the results of an earlier query are marked busy until the field’s own come', async ({ page }) => {
    await asReturningVisitor(page);
    await gotoWithPausedClock(page, searchPath('es', EARLIER));
    const results = page.getByRole('main').locator('[aria-busy]');
    const first = firstResult(page);
    await expectFirstResultOnceRun(page, LOMERAS);
    await expect(results).toHaveAttribute('aria-busy', 'false');
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText(/\d/);
    await searchField(pageSearch(page, 'es'), 'es').pressSequentially(REST);
    await expect(results).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveText('');
    await expect(first).toHaveAttribute('href', LOMERAS);
    await page.clock.runFor(120);
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(first).toHaveAttribute('href', screenPath('binding', 'es'));
    await expect(status).toContainText(/\d/);
  });

  test('a click on an earlier query’s result that moved opens nothing; the field’s results show', async ({ page }) => {
    const results = await busyResults(page);
    await firstResult(page).click();
    // The clock is still paused: the click ran the query, not the end of the typing rest.
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(firstResult(page)).toHaveAttribute('href', screenPath('binding', 'es'));
    await expect(page).toHaveURL(searchPath('es', EARLIER));
    // The focus did not fall to the page with the pressed link.
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await afterDoubleClickTime(page);
    await firstResult(page).click();
    await expect(page).toHaveURL(screenPath('binding', 'es'));
  });

  test('a double click on an earlier query’s result that moved opens nothing', async ({ page }) => {
    const results = await busyResults(page);
    await firstResult(page).dblclick();
    await expect(results).toHaveAttribute('aria-busy', 'false');
    await expect(firstResult(page)).toHaveAttribute('href', screenPath('binding', 'es'));
    await expect(page.locator('html[data-navigating]')).not.toBeAttached();
    await expect(page).toHaveURL(searchPath('es', EARLIER));
  });

  test('a busy result’s trail, in the muted colour, still reads at 4.5:1 or more', async ({ page }) => {
    const results = await busyResults(page);
    // Each result's trail (where it sits in the site) follows its title's link.
    const trails = await results.locator('li a + span').evaluateAll((nodes) =>
      nodes.map((node) => {
        let opacity = 1;
        for (let at: Element | null = node; at; at = at.parentElement) opacity *= Number(getComputedStyle(at).opacity);
        return { color: getComputedStyle(node).color, opacity };
      }),
    );
    expect(trails.length).toBeGreaterThan(0);
    for (const { color, opacity } of trails) {
      // Painted on white at that opacity.
      const painted = `rgb(${color
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map((part) => Number(part) * opacity + 255 * (1 - opacity))
        .join(', ')})`;
      expect(contrast(painted, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('a result dragged away is not taken for the press of a later click no PointerEvent reports', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await gotoWithPausedClock(page, searchPath('es', EARLIER + REST));
    await expectFirstResultOnceRun(page, screenPath('binding', 'es'));
    const second = page
      .getByRole('list', { name: text('es', 'resultsLabel', 'search') })
      .getByRole('link')
      .nth(1);
    const secondPath = (await second.getAttribute('href'))!;
    await firstResult(page).dispatchEvent('pointerdown', { pointerType: 'mouse', isPrimary: true });
    await firstResult(page).dispatchEvent('dragstart');
    // A click as a browser reports it where a click is a MouseEvent (no pointerType).
    await second.evaluate((link) =>
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })),
    );
    await expect(page).toHaveURL(secondPath);
  });

  test('Enter on an earlier query’s result still in its place opens it', async ({ page }) => {
    await asReturningVisitor(page);
    await gotoWithPausedClock(page, searchPath('es', 'lomera'));
    await expectFirstResultOnceRun(page, LOMERAS);
    const field = searchField(pageSearch(page, 'es'), 'es');
    await field.press('End');
    await field.pressSequentially('s');
    await expect(page.getByRole('main').locator('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await firstResult(page).press('Enter');
    await expect(page).toHaveURL(LOMERAS);
  });
});

test.describe('axe', () => {
  test('the search page with results, and the header’s open combobox, have no violation', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto(searchPath('ca', 'cascades'));
    await waitForApp(page);
    await expect(page.getByRole('list', { name: text('ca', 'resultsLabel', 'search') })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    const field = searchField(headerSearch(page, 'ca'), 'ca');
    await field.click();
    await field.pressSequentially('llibres');
    await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('at 1280 px, the bar’s search button opens its field in the header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of ['es', 'fr'] as const)
    test(`in ${lang}: a click opens the field, focused; suggestions as one types, Enter opens one`, async ({
      page,
    }) => {
      await asReturningVisitor(page);
      await page.goto(screenPath('history', lang));
      await waitForApp(page);
      const opener = headerSearchOpener(page, lang);
      const field = searchField(headerSearch(page, lang), lang);
      await expect(field).toBeHidden();
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
      await opener.click();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      await expect(field).toBeFocused();
      // The button names what it opens: the panel holding the field.
      const panel = page.locator(`#${await opener.getAttribute('aria-controls')}`);
      await expect(panel.getByRole('combobox')).toBeVisible();
      // The open panel hangs under the header's one line, which keeps its height.
      const header = (await page.getByRole('banner').boundingBox())!;
      expect((await panel.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height / 2);
      const { query, lands } = SERVICE_QUERY[lang];
      await field.pressSequentially(query);
      const options = page.getByRole('banner').getByRole('option');
      await expect(options.first()).toBeVisible();
      await field.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await field.press('Enter');
      await expect(page).toHaveURL(lands);
      // The result opened, the field is closed, and the button again is all the bar shows.
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
      await expect(field).toBeHidden();
    });

  test('keyboard only: Tab to the button, Enter, type; Escape closes the list, a second the field, the focus back on the button', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto(screenPath('home', 'en'));
    await waitForApp(page);
    const opener = headerSearchOpener(page, 'en');
    const field = searchField(headerSearch(page, 'en'), 'en');
    for (let tabs = 0; tabs < 30 && !(await opener.evaluate((el) => el === document.activeElement)); tabs++)
      await page.keyboard.press('Tab');
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await page.keyboard.type('binding');
    await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    // Opened again, the field holds what was typed; Escape on an empty field closes it at once.
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('binding');
    await field.clear();
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
    // Tab out of the open field closes it: through its submit, on to the next action.
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toBeHidden();
  });

  test('the served button, focused when the app comes, hands the focus to the button that opens the field', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    const app = await holdRoute(page, '**/assets/main-*.js');
    await page.goto(screenPath('history', 'en'));
    const submit = headerSearch(page, 'en').getByRole('button', {
      name: text('en', 'search.submitButton'),
      exact: true,
    });
    await submit.focus();
    app.release();
    await waitForApp(page);
    const opener = headerSearchOpener(page, 'en');
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(searchField(headerSearch(page, 'en'), 'en')).toBeFocused();
  });

  test('a click outside closes the open field', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto(screenPath('history', 'ca'));
    await waitForApp(page);
    const opener = headerSearchOpener(page, 'ca');
    await opener.click();
    await expect(searchField(headerSearch(page, 'ca'), 'ca')).toBeFocused();
    await page.getByRole('main').getByRole('heading', { level: 1 }).click();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(searchField(headerSearch(page, 'ca'), 'ca')).toBeHidden();
    // A second click on the button opens it again, a third closes it.
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toBeFocused();
  });

  test('Escape on the panel’s submit or on the opener closes the field; a press on the panel’s padding keeps it open', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto(screenPath('history', 'en'));
    await waitForApp(page);
    const opener = headerSearchOpener(page, 'en');
    const field = searchField(headerSearch(page, 'en'), 'en');
    const panel = page.locator(`#${await opener.getAttribute('aria-controls')}`);
    const panelSubmit = panel.getByRole('button', { name: text('en', 'search.submitButton'), exact: true });
    await opener.click();
    await expect(field).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panelSubmit).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toBeFocused();
    // Open, the focus on the opener itself.
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toBeFocused();
    // A press on the panel's padding, beside the field, neither closes it nor takes the focus.
    await opener.click();
    await expect(field).toBeFocused();
    const box = (await panel.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + 3);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toBeFocused();
  });

  test('the focused opener, hidden by a window widened past 1440 px, hands the focus to the bar’s field', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto(screenPath('history', 'en'));
    await waitForApp(page);
    const opener = headerSearchOpener(page, 'en');
    await opener.click();
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toBeFocused();
    await page.setViewportSize({ width: 1500, height: 800 });
    await expect(opener).toBeHidden();
    await expect(searchField(headerSearch(page, 'en'), 'en')).toBeFocused();
  });

  test('axe: the open field with its suggestions has no violation', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto(screenPath('history', 'ca'));
    await waitForApp(page);
    await headerSearchOpener(page, 'ca').click();
    await searchField(headerSearch(page, 'ca'), 'ca').pressSequentially('llibres');
    await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test.describe('served without the app', () => {
    test.use({ appRefused: true });

    test('the bar’s button is the form’s submit, and goes to the search page', async ({ page }) => {
      await asReturningVisitor(page);
      await page.goto(screenPath('history', 'es'));
      const form = headerSearch(page, 'es');
      await expect(form.getByRole('button', { name: text('es', 'search.openButton') })).toHaveCount(0);
      await form.getByRole('button', { name: text('es', 'search.submitButton'), exact: true }).click();
      await expect(page).toHaveURL(searchPath('es', ''));
      await expect(page.getByText(text('es', 'needsScript', 'search'))).toBeVisible();
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu’s search suggests and opens a result, and the menu closes', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto(screenPath('home', 'es'));
    await waitForApp(page);
    await expect(headerSearch(page, 'es').first()).toBeHidden();
    await page.getByRole('button', { name: text('es', 'nav.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: text('es', 'nav.menu') });
    const field = searchField(menu.getByRole('search'), 'es');
    await expect(field).toBeVisible();
    await field.pressSequentially(SERVICE_QUERY.es.query);
    await expect(menu.getByRole('option').first()).toBeVisible();
    await field.press('ArrowDown');
    await field.press('Enter');
    await expect(page).toHaveURL(SERVICE_QUERY.es.lands);
    await expect(menu).toBeHidden();
  });
});
