import { test, expect, asReturningVisitor, waitForApp } from './support/test';

test('the Spanish home renders, hydrates and links to contact', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Contacto' }).click();
  await expect(page).toHaveURL('/contacto');
});
