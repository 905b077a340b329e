import type { Page } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { screenPath, text, type Lang } from './support/site';
import { violations } from './support/axe';
import { holdRoute } from './support/held-route';
import { translateTextNodes } from './support/translation';
import { readSelection, writeSelection } from './support/selection';
import { servicePath } from '../src/routing/paths';
import { ALL_ITEMS, itemKey, pictureItem, serviceItem, type SelectionItem } from '../src/selection/items';
import { MAX_ITEMS } from '../src/selection/limits';
import { TOGGLE } from '../src/selection/toggle/toggle-marks';

// Marking (issue 53, point 1): a toggle on every service page, service picture and samples card
// adds the item to the visitor's selection or takes it out.

const books = serviceItem('libros');
const printing = serviceItem('imprenta');
const booksPhoto = pictureItem('libros', 'services/libros/gallery-1');

/** An item's toggle, found by the item it names (a carousel's later slides are inert, not gone). */
const toggleOf = (page: Page, item: SelectionItem) => page.locator(`button[${TOGGLE.item}="${itemKey(item)}"]`);

const serviceName = (lang: Lang, item: SelectionItem) => text(lang, `serviceNames.${item.service}`);
/** The toggle's accessible name, as the visitor's language says it. */
function toggleName(lang: Lang, item: SelectionItem, pressed: boolean): string {
  const name =
    item.kind === 'service'
      ? serviceName(lang, item)
      : text(lang, 'selection.toggle.picture')
          .replace('{{caption}}', text(lang, `images.${item.picture.replaceAll('/', '.')}.title`, 'services'))
          .replace('{{service}}', serviceName(lang, item));
  return text(lang, `selection.toggle.${pressed ? 'remove' : 'add'}Label`).replace('{{name}}', name);
}

/** The toggles' one live region. */
const notice = (page: Page) => page.locator('[data-selection-notice]');

async function expectPressed(page: Page, lang: Lang, item: SelectionItem, pressed: boolean) {
  const toggle = toggleOf(page, item);
  await expect(toggle).toHaveAttribute('aria-pressed', String(pressed));
  await expect(toggle).toHaveAccessibleName(toggleName(lang, item, pressed));
  await expect(toggle).toHaveText(text(lang, `selection.toggle.${pressed ? 'remove' : 'add'}`));
}

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
  // The carousels stand still: the picture's toggle is on the slide shown.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('two services and a picture marked in Spanish are the same three, named in French, and kept on reload', async ({
  page,
}) => {
  await page.goto(servicePath('libros', 'es'));
  await waitForApp(page);
  await expectPressed(page, 'es', books, false);
  await expectPressed(page, 'es', booksPhoto, false);
  await toggleOf(page, books).click();
  await expectPressed(page, 'es', books, true);
  await expect(notice(page)).toHaveText(
    text('es', 'selection.toggle.added_one').replace('{{name}}', serviceName('es', books)).replace('{{count}}', '1'),
  );
  await toggleOf(page, booksPhoto).click();
  await expectPressed(page, 'es', booksPhoto, true);

  await page.goto(servicePath('imprenta', 'es'));
  await waitForApp(page);
  await toggleOf(page, printing).click();
  await expectPressed(page, 'es', printing, true);
  await expect(notice(page)).toContainText('3');

  // The language switched in place: the French page is drawn by the app, its toggles are React's.
  await page.getByRole('button', { name: text('es', 'language.label').split(':')[0]! }).click();
  await page.locator('a[hreflang="fr"]').click();
  await expect(page).toHaveURL(servicePath('imprenta', 'fr'));
  await expectPressed(page, 'fr', printing, true);
  await page.goto(servicePath('libros', 'fr'));
  await waitForApp(page);
  await expectPressed(page, 'fr', books, true);
  await expectPressed(page, 'fr', booksPhoto, true);

  // The French selection page lists the same three, named in French.
  await page.goto(screenPath('selection', 'fr'));
  await waitForApp(page);
  const items = page.getByRole('list', { name: text('fr', 'selection.listLabel', 'services') }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0).getByRole('link')).toHaveText(serviceName('fr', books));
  await expect(items.nth(1).getByRole('link')).toHaveText(
    text('fr', 'images.services.libros.gallery-1.title', 'services'),
  );
  await expect(items.nth(2).getByRole('link')).toHaveText(serviceName('fr', printing));

  // A reload keeps them; the served toggles show them once the device's selection is read.
  await page.goto(servicePath('libros', 'fr'));
  await page.reload();
  await waitForApp(page);
  await expectPressed(page, 'fr', books, true);
  await expectPressed(page, 'fr', booksPhoto, true);
  // Pressed again, the item leaves the selection.
  await toggleOf(page, books).click();
  await expectPressed(page, 'fr', books, false);
  await expect(notice(page)).toHaveText(
    text('fr', 'selection.toggle.removed_other')
      .replace('{{name}}', serviceName('fr', books))
      .replace('{{count}}', '2'),
  );
});

