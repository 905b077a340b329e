import { waitForApp } from './support/test';
import { allPages, pagePath, screenPath, text, LANGUAGES } from './support/site';
import { test, expect, openWithWorker } from './support/service-worker';
import { brokenImages } from './support/images';

test.describe('offline', () => {
  test.beforeEach(async ({ page }) => {
    await openWithWorker(page, '/');
  });

  for (const lang of LANGUAGES) {
    test(`every ${lang} page opens offline with its text and images`, async ({ page, context }) => {
      test.setTimeout(120_000);
      await context.setOffline(true);
      for (const target of allPages().filter((p) => p.lang === lang)) {
        const path = pagePath(target);
        await page.goto(path);
        await waitForApp(page);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: text(lang, 'nav.history') })).toBeVisible();
        expect(await brokenImages(page), path).toEqual([]);
      }
      await expect(page.getByText(text(lang, 'pwa.offline'))).toBeVisible();
    });
  }

  test('switching language works offline', async ({ page, context }) => {
    await page.goto(screenPath('binding', 'es'));
    await waitForApp(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.locator('a[hreflang="fr"]').click();
    await expect(page).toHaveURL(screenPath('binding', 'fr'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('banner').getByRole('link', { name: text('fr', 'nav.history') })).toBeVisible();
  });

  test('an unknown URL offline shows the not-found page of its language', async ({ page, context }) => {
    await context.setOffline(true);
    await page.goto('/en/no-such-page');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'notFound.title'));
    await page.goto('/no-existe');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  });

  test('a wrong-language URL offline still lands on the right page', async ({ page, context }) => {
    await context.setOffline(true);
    await page.goto('/localisation');
    await expect(page).toHaveURL('/fr/localisation');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
