import type { Locator, Page } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { screenPath, text } from './support/site';

/*
 * Parts of a page with nothing but text, pictures and links are kept as served when the app
 * hydrates (components/kept-as-served.tsx): React neither draws them nor compares them, and
 * draws them again only when they must change.
 */

/** Marks, before the app has loaded, the elements `selector` finds in the served markup. */
async function markServed(page: Page, selector: string) {
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      if (document.documentElement.dataset.hydrated) throw new Error('hydrated before the page was parsed');
      document.querySelectorAll(selector).forEach((el) => ((el as unknown as { served: true }).served = true));
    });
  }, selector);
}

/** How many of the elements are the very ones served, and how many React has a record of. */
function servedAndDrawn(elements: Locator) {
  return elements.evaluateAll((els) => ({
    served: els.filter((el) => (el as unknown as { served?: true }).served).length,
    drawn: els.filter((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))).length,
    all: els.length,
  }));
}

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test("the home page's sections and the footer's links are the served elements after hydration, never drawn by React", async ({
  page,
}) => {
  await markServed(page, 'main h1, main h2, main h3 a, footer a, header a');
  await page.goto('/en');
  await waitForApp(page);
  const kept = page.locator('main h1, main h2, main h3 a, footer nav a');
  const { all, served, drawn } = await servedAndDrawn(kept);
  expect(all).toBeGreaterThan(15);
  expect({ served, drawn }).toEqual({ served: all, drawn: 0 });
  // The header was hydrated: React has a record of its links.
  const header = await servedAndDrawn(page.getByRole('banner').getByRole('link'));
  expect(header.drawn).toBe(header.all);
  // A link in a kept section is still followed in place, and the next page is React's own.
  const link = page.locator('main h3 a').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(href!);
  await expect(page.locator('main h1')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
  const next = await servedAndDrawn(page.locator('main h1, main h2'));
  expect(next).toEqual({ all: next.all, served: 0, drawn: next.all });
});

test('a language switch in place draws the kept footer again, in the new language, and keeps it drawn', async ({
  page,
}) => {
  await markServed(page, 'footer a');
  await page.goto(screenPath('history', 'en'));
  await waitForApp(page);
  const footerNav = page.getByRole('navigation', { name: text('en', 'footer.navigation'), exact: true });
  await expect(footerNav.getByRole('link', { name: text('en', 'nav.history') })).toBeVisible();
  await page.getByRole('button', { name: text('en', 'language.label').split(':')[0]! }).click();
  await page.locator('a[hreflang="fr"]').click();
  await expect(page).toHaveURL(screenPath('history', 'fr'));
  const frenchNav = page.getByRole('navigation', { name: text('fr', 'footer.navigation'), exact: true });
  await expect(frenchNav.getByRole('link', { name: text('fr', 'nav.history') })).toHaveAttribute(
    'href',
    screenPath('history', 'fr'),
  );
  const links = frenchNav.getByRole('link');
  const french = await servedAndDrawn(links);
  expect(french).toEqual({ all: french.all, served: 0, drawn: french.all });
  // Back in English, it is drawn by React again: a kept part is never emptied by a later render.
  await page.goBack();
  await expect(page).toHaveURL(screenPath('history', 'en'));
  await expect(footerNav.getByRole('link', { name: text('en', 'nav.history') })).toHaveAttribute(
    'href',
    screenPath('history', 'en'),
  );
  const english = await servedAndDrawn(footerNav.getByRole('link'));
  expect(english).toEqual({ all: french.all, served: 0, drawn: french.all });
});
