import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { text } from './support/site';
import { COMPANY } from '../src/content/company';

test.describe('footer', () => {
  test('carries every item of the spec', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/ca');
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(text('ca', 'footer.description'));

    const nav = footer.getByRole('navigation', { name: text('ca', 'footer.navigation') });
    await expect(nav.getByRole('link')).toHaveText(
      ['home', 'history', 'services', 'location', 'contact'].map((k) => text('ca', `nav.${k}`)),
    );
    const services = footer.getByRole('navigation', { name: text('ca', 'footer.services') });
    await expect(services.getByRole('link')).toHaveText(
      ['design', 'printing', 'binding', 'samples'].map((k) => text('ca', `nav.${k}`)),
    );

    const address = footer.locator('address');
    await expect(address).toContainText(COMPANY.address.street);
    await expect(address).toContainText(`${COMPANY.address.postalCode} ${COMPANY.address.locality}`);
    const hours = footer.locator('dl > div');
    await expect(hours).toHaveCount(3);
    await expect(hours.nth(0)).toContainText(text('ca', 'hours.monThu'));
    await expect(hours.nth(0)).toContainText('07:00');
    await expect(hours.nth(1)).toContainText('14:00');
    await expect(hours.nth(2)).toContainText(text('ca', 'hours.closed'));

    await expect(footer.getByRole('link', { name: COMPANY.phones.office.display })).toHaveAttribute(
      'href',
      `tel:${COMPANY.phones.office.tel}`,
    );
    await expect(footer.getByRole('link', { name: COMPANY.emails.office })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.emails.office}`,
    );
    const social = footer.getByRole('link', { name: new RegExp(COMPANY.social.name) });
    await expect(social).toHaveAttribute('target', '_blank');
    await expect(social).toHaveAttribute('rel', /noopener/);
    for (const key of ['legalNotice', 'privacy', 'cookiePolicy'])
      await expect(footer.getByRole('link', { name: text('ca', `nav.${key}`) })).toBeVisible();
    await expect(footer.getByRole('button', { name: text('ca', 'footer.cookieSettings') })).toBeVisible();
  });
});

test.describe('page transition', () => {
  test('fades each new page in over 0.3 s, but not the first page a visitor opens', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/en');
    await waitForApp(page);
    // The prerendered first page shows at once (and so counts for Largest Contentful Paint).
    expect(await page.locator('main > div').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('en', 'nav.history') })
      .click();
    await expect(page).toHaveURL('/en/history');
    const animation = await page.locator('main > div').evaluate((el) => ({
      name: getComputedStyle(el).animationName,
      duration: getComputedStyle(el).animationDuration,
    }));
    expect(animation.duration).toBe('0.3s');
    expect(animation.name).not.toBe('none');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('does not animate', async ({ page }) => {
      await asReturningVisitor(page);
      await page.goto('/en');
      await waitForApp(page);
      await page
        .getByRole('banner')
        .getByRole('link', { name: text('en', 'nav.history') })
        .click();
      await expect(page).toHaveURL('/en/history');
      expect(await page.locator('main > div').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    });
  });
});
