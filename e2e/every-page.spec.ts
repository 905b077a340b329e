import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { allPages, pagePath } from './support/site';
import { brokenImages } from './support/images';

// Every page hydrates in its language with no console error or hydration warning (the auto
// fixture checks the console), and every image on it loads.
for (const lang of ['es', 'ca', 'en', 'fr'] as const) {
  test(`every ${lang} page hydrates cleanly and its images load`, async ({ page }) => {
    test.setTimeout(120_000);
    await asReturningVisitor(page);
    for (const target of allPages().filter((p) => p.lang === lang)) {
      const path = pagePath(target);
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      expect(await brokenImages(page), path).toEqual([]);
    }
  });
}
