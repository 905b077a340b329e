import type { Page } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { LANGUAGES, screenPath, text, type Lang } from './support/site';
import { violations } from './support/axe';
import { translateTextNodes } from './support/translation';
import { readSelection, writeSelection } from './support/selection';
import { ALL_ITEMS, pictureItem, serviceItem, type SelectionItem } from '../src/selection/items';
import { MAX_ITEMS } from '../src/selection/limits';
import { RECORD_VERSION } from '../src/selection/selection-store';
import { SELECTION_CONTROL } from '../src/selection/control/control-count';

// Issue 53, "see": the header's control (a link to the selection page, with the count, shown only
// when the selection is not empty, before the app too) and the selection page's own actions on the
// device's selection (remove, clear all, undo).

const kept = [serviceItem('libros'), pictureItem('cascadas', 'services/cascadas/gallery-1'), serviceItem('imprenta')];
const services =
  (lang: Lang) =>
  (key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce(
      (sentence, [name, value]) => sentence.replace(`{{${name}}}`, value),
      text(lang, key, 'services'),
    );
/** The control's accessible name: "My selection, 3". */
const controlName = (lang: Lang, count: number) =>
  text(lang, 'selection.control.name').replace('{{count}}', String(count));
const control = (page: Page) => page.getByRole('banner').locator(`[${SELECTION_CONTROL}]`);
const nameOf = (lang: Lang, item: SelectionItem) =>
  item.kind === 'service'
    ? text(lang, `serviceNames.${item.service}`)
    : text(lang, `images.${item.picture.replaceAll('/', '.')}.title`, 'services');
const removeButton = (page: Page, lang: Lang, item: SelectionItem) =>
  page.getByRole('button', { name: services(lang)('selection.device.removeItem', { name: nameOf(lang, item) }) });

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('no control while the selection is empty, and no reader of it loaded', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (asked) => fetched.push(asked.url()));
  await page.goto('/en');
  // Served hidden, so the common empty case never moves the header.
  await expect(control(page)).toHaveAttribute('hidden', '');
  await waitForApp(page);
  await expect(control(page)).toBeHidden();
  expect(fetched.filter((url) => /\/assets\/stored-count-[^/]*\.js$/.test(url))).toEqual([]);
  // The app has read (and so made) the empty selection: the next page reads it, and still hides it.
  await page.reload();
  await waitForApp(page);
  await expect(control(page)).toBeHidden();
});

