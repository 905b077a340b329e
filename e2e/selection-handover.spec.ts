import type { Page } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { screenPath, text } from './support/site';
import { violations } from './support/axe';
import { decodeQr } from './support/qr';
import { COMPANY } from '../src/content/company';
import { encodeSelection, SELECTION_PARAM } from '../src/selection/short-codes';
import { ALL_ITEMS, itemKey, pictureItem, serviceItem, type SelectionItem } from '../src/selection/items';
import { MAX_ITEMS } from '../src/selection/limits';

// Issue 53, the hand-over: a selection received as a link (`?s=`) is shown, kept in this
// browser's selection, asked about, and shared again as a link and its QR code.

/** Two services and a picture, as a link from another phone carries them. */
const handed = [serviceItem('imprenta'), serviceItem('libros'), pictureItem('cascadas', 'services/cascadas/gallery-1')];
const value = encodeSelection(handed);
const selectionPath = screenPath('selection', 'en');
const linkPath = (encoded: string) => `${selectionPath}?${SELECTION_PARAM}=${encoded}`;
const en = (key: string) => text('en', key, 'services');
/** A text with a count, as i18next writes it for `count` (and `max`). */
const counted = (key: string, count: number) =>
  en(`${key}_${count === 1 ? 'one' : 'other'}`)
    .replaceAll('{{count}}', String(count))
    .replaceAll('{{max}}', String(MAX_ITEMS));

/** The three items' names in English, as the list shows them: services by name, a photo by its title. */
const handedNames = [
  text('en', 'serviceNames.imprenta'),
  text('en', 'serviceNames.libros'),
  en('images.services.cascadas.gallery-1.title'),
];

// Another phone, set to English: a context of its own (every test has one), its language English.
test.use({ locale: 'en-GB' });

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page, { language: 'en' });
});

const main = (page: Page) => page.getByRole('main');
const itemsListed = (page: Page) =>
  main(page)
    .getByRole('list', { name: en('selection.listLabel') })
    .getByRole('listitem')
    .getByRole('link');
const keepButton = (page: Page) => main(page).getByRole('button', { name: en('selection.link.keepButton') });
const shareButton = (page: Page) => main(page).getByRole('button', { name: en('selection.share.openButton') });
const shareDialog = (page: Page) => page.getByRole('dialog', { name: en('selection.share.title') });
/** Where "Keep these" says what it did: a live region beside the button, so it is announced. */
const keepNote = (page: Page) => keepButton(page).locator('xpath=following-sibling::*[@aria-live="polite"][1]');

async function openLink(page: Page, encoded: string) {
  await page.goto(linkPath(encoded));
  await waitForApp(page);
}

test('a link with two services and a picture shows them in English; "Keep these" puts them in this browser’s selection', async ({
  page,
}) => {
  await openLink(page, value);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('selection.sharedTitle'));
  await expect(itemsListed(page)).toHaveText(handedNames);

  await keepButton(page).click();
  await expect(keepNote(page)).toContainText(counted('selection.link.kept', 3));
  const see = main(page).getByRole('link', { name: en('selection.link.seeSelectionCta') });
  await expect(see).toHaveAttribute('href', selectionPath);

  // The device's selection, read again from storage: the three items, in the link's order.
  await page.goto(selectionPath);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('selection.title'));
  await expect(itemsListed(page)).toHaveText(handedNames);
  await expect(keepButton(page)).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: en('selection.link.askSelectionCta') })).toHaveAttribute(
    'href',
    `${screenPath('contact', 'en')}?${SELECTION_PARAM}=${value}`,
  );

  // Kept again: nothing is doubled, and the note says why nothing was added.
  await openLink(page, value);
  await keepButton(page).click();
  await expect(keepNote(page)).toContainText(en('selection.link.allAlready'));
  await page.goto(selectionPath);
  await waitForApp(page);
  await expect(itemsListed(page)).toHaveText(handedNames);
});