test('pages are served with every toggle unpressed: one per service, per gallery picture, none in the museum', async ({
  page,
  request,
}) => {
  await page.goto(servicePath('encuadernacion', 'es'));
  await waitForApp(page);
  await toggleOf(page, serviceItem('encuadernacion')).click();
  await expectPressed(page, 'es', serviceItem('encuadernacion'), true);
  const servedToggles = async (path: string) => [
    ...(await (await request.get(path)).text()).matchAll(new RegExp(`<button[^>]*${TOGGLE.item}="([^"]+)"[^>]*>`, 'g')),
  ];
  // The service's own, and one per picture of its 16 slides; each served unpressed, whatever this
  // device holds.
  const binding = await servedToggles(servicePath('encuadernacion', 'es'));
  expect(binding.map((m) => m[1])).toEqual(ALL_ITEMS.filter((item) => item.service === 'encuadernacion').map(itemKey));
  for (const [toggle] of binding) expect(toggle).toContain('aria-pressed="false"');
  expect(await servedToggles(servicePath('cascadas', 'en'))).toHaveLength(
    1 + ALL_ITEMS.filter((item) => item.kind === 'picture' && item.service === 'cascadas').length,
  );
  expect(await servedToggles(screenPath('history', 'es'))).toEqual([]);
});

test('the samples page’s four cards are four services, the same items as their pages', async ({ page }) => {
  await page.goto(screenPath('samples', 'en'));
  await waitForApp(page);
  const cards = page.locator(`main button[${TOGGLE.item}]`);
  await expect(cards).toHaveCount(4);
  await toggleOf(page, books).click();
  await expectPressed(page, 'en', books, true);
  await page.goto(servicePath('libros', 'en'));
  await waitForApp(page);
  await expectPressed(page, 'en', books, true);
});

test('a second tab sees a change made in the first', async ({ page, context }) => {
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.emulateMedia({ reducedMotion: 'reduce' });
    await tab.goto(servicePath('cascadas', 'ca'));
    await waitForApp(tab);
  }
  const cascades = serviceItem('cascadas');
  await toggleOf(page, cascades).click();
  await expectPressed(page, 'ca', cascades, true);
  await expectPressed(other, 'ca', cascades, true);
  await toggleOf(other, cascades).click();
  await expectPressed(other, 'ca', cascades, false);
  await expectPressed(page, 'ca', cascades, false);
});

test('at 30 items a press adds nothing and says why', async ({ page }) => {
  const item = serviceItem('lomeras');
  const full = ALL_ITEMS.filter((other) => itemKey(other) !== itemKey(item)).slice(0, MAX_ITEMS);
  await page.goto(servicePath('lomeras', 'en'));
  await writeSelection(page, full);
  await page.reload();
  await waitForApp(page);
  const toggle = toggleOf(page, item);
  await expectPressed(page, 'en', item, false);
  await toggle.click();
  const word = text('en', 'selection.toggle.full')
    .replace('{{name}}', serviceName('en', item))
    .replace('{{max}}', String(MAX_ITEMS));
  await expect(notice(page)).toHaveText(word);
  await expect(notice(page).getByText(word)).toBeVisible();
  await expectPressed(page, 'en', item, false);
  expect((await readSelection(page))?.items).toEqual(full);
  // One taken out (the first is a service: its page's toggle), the press adds it.
  const first = full[0]!;
  expect(first.kind).toBe('service');
  await page.goto(servicePath(first.service, 'en'));
  await waitForApp(page);
  await toggleOf(page, first).click();
  await expectPressed(page, 'en', first, false);
  await page.goto(servicePath('lomeras', 'en'));
  await waitForApp(page);
  await toggleOf(page, item).click();
  await expectPressed(page, 'en', item, true);
});

test('a press before the app has come is made once it has, once', async ({ page }) => {
  const app = await holdRoute(page, '**/assets/main-*.js');
  await page.goto(servicePath('imprenta', 'es'));
  await page.waitForLoadState('networkidle');
  // The press is the first use: it asks for the app, which is held on its way.
  await toggleOf(page, printing).click();
  await expect.poll(() => app.asked().length).toBe(1);
  await expectPressed(page, 'es', printing, false);
  app.release();
  await expectPressed(page, 'es', printing, true);
  await waitForApp(page);
  await expectPressed(page, 'es', printing, true);
  await expect(notice(page)).toContainText(serviceName('es', printing));
});

