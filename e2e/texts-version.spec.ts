import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './support/test';
import { text } from './support/site';
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
