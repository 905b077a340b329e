import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './support/test';
import { locale, sentencePattern, text } from './support/site';
import type { Lang } from '../src/i18n/languages';
import { deployTitleChange, servedCopy } from './support/served-copy';
import { onSlowest } from './support/limits';
import { textLengths } from './support/translation';

/*
 * A page opened before a deploy and first used after it is drawn with the texts its HTML was
 * rendered with, or, once these are gone, reloaded as the new version's page: never with the
 * texts of two versions in one page, never blank (src/i18n/options.ts, main.tsx).
 */

/** The refused request for the old texts is logged by the browser: that is what the test provokes. */
test.use({ allowedConsole: /Failed to load resource/ });

const mainText = (page: Page) => page.evaluate(() => document.querySelector('main')!.innerText);

for (const keepOldTexts of [false, true]) {
  test(`a page opened before a deploy of new texts, first used after it, shows one version’s texts (old texts ${keepOldTexts ? 'kept' : 'gone'})`, async ({
    page,
  }) => {
    test.setTimeout(onSlowest(120_000));
    const served = await servedCopy();
    try {
      const titleA = text('es', 'hero.title', 'home');
      const titleB = `${titleA} (B)`;
      const versionB = served.version('b', (dir) => deployTitleChange(dir, titleA, titleB, { keepOldTexts }));

      await page.goto(`${served.origin}/`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(titleA);
      const before = await page.evaluate(textLengths);

      // The deploy lands while the page is open; the visitor's first use comes after it.
      served.deploy(versionB);
      await waitForApp(page);

      // One version's texts: the old page with its own texts, or the new version's page whole.
      const shown = keepOldTexts ? titleA : titleB;
      await expect(heading).toHaveText(shown);
      expect(await mainText(page)).toContain(shown);
      // Nothing blank.
      const after = await page.evaluate(textLengths);
      console.log(
        `[figures] / after a deploy of new texts (old ${keepOldTexts ? 'kept' : 'gone'}): main ${before.main} → ${after.main}`,
      );
      expect(after.main).toBeGreaterThanOrEqual(before.main * 0.9);
      expect(after.footer).toBeGreaterThanOrEqual(before.footer * 0.9);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    } finally {
      served.stop();
    }
  });
}

/** Any key of a namespace's texts, as a page shows it when its texts could not be had. */
const keysOf = (lang: Lang, ns: string) => new RegExp(`\\b(${Object.keys(locale(lang, ns)).join('|')})\\.\\w`);

/** Ways an open page is left for another drawn in place, each needing texts the tab has not loaded. */
const AWAY = [
  {
    how: 'a link',
    go: (page: Page) =>
      page
        .getByRole('banner')
        .getByRole('link', { name: text('es', 'nav.history'), exact: true })
        .click(),
    path: '/historia',
    title: sentencePattern(text('es', 'hero.title', 'history')),
    keys: keysOf('es', 'history'),
  },
  {
    how: 'a change of language',
    go: async (page: Page) => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Idioma/ })
        .click();
      await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    },
    path: '/en',
    title: sentencePattern(text('en', 'hero.title', 'home')),
    keys: keysOf('en', 'home'),
  },
] as const;

test.describe('an old tab after a deploy', () => {
  // The old tab's worker has been replaced (another tab accepted the update), and its precache
  // with the old texts went with it: only the host answers, and it has the new deploy's files alone.
  test.use({ serviceWorkers: 'block' });

  for (const away of AWAY) {
    test(`${away.how} to a page whose texts the deploy removed shows that page in the new version, never its keys`, async ({
      page,
    }) => {
      test.setTimeout(onSlowest(120_000));
      const served = await servedCopy();
      try {
        const titleA = text('es', 'hero.title', 'home');
        const versionB = served.version('b', (dir) => deployTitleChange(dir, titleA, `${titleA} (B)`));

        await page.goto(`${served.origin}/`);
        await waitForApp(page);
        // The next page's texts were never needed in this tab: they are not loaded yet.
        served.deploy(versionB);
        await away.go(page);

        await expect(page).toHaveURL(`${served.origin}${away.path}`);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(away.title);
        expect(await mainText(page)).not.toMatch(away.keys);
        expect(await page.getByRole('banner').innerText()).not.toMatch(keysOf('es', 'common'));
        // The page the visitor reached is the new version's, whole, and working.
        await waitForApp(page);
        expect((await page.evaluate(textLengths)).main).toBeGreaterThan(500);
      } finally {
        served.stop();
      }
    });
  }
});
