import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { allPages, pagePath, LANGUAGES } from './support/site';
import { brokenImages } from './support/images';
import { violations } from './support/axe';
import { endlessMotion } from './support/motion';
import { onSlowest } from './support/limits';

// One walk over every page of a language: it hydrates in that language with no console error
// or hydration warning (the auto fixture checks the console), every image on it loads, axe
// finds no violation, and nothing on it moves by itself for more than 5 s.
for (const lang of LANGUAGES) {
  test(`every ${lang} page hydrates cleanly, loads its images, has no axe violations and no endless motion`, async ({
    page,
  }) => {
    test.setTimeout(onSlowest(180_000));
    await asReturningVisitor(page);
    const found: string[] = [];
    for (const target of allPages().filter((p) => p.lang === lang)) {
      const path = pagePath(target);
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      expect(await brokenImages(page), path).toEqual([]);
      found.push(...(await violations(page)).map((v) => `${path} ${v}`));
      found.push(...(await endlessMotion(page)).map((motion) => `${path} moves for over 5 s: ${motion}`));
    }
    expect(found).toEqual([]);
  });
}
