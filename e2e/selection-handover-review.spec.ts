import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { screenPath, text } from './support/site';
import { encodeSelection, SELECTION_PARAM } from '../src/selection/short-codes';
import { pictureItem, serviceItem } from '../src/selection/items';
import { writeSelection } from './support/selection';

// Two defects the hostile review of the hand-over found, each proved failing before its fix.

const handed = [serviceItem('imprenta'), serviceItem('libros'), pictureItem('cascadas', 'services/cascadas/gallery-1')];
const value = encodeSelection(handed);
const selectionPath = screenPath('selection', 'en');
const en = (key: string) => text('en', key, 'services');

test.use({ locale: 'en-GB' });

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page, { language: 'en' });
});

test('storage refused: "See my selection", after "kept in this tab only", lists what was kept', async ({ page }) => {
  // With storage refused, what "Keep these" kept lives in the app's one selection only: the
  // device view must read that one (it read a store of its own, empty, and said it could not).
  await page.addInitScript(() => {
    Object.defineProperty(window, 'indexedDB', {
      get() {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError');
      },
    });
  });
  await page.goto(`${selectionPath}?${SELECTION_PARAM}=${value}`);
  await waitForApp(page);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: en('selection.link.keepButton') }).click();
  await expect(main.locator('[aria-live="polite"]').first()).toContainText(
    en('selection.link.keptInTab_other').replace('{{count}}', '3'),
  );
  await main.getByRole('link', { name: en('selection.link.seeSelectionCta') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('selection.title'));
  await expect(main.getByRole('list', { name: en('selection.listLabel') }).getByRole('listitem')).toHaveCount(3);
});

test('device view: the share dialog open, another tab empties the selection: focus is not dropped on <body>', async ({
  page,
  context,
}) => {
  // The actions (and the dialog inside them) unmount with the last item: focus must go on
  // from the page's heading, not fall to <body>.
  await page.goto(`${selectionPath}?${SELECTION_PARAM}=${value}`);
  await waitForApp(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: en('selection.link.keepButton') })
    .click();
  await expect(page.getByRole('main').getByRole('link', { name: en('selection.link.seeSelectionCta') })).toBeVisible();
  await page.goto(selectionPath);
  await waitForApp(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: en('selection.share.openButton') })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();

  const other = await context.newPage();
  await other.goto(selectionPath);
  await waitForApp(other);
  // Another tab empties the record and says so, as its store does.
  await writeSelection(other, [], { announce: true });
  await expect(page.getByText(en('selection.empty'))).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});
