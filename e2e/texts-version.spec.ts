import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './support/test';
import { locale, sentencePattern, text } from './support/site';
import { deployTitleChange, servedCopy } from './support/served-copy';
import { onSlowest } from './support/limits';
import { textLengths } from './support/translation';

/*
 * A page opened before a deploy and first used after it is drawn with the texts its HTML was
 * rendered with, or, once these are gone, reloaded as the new version's page: never with the
 * texts of two versions in one page, never blank (src/i18n/options.ts, main.tsx).
 */

/** Each test serves its own copy of the site, beside pwa-update.spec.ts's two. */
const PORT = Number(process.env.E2E_UPDATE_PORT ?? 4390) + 2;

/** The refused request for the old texts is logged by the browser: that is what the test provokes. */
test.use({ allowedConsole: /Failed to load resource/ });

const mainText = (page: Page) => page.evaluate(() => document.querySelector('main')!.innerText);

for (const keepOldTexts of [false, true]) {
  test(`a page opened before a deploy of new texts, first used after it, shows one version’s texts (old texts ${keepOldTexts ? 'kept' : 'gone'})`, async ({
    page,
  }) => {
    test.setTimeout(onSlowest(120_000));
    const served = await servedCopy(PORT + (keepOldTexts ? 1 : 0));
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

/** Any key of the history page's texts, as a page shows it when its texts could not be had. */
const HISTORY_KEY = new RegExp(`\\b(${Object.keys(locale('es', 'history')).join('|')})\\.\\w`);

test.describe('an old tab after a deploy', () => {
  // The old tab's worker has been replaced (another tab accepted the update), and its precache
  // with the old texts went with it: only the host answers, and it has the new deploy's files alone.
  test.use({ serviceWorkers: 'block' });

  test('a link to a page whose texts the deploy removed shows that page in the new version, never its keys', async ({
    page,
  }) => {
    test.setTimeout(onSlowest(120_000));
    const served = await servedCopy(PORT + 2);
    try {
      const titleA = text('es', 'hero.title', 'home');
      const versionB = served.version('b', (dir) => deployTitleChange(dir, titleA, `${titleA} (B)`));

      await page.goto(`${served.origin}/`);
      await waitForApp(page);
      // The history page's texts were never needed in this tab: they are not loaded yet.
      served.deploy(versionB);
      await page
        .getByRole('banner')
        .getByRole('link', { name: text('es', 'nav.history'), exact: true })
        .click();

      await expect(page).toHaveURL(`${served.origin}/historia`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(sentencePattern(text('es', 'hero.title', 'history')));
      expect(await mainText(page)).not.toMatch(HISTORY_KEY);
      // The page the visitor reached is the new version's, whole, and working.
      await waitForApp(page);
      expect((await page.evaluate(textLengths)).main).toBeGreaterThan(500);
    } finally {
      served.stop();
    }
  });
});