test.describe('before the app has loaded', () => {
  // The app's code is refused: whatever shows is the page's own (the boot script's).
  test.use({ appRefused: true });

  test('a kept selection shows the control with its count, a link to the selection page in each language', async ({
    page,
  }) => {
    await page.goto('/');
    await writeSelection(page, kept);
    for (const lang of LANGUAGES) {
      await page.goto(screenPath('home', lang));
      const link = page.getByRole('banner').getByRole('link', { name: controlName(lang, 3), exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', screenPath('selection', lang));
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    }
    // Followed by the browser, without the app: the selection page, its control still shown.
    await page
      .getByRole('banner')
      .getByRole('link', { name: controlName('fr', 3), exact: true })
      .click();
    await expect(page).toHaveURL(screenPath('selection', 'fr'));
    await expect(control(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  });

  test('on a phone the control stays in the header bar, icon and count, named in full', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await writeSelection(page, kept.slice(0, 2));
    await page.reload();
    const link = page.getByRole('banner').getByRole('link', { name: controlName('es', 2), exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveText(/^\D*2$/);
    // The label is read, not shown: the bar has room for the icon and the count only.
    expect((await link.getByText(text('es', 'selection.control.label')).boundingBox())!.width).toBeLessThanOrEqual(1);
    const header = (await page.getByRole('banner').boundingBox())!;
    const box = (await link.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  });
});

test('the selection page removes, clears and undoes, keeping the focus, and the control follows', async ({ page }) => {
  const en = services('en');
  await page.goto('/en');
  await writeSelection(page, kept);
  await page.goto(screenPath('selection', 'en'));
  await waitForApp(page);
  const items = page.getByRole('list', { name: en('selection.listLabel') }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(control(page)).toHaveAccessibleName(controlName('en', 3));

  // Remove the second: the focus goes to the next item's remove button.
  await removeButton(page, 'en', kept[1]!).click();
  await expect(items).toHaveCount(2);
  await expect(page.getByText(en('selection.device.removed', { name: nameOf('en', kept[1]!) }))).toBeVisible();
  await expect(removeButton(page, 'en', kept[2]!)).toBeFocused();
  await expect(control(page)).toHaveAccessibleName(controlName('en', 2));

  // Undo: the item is back in its place, focused, and the count with it.
  await page.getByRole('button', { name: en('selection.device.undo'), exact: true }).click();
  await expect(items).toHaveCount(3);
  await expect(items.nth(1).getByRole('link')).toHaveText(nameOf('en', kept[1]!));
  await expect(removeButton(page, 'en', kept[1]!)).toBeFocused();
  await expect(page.getByText(en('selection.device.restored'))).toBeVisible();
  await expect(control(page)).toHaveAccessibleName(controlName('en', 3));

  // The last one removed: the focus goes to the one before.
  await removeButton(page, 'en', kept[2]!).click();
  await expect(removeButton(page, 'en', kept[1]!)).toBeFocused();

  // Clear all: "Selection cleared", its Undo focused; the header's control goes.
  await page.getByRole('button', { name: en('selection.device.clearAll') }).click();
  await expect(items).toHaveCount(0);
  await expect(page.getByText(en('selection.device.cleared'))).toBeVisible();
  const undo = page.getByRole('button', { name: en('selection.device.undo'), exact: true });
  await expect(undo).toBeFocused();
  await expect(control(page)).toBeHidden();
  await undo.click();
  await expect(items).toHaveCount(2);
  await expect(control(page)).toHaveAccessibleName(controlName('en', 2));

  // Kept on the device: the page opened again shows the same.
  await page.reload();
  await waitForApp(page);
  await expect(items).toHaveCount(2);
});

test('a change in one tab shows in the other tabs’ controls, with the app or still without it', async ({
  context,
  page,
}) => {
  await page.goto('/');
  await writeSelection(page, kept);
  await page.goto(screenPath('selection', 'es'));
  await waitForApp(page);
  const withApp = await context.newPage();
  await withApp.goto('/historia');
  await waitForApp(withApp);
  // Left alone: no pointer, key or focus, so its app never loads.
  const withoutApp = await context.newPage();
  await withoutApp.goto('/en/location');
  await expect(control(withApp)).toHaveAccessibleName(controlName('es', 3));
  await expect(control(withoutApp)).toHaveAccessibleName(controlName('en', 3));

  await removeButton(page, 'es', kept[0]!).click();
  await expect(control(withApp)).toHaveAccessibleName(controlName('es', 2));
  await expect(control(withoutApp)).toHaveAccessibleName(controlName('en', 2));

  await page.getByRole('button', { name: services('es')('selection.device.clearAll') }).click();
  await expect(control(withApp)).toBeHidden();
  await expect(control(withoutApp)).toBeHidden();
  await expect(withoutApp.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
});

test('by keyboard alone: the control, then remove, clear all and undo; no axe violation', async ({ page }) => {
  const en = services('en');
  await page.goto('/en');
  await writeSelection(page, kept);
  await page.reload();
  await waitForApp(page);
  expect(await violations(page)).toEqual([]);

  // The control comes right after the main navigation, before the contact button.
  const contact = page.getByRole('banner').getByRole('link', { name: text('en', 'nav.contact'), exact: true });
  await contact.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(control(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(screenPath('selection', 'en'));
  const items = page.getByRole('list', { name: en('selection.listLabel') }).getByRole('listitem');
  await expect(items).toHaveCount(3);

  // Walked from the page's heading: clear all comes first, then each item's link and remove.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: en('selection.device.clearAll') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(items.nth(0).getByRole('link')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(removeButton(page, 'en', kept[0]!)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(2);
  await expect(removeButton(page, 'en', kept[1]!)).toBeFocused();
  expect(await violations(page)).toEqual([]);

  // Back to the Undo beside the message, by Shift+Tab: it restores the first item, focused.
  const undo = page.getByRole('button', { name: en('selection.device.undo'), exact: true });
  for (let step = 0; step < 5 && !(await undo.evaluate((button) => button === document.activeElement)); step++) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(3);
  await expect(removeButton(page, 'en', kept[0]!)).toBeFocused();

  // Clear all by keyboard: Undo takes the focus, and Space brings all back.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: en('selection.device.clearAll') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(undo).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Space');
  await expect(items).toHaveCount(3);
});

test.describe('under hostile conditions', () => {
  /** The warning the app gives for a part drawn again (main.tsx); any other is still a failure. */
  test.use({ allowedConsole: /^Hydration: the page's (header|main|footer|shell)/ });

  test('a header translated before the app hydrates it still shows the control and its count', async ({ page }) => {
    await page.goto('/en');
    await writeSelection(page, kept);
    // As a browser's translation does, before the app has come: the header is drawn again.
    await page.addInitScript({
      content: `document.addEventListener('DOMContentLoaded', () => (${translateTextNodes.toString()})(true));`,
    });
    await page.reload();
    await expect(control(page)).toBeVisible();
    await waitForApp(page);
    await expect(control(page)).toBeVisible();
    await expect(control(page)).toHaveAccessibleName(controlName('en', 3));
    await expect(control(page)).toHaveAttribute('href', screenPath('selection', 'en'));
  });

  test('storage refused: no control, nothing thrown, and the page says why', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        get() {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        },
      });
    });
    await page.goto(screenPath('selection', 'en'));
    await waitForApp(page);
    await expect(control(page)).toBeHidden();
    await expect(page.locator('main').getByRole('status')).toHaveText(services('en')('selection.unavailable'));
  });
});

test('a change this browser did not keep is not said to be made: the page says so, and the reload agrees', async ({
  page,
}) => {
  const en = services('en');
  await page.goto('/en');
  // A newer deploy's record (another tab on the next version): this code reads it, never overwrites it.
  await writeSelection(page, kept.slice(0, 2), { version: RECORD_VERSION + 1 });
  await page.goto(screenPath('selection', 'en'));
  await waitForApp(page);
  const items = page.getByRole('list', { name: en('selection.listLabel') }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await removeButton(page, 'en', kept[0]!).click();
  await expect(items).toHaveCount(1);
  await expect(page.getByText(en('selection.device.notKept'))).toBeVisible();
  // The newer deploy's record is as it was: read, never overwritten.
  expect(await readSelection(page)).toEqual({ version: RECORD_VERSION + 1, items: kept.slice(0, 2) });
  await expect(page.getByText(en('selection.device.removed', { name: nameOf('en', kept[0]!) }))).toHaveCount(0);
  await page.reload();
  await waitForApp(page);
  await expect(items).toHaveCount(2);
});

test.describe('on the narrowest phones', () => {
  // Found by the review of issue 53 "see": with the control shown, the header's actions did not fit
  // a 320 or 360 px screen (the menu button, the phone's only way to the site's pages, was pushed
  // off screen; the language globe and the logo's mark squeezed away).
  for (const width of [320, 360, 390]) {
    test(`at ${width} px the menu button stays on screen with a two-digit count`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/');
      await writeSelection(page, ALL_ITEMS.slice(0, MAX_ITEMS));
      await page.reload();
      await expect(control(page)).toBeVisible();
      const menu = page.getByRole('banner').getByRole('button', { name: text('es', 'nav.openMenu') });
      const box = (await menu.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // Nothing squeezed: every action of the bar keeps a finger's width (44 px targets, 40 at least).
      for (const action of await page.locator('header [class*="actions"] > *').all())
        expect(
          (await action.boundingBox())?.width ?? 40,
          await action.evaluate((el) => el.outerHTML.slice(0, 80)),
        ).toBeGreaterThanOrEqual(40);
    });
  }
});
