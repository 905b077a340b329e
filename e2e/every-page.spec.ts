import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { allPages, pagePath } from './support/site';

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
      const broken = await page.evaluate(async () => {
        const images = [...document.images];
        for (const img of images) {
          img.loading = 'eager';
          await img.decode().catch(() => undefined);
        }
        return images.filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src);
      });
      expect(broken, path).toEqual([]);
    }
  });
}
