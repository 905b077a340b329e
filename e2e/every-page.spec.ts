import { test, expect, asReturningVisitor, waitForApp } from './support/test';
import { allPages, pagePath, LANGUAGES, type Lang } from './support/site';
import { brokenImages } from './support/images';
import { violations } from './support/axe';
import { endlessMotion } from './support/motion';
import { onSlowest } from './support/limits';

// One walk over every page of a language: it hydrates in that language with no console error
// or hydration warning (the auto fixture checks the console), every image on it loads, and
// nothing on it moves by itself for more than 5 s. Axe reads every page in two languages, a
// different pair from page to page: the markup is the same in all four and only the words differ,
// and two readings catch what the words change (a label that collides, text that overflows). Axe
// took about 1.8 s a page: when it read every Spanish page and each page once more in another
// language, the Spanish walk took 46 s and the others 22–27 s (a fresh-clone run, November 2026);
// spread evenly, each walk reads about ten.
/** Whether axe reads the `index`-th page of its language in `lang`. */
const axeReads = (lang: Lang, index: number) =>
  [index, index + 2].some((turn) => LANGUAGES[turn % LANGUAGES.length] === lang);

for (const lang of LANGUAGES) {
  test(`every ${lang} page hydrates cleanly, loads its images, has no endless motion, and none axe reads has a violation`, async ({
    page,
  }) => {
    test.setTimeout(onSlowest(180_000));
    await asReturningVisitor(page);
    const found: string[] = [];
    for (const [index, target] of allPages()
      .filter((p) => p.lang === lang)
      .entries()) {
      const path = pagePath(target);
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
      expect(await brokenImages(page), path).toEqual([]);
      if (axeReads(lang, index)) found.push(...(await violations(page)).map((v) => `${path} ${v}`));
      found.push(...(await endlessMotion(page)).map((motion) => `${path} moves for over 5 s: ${motion}`));
    }
    expect(found).toEqual([]);
  });
}
