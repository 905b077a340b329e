import { test, expect, waitForApp } from './support/test';
import { text } from './support/site';

test.describe('language offer on the Spanish home', () => {
  test.use({ locale: 'fr-FR' });

  test('a first-time French-speaking visitor is offered French, not redirected', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page).toHaveURL('/');
    const offer = page.getByRole('complementary', { name: text('fr', 'languageOffer.label') });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: /Français/ }).click();
    await expect(page).toHaveURL('/fr');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
  });

  test("the offer fetches only its language's common texts, and the pages after it none", async ({ page }) => {
    const french: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/locales/fr/')) french.push(pathname);
    });
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('complementary', { name: text('fr', 'languageOffer.label') })).toBeVisible();
    expect(french).toEqual(['/locales/fr/common.json']);
    // A link followed in Spanish waits for its page's texts, so any French ones were asked for too.
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('es', 'nav.history') })
      .click();
    await expect(page).toHaveURL('/historia');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(french).toEqual(['/locales/fr/common.json']);
  });

  test('dismissing keeps Spanish and the offer does not come back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: text('fr', 'languageOffer.stay') }).click();
    await expect(page.getByRole('complementary', { name: text('fr', 'languageOffer.label') })).toBeHidden();
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('complementary', { name: text('fr', 'languageOffer.label') })).toBeHidden();
    await expect(page).toHaveURL('/');
  });

  test('is not shown on other pages', async ({ page }) => {
    await page.goto('/historia');
    await waitForApp(page);
    await expect(page.getByRole('complementary', { name: text('fr', 'languageOffer.label') })).toBeHidden();
  });
});
