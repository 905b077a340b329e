import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { text, type Lang } from './support/site';
import { violations } from './support/axe';

// Every page is checked by axe, in two of the languages, in every-page.spec.ts; here, the open states.

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

  test('the history museum and its photo lightbox', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/en/history');
    await waitForApp(page);
    await page.getByRole('list', { name: 'Photos of the Beginnings room' }).getByRole('button').first().click();
    const lightbox = page.getByRole('dialog', { name: 'Beginnings: enlarged photos' });
    await expect(lightbox).toBeVisible();
    await expect
      .poll(() => lightbox.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await violations(page)).toEqual([]);
  });
});
