import { readFileSync } from 'node:fs';
import { test, expect, waitForApp } from './support/test';
import { text, textsPath } from './support/site';
import { styleSheetsFetched } from './support/style-sheets';

test.describe('language offer on the Spanish home', () => {
  test.use({ locale: 'fr-FR' });

  test('a first-time French-speaking visitor is offered French, not redirected', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page).toHaveURL('/');
    const offer = page.getByRole('complementary', { name: text('fr', 'languageOffer.label') });
    await expect(offer).toBeVisible();
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    // A link to the French home: the app follows it in place.
    await offer.getByRole('link', { name: /Français/ }).click();
    await expect(page).toHaveURL('/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(offer).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test.describe('while the app cannot be loaded', () => {
    test.use({ appRefused: true });

    test('the offer is made, and its link loads the French home with the choice remembered', async ({ page }) => {
      await page.goto('/');
      const offer = page.getByRole('complementary', { name: text('fr', 'languageOffer.label') });
      await offer.getByRole('link', { name: /Français/ }).click();
      await expect(page).toHaveURL('/fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'hero.title', 'home'));
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    });
  });

  test('from the keyboard, "stay in Spanish" hands the focus on to the page', async ({ page }) => {
    await page.goto('/');
    const stay = page.getByRole('button', { name: text('fr', 'languageOffer.stay') });
    await stay.focus();
    await page.keyboard.press('Enter');
    await expect(stay).toBeHidden();
    await expect(page.locator('main')).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('es');
  });

  test("the offer fetches only its language's common texts, and the pages after it none", async ({ page }) => {
    const french: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/locales\/[^/]+\/fr\//.test(pathname)) french.push(pathname);
    });
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('complementary', { name: text('fr', 'languageOffer.label') })).toBeVisible();
    expect(french).toEqual([textsPath('fr')]);
    // A link followed in Spanish waits for its page's texts, so any French ones were asked for too.
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('es', 'nav.history') })
      .click();
    await expect(page).toHaveURL('/historia');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // The offer is for the home page: it goes with it.
    await expect(page.getByRole('complementary', { name: text('fr', 'languageOffer.label') })).toHaveCount(0);
    expect(french).toEqual([textsPath('fr')]);
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

  test('is drawn in the styles the page came with: no style sheet is fetched to draw it', async ({ page }) => {
    const sheets = styleSheetsFetched(page);
    await page.goto('/');
    const offer = page.getByRole('complementary', { name: text('fr', 'languageOffer.label') });
    await expect(offer).toBeVisible();
    // Its own rules: it stands over the page, in the site's colours.
    await expect(offer).toHaveCSS('position', 'fixed');
    await expect(offer).toHaveCSS('color', 'rgb(255, 255, 255)');
    expect(sheets).toEqual([]);
    // Only the page that may offer it carries its styles.
    const offerStyles = /<link rel="stylesheet" href="\/assets\/language-offer-[^"]+\.css" disabled>/;
    expect(readFileSync('dist/index.html', 'utf8')).toMatch(offerStyles);
    for (const other of ['dist/historia.html', 'dist/fr.html', 'dist/en/contact.html'])
      expect(readFileSync(other, 'utf8'), other).not.toMatch(offerStyles);
  });

  test('is not shown on other pages', async ({ page }) => {
    await page.goto('/historia');
    await waitForApp(page);
    await expect(page.getByRole('complementary', { name: text('fr', 'languageOffer.label') })).toBeHidden();
  });
});