test('a press before the app on "Add" for an item the device already keeps adds it, never takes it out', async ({
  page,
}) => {
  // Every toggle is served unpressed ("Add …"): a returning visitor who presses one before the app
  // has read the device's selection asked to add, whatever the selection held.
  await page.goto(servicePath('imprenta', 'es'));
  await writeSelection(page, [printing]);
  const app = await holdRoute(page, '**/assets/main-*.js');
  await page.goto(servicePath('imprenta', 'es'));
  await page.waitForLoadState('networkidle');
  await expect(toggleOf(page, printing)).toHaveAccessibleName(toggleName('es', printing, false));
  await toggleOf(page, printing).click();
  await expect.poll(() => app.asked().length).toBe(1);
  app.release();
  await waitForApp(page);
  await expectPressed(page, 'es', printing, true);
  // Never said as taken out.
  await expect(notice(page)).not.toContainText(serviceName('es', printing));
  await page.reload();
  await waitForApp(page);
  await expectPressed(page, 'es', printing, true);
});

test('a keyboard alone reaches a toggle and presses it, the focus stays on it, and axe finds nothing', async ({
  page,
}) => {
  await page.goto(servicePath('cuttings', 'en'));
  await waitForApp(page);
  const cuttings = serviceItem('cuttings');
  const toggle = toggleOf(page, cuttings);
  const onToggle = () => page.evaluate((mark) => document.activeElement?.getAttribute(mark) ?? null, TOGGLE.item);
  // Tab through the page from its top until the toggle has the focus (the header's links come first).
  let tabs = 0;
  while ((await onToggle()) !== itemKey(cuttings)) {
    expect(tabs++, 'Tab presses before the toggle').toBeLessThan(40);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Space');
  await expectPressed(page, 'en', cuttings, true);
  await expect(toggle).toBeFocused();
  await expect(notice(page)).toHaveText(
    text('en', 'selection.toggle.added_one').replace('{{name}}', serviceName('en', cuttings)).replace('{{count}}', '1'),
  );
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expectPressed(page, 'en', cuttings, false);
  await expect(toggle).toBeFocused();
  await expect(notice(page)).toHaveText(
    text('en', 'selection.toggle.removed_zero').replace('{{name}}', serviceName('en', cuttings)),
  );
  expect(await violations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the word about a press, shown over a toggle at the foot of the screen, lets the next tap through to it', async ({
    page,
  }) => {
    await page.goto(screenPath('samples', 'es'));
    await waitForApp(page);
    const toggle = page.locator(`main button[${TOGGLE.item}]`).first();
    // The toggle just above the foot of the screen, where the corner's notices stand.
    await toggle.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 30));
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(notice(page).locator('p')).toBeVisible();
    // A change of mind at once: the tap reaches the toggle, not the notice over it.
    const tapped = await toggle.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(tapped).toBe(true);
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('under hostile conditions', () => {
  /** The refused request's own line, and the warning the app gives for a part drawn again (main.tsx). */
  test.use({ allowedConsole: /^Failed to load resource|^Hydration: the page's (header|main|footer|shell)/ });

  test('storage refused: the press holds in this tab, and says it was not saved', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        get() {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        },
      });
    });
    await page.goto(servicePath('cascadas', 'fr'));
    await waitForApp(page);
    const cascades = serviceItem('cascadas');
    await toggleOf(page, cascades).click();
    await expectPressed(page, 'fr', cascades, true);
    await expect(notice(page)).toContainText(text('fr', 'selection.toggle.notSaved'));
    await expect(notice(page).getByText(text('fr', 'selection.toggle.notSaved'), { exact: false })).toBeVisible();
  });

  test('the selection’s code refused (offline before the site was saved): the press says so, and works once it can be had', async ({
    page,
  }) => {
    // The store's module and what it imports, refused as an unreachable network would.
    const refused = '**/assets/page-selection-*.js';
    await page.route(refused, (route) => route.abort('internetdisconnected'));
    await page.goto(servicePath('imprenta', 'en'));
    await waitForApp(page);
    await toggleOf(page, printing).click();
    await expect(notice(page)).toHaveText(text('en', 'selection.toggle.unavailable'));
    await expectPressed(page, 'en', printing, false);
    await page.unroute(refused);
    await toggleOf(page, printing).click();
    await expectPressed(page, 'en', printing, true);
  });

  test('a page translated before the app came keeps its translated words until a press changes them', async ({
    page,
  }) => {
    await page.addInitScript({
      content: `document.addEventListener('DOMContentLoaded', () => (${translateTextNodes.toString()})(true));`,
    });
    await page.goto(servicePath('libros', 'en'));
    await waitForApp(page);
    const toggle = toggleOf(page, books);
    const translated = await toggle.innerText();
    expect(translated).not.toBe(text('en', 'selection.toggle.add'));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName(toggleName('en', books, true));
  });
});
