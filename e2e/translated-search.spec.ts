import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { screenPath, text } from './support/site';
import { holdRoute } from './support/held-route';
import { translateTextNodes } from './support/translation';
import { headerSearch, headerSearchOpener, searchField } from './support/search';

/*
 * Beside translated-page.spec.ts: a header changed before the app (a translation wrapped its
 * words) is drawn again at hydration, its search field with it. What the visitor typed in the
 * served field, the focus and the caret, are carried into the new one, and the text is the query.
 */
test.use({ allowedConsole: /^Hydration: the page's (header|main|footer|shell)/ });
// The header's bar shows its search field from 1440 px (header-fit.spec.ts).
test.use({ viewport: { width: 1440, height: 900 } });

test('text typed in a translated header before the app stays, focused, and is searched', async ({ page }) => {
  await asReturningVisitor(page);
  const app = await holdRoute(page, '**/assets/main-*.js');
  await page.goto(screenPath('history', 'en'));
  expect(await page.evaluate(translateTextNodes, false)).toBeGreaterThan(20);
  const field = searchField(headerSearch(page, 'en'), 'en');
  await field.click();
  await field.pressSequentially('cascades');
  await field.press('ArrowLeft');
  app.release();
  await waitForApp(page);
  await expect(field).toHaveAttribute('role', 'combobox');
  await expect(field).toHaveValue('cascades');
  await expect(field).toBeFocused();
  expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('cascades'.length - 1);
  await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
});

test.describe('at 1280 px, where the bar shows its search button alone', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the served button, focused in a translated header, hands the focus to the opener drawn afresh', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    const app = await holdRoute(page, '**/assets/main-*.js');
    await page.goto(screenPath('history', 'en'));
    expect(await page.evaluate(translateTextNodes, false)).toBeGreaterThan(20);
    const submit = headerSearch(page, 'en').getByRole('button', {
      name: text('en', 'search.submitButton'),
      exact: true,
    });
    await submit.focus();
    const served = await submit.elementHandle();
    app.release();
    await waitForApp(page);
    // Drawn afresh: the served submit is gone, and the focus did not fall to <body>.
    expect(await served!.evaluate((button) => button.isConnected)).toBe(false);
    const opener = headerSearchOpener(page, 'en');
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(searchField(headerSearch(page, 'en'), 'en')).toBeFocused();
  });
});
