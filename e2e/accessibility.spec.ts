import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { allPages, pagePath, text, LANGUAGES, type Lang } from './support/site';

/** WCAG 2.x A and AA, plus axe's best practices; every violation is listed by rule and target. */
async function violations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Passing and incomplete results are summarised, not listed node by node: faster, and
    // violations are still reported in full.
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const lang of LANGUAGES) {
  test(`every ${lang} page has no axe violations`, async ({ page }) => {
    test.setTimeout(180_000);
    await asReturningVisitor(page);
    const found: string[] = [];
    for (const target of allPages().filter((p) => p.lang === lang)) {
      const path = pagePath(target);
      await page.goto(path);
      await waitForApp(page);
      found.push(...(await violations(page)).map((v) => `${path} ${v}`));
    }
    expect(found).toEqual([]);
  });
}

test.describe('open states', () => {
  test('the cookie banner, summary and preferences', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'es'));
    await page.goto('/');
    const banner = page.getByRole('region', { name: text('es', 'cookies.title') });
    await expect(banner).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await banner.getByRole('button', { name: text('es', 'cookies.customize') }).click();
    await expect(page.getByRole('region', { name: text('es', 'cookies.preferencesTitle') })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the services dropdown and the language list', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/fr');
    await waitForApp(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('fr', 'nav.services'), exact: true })
      .hover();
    await expect(page.getByRole('banner').getByRole('link', { name: text('fr', 'nav.servicesCta') })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.mouse.move(5, 600);
    await page.getByRole('button', { name: /Langue/ }).click();
    await expect(page.locator('a[hreflang="ca"]')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    for (const lang of ['es', 'en'] as Lang[]) {
      test(`the mobile menu with both panels open (${lang})`, async ({ page }) => {
        await asReturningVisitor(page);
        await page.goto(lang === 'es' ? '/' : `/${lang}`);
        await waitForApp(page);
        await page.getByRole('button', { name: text(lang, 'nav.openMenu') }).click();
        const menu = page.getByRole('dialog');
        await menu.getByRole('button', { name: text(lang, 'nav.services') }).click();
        await menu.getByRole('button', { name: text(lang, 'nav.samples') }).click();
        await expect(menu.getByRole('link', { name: text(lang, 'nav.cuttings') })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }
  });

  test('the project-type listbox on the contact page', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/en/contact');
    await waitForApp(page);
    await page.getByRole('button', { name: new RegExp(text('en', 'enquiry.fields.projectType')) }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