test('"Ask about these" opens the contact page with the same items', async ({ page }) => {
  await openLink(page, value);
  await main(page)
    .getByRole('link', { name: en('selection.link.askCta') })
    .click();
  await expect(page).toHaveURL(`${screenPath('contact', 'en')}?${SELECTION_PARAM}=${value}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('"Share this selection" gives the link and a QR code that open the same items', async ({ page, context }) => {
  await openLink(page, value);
  const button = shareButton(page);
  await button.click();
  const dialog = shareDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(en('selection.share.hint'));
  const shared = `${COMPANY.siteUrl}${linkPath(value)}`;
  await expect(dialog.getByText(shared, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAccessibleName(text('en', 'share.qrLabel').replace('{{url}}', shared));
  expect(await decodeQr(dialog.getByRole('img'))).toBe(shared);
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  // The shared address, on this test server: the same three items.
  const url = new URL(shared);
  const other = await context.newPage();
  await other.goto(url.pathname + url.search);
  await waitForApp(other);
  await expect(itemsListed(other)).toHaveText(handedNames);
});

test('a malformed link (junk codes, markup, a huge value) says what it could not read and works with the rest', async ({
  page,
}) => {
  const markup = encodeURIComponent('<script>alert(1)</script><img src=x onerror=alert(2)>');
  // 3,000 codes of the right form that name nothing: some 9,000 characters.
  const junk = Array.from({ length: 3_000 }, () => '9z').join('.');
  await openLink(page, `${value}.qq.${markup}.${junk}`);
  await expect(itemsListed(page)).toHaveText(handedNames);
  // 'qq', the markup's three space-separated parts (a space separates codes, as a + does) and
  // the 3,000 unknown codes.
  await expect(main(page).getByRole('status')).toContainText(
    en('selection.unread_other').replace('{{unread}}', '3004'),
  );
  await expect(page.locator('main script, main img[src="x"], main [onerror]')).toHaveCount(0);
  await expect(main(page)).not.toContainText('alert(');

  // What is passed on is what was read, encoded again: none of the junk.
  await expect(main(page).getByRole('link', { name: en('selection.link.askCta') })).toHaveAttribute(
    'href',
    `${screenPath('contact', 'en')}?${SELECTION_PARAM}=${value}`,
  );
  await shareButton(page).click();
  await expect(shareDialog(page).getByText(`${COMPANY.siteUrl}${linkPath(value)}`, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await keepButton(page).click();
  await expect(keepNote(page)).toContainText(counted('selection.link.kept', 3));
  expect(await violations(page)).toEqual([]);
});

test('keyboard only: the actions and the share dialog (open, Tab through, Escape closes, focus returns), with no axe violation', async ({
  page,
}) => {
  await openLink(page, value);
  // From the last item's link, by keyboard only.
  await itemsListed(page).last().focus();
  await page.keyboard.press('Tab');
  await expect(keepButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(keepNote(page)).toContainText(counted('selection.link.kept', 3));
  await page.keyboard.press('Tab');
  await expect(main(page).getByRole('link', { name: en('selection.link.seeSelectionCta') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(main(page).getByRole('link', { name: en('selection.link.askCta') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(shareButton(page)).toBeFocused();
  expect(await violations(page)).toEqual([]);

  await page.keyboard.press('Enter');
  const dialog = shareDialog(page);
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const reached = new Set<string>();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), key).toBe(true);
    reached.add(await page.evaluate(() => document.activeElement?.textContent ?? ''));
  }
  // The close button and the copy button at least, each reached by Tab.
  expect(reached.size).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(shareButton(page)).toBeFocused();
});

test('at the limit: the first items that fit are kept, and the note says how many did not fit', async ({ page }) => {
  const handedKeys = new Set(handed.map(itemKey));
  const others: SelectionItem[] = ALL_ITEMS.filter((item) => !handedKeys.has(itemKey(item))).slice(0, MAX_ITEMS - 1);
  await openLink(page, encodeSelection(others));
  await keepButton(page).click();
  await expect(keepNote(page)).toContainText(counted('selection.link.kept', MAX_ITEMS - 1));

  await openLink(page, value);
  await keepButton(page).click();
  await expect(keepNote(page)).toContainText(counted('selection.link.kept', 1));
  await expect(keepNote(page)).toContainText(counted('selection.link.notFitted', 2));
  await page.goto(selectionPath);
  await waitForApp(page);
  await expect(itemsListed(page)).toHaveCount(MAX_ITEMS);
  await expect(itemsListed(page).last()).toHaveText(handedNames[0]!);
});

test('storage refused by the browser: "Keep these" keeps them in this tab only, and says so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', {
      get() {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      },
    });
  });
  await openLink(page, value);
  await keepButton(page).click();
  await expect(keepNote(page)).toContainText(counted('selection.link.keptInTab', 3));
  await expect(main(page).getByRole('link', { name: en('selection.link.askCta') })).toBeVisible();
});

test('two tabs: what one keeps shows at once in the other’s selection', async ({ page, context }) => {
  const other = await context.newPage();
  await other.goto(selectionPath);
  await waitForApp(other);
  await expect(other.getByText(en('selection.empty'))).toBeVisible();
  await openLink(page, value);
  await keepButton(page).click();
  await expect(keepNote(page)).toContainText(counted('selection.link.kept', 3));
  await expect(itemsListed(other)).toHaveText(handedNames);
});

test.describe('the share dialog’s code cannot be had', () => {
  // The refused chunk, as the browser reports it, and the app's note that it could not load it.
  test.use({ allowedConsole: /Failed to load resource|Share: the share dialog could not be loaded/ });

  test('the button says so and keeps the page; pressed again once it can be had, the dialog opens', async ({
    page,
  }) => {
    await page.route('**/assets/share-dialog-*.js', (route) => route.abort());
    await openLink(page, value);
    await shareButton(page).click();
    await expect(main(page)).toContainText(en('selection.share.failed'));
    await expect(itemsListed(page)).toHaveText(handedNames);

    await page.unroute('**/assets/share-dialog-*.js');
    await shareButton(page).click();
    await expect(shareDialog(page)).toBeVisible();
    await expect(main(page)).not.toContainText(en('selection.share.failed'));
  });
});
