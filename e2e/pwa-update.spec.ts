import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { text } from './support/site';
import { servedWidth } from './support/images';
import { openWithWorker, savedFileCount } from './support/service-worker';
import { isSaved, precacheCount, precacheList } from './support/precache-list';
import { deployTitleChange, everyWidthListed, servedCopy } from './support/served-copy';
import { onSlowest } from './support/limits';

test.use({ serviceWorkers: 'allow' });

/** Each test serves its own copy of the site, on its own port: the tests of this file may run at once. */
const PORT = Number(process.env.E2E_UPDATE_PORT ?? 4390);

/** Lets the page look for a new version, as it does when the tab is shown again, and takes it. */
async function acceptUpdate(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await expect(page.getByText(text('es', 'pwa.updateAvailable'))).toBeVisible({ timeout: onSlowest(30_000) });
  // The page reloads onto the new version once it has taken over.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: text('es', 'pwa.reload') }).click();
  await reloaded;
}

test('a new version is offered, and accepting it shows the new text', async ({ page }) => {
  test.setTimeout(onSlowest(120_000));
  const served = await servedCopy(PORT);
  try {
    // Version A is the site as built for the suite (dist); version B differs from it in one
    // visible text, the Spanish home's title.
    const titleA = text('es', 'hero.title', 'home');
    const titleB = `${titleA} (B)`;
    const versionB = served.version('b', (dir) => deployTitleChange(dir, titleA, titleB));

    await openWithWorker(page, `${served.origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleA);

    served.deploy(versionB);
    await acceptUpdate(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleB, { timeout: onSlowest(30_000) });
  } finally {
    served.stop();
  }
});

test('after an update from a worker that saved every width, the narrower files are dropped and the widest stands in offline', async ({
  page,
  context,
}) => {
  test.setTimeout(onSlowest(180_000));
  const served = await servedCopy(PORT + 1);
  try {
    const before = served.version('every-width', everyWidthListed);
    served.deploy(before);
    const picture = precacheList().find(({ standsInFor }) => standsInFor?.length)!;
    const widest = `${served.origin}/${picture.url}`;
    const narrower = `${served.origin}/${picture.standsInFor![0]}`;
    const saved = (url: string) => page.evaluate(isSaved, url);

    await openWithWorker(page, `${served.origin}/`, { expectedFiles: precacheCount(before) });
    expect(await saved(narrower), 'the older worker saved the narrower file').toBe(true);

    // This build's worker takes over: its activation drops what its list no longer holds.
    served.deploy('dist');
    await acceptUpdate(page);
    await expect.poll(() => saved(narrower), { timeout: onSlowest(30_000) }).toBe(false);
    expect(await savedFileCount(page)).toBe(precacheCount());
    expect(await saved(widest)).toBe(true);

    const asked = await servedWidth(page, narrower);
    const kept = await servedWidth(page, widest);
    expect(asked, 'online, the narrower file comes as it is').toBeLessThan(kept);
    await context.setOffline(true);
    // The browser's own cache still holds the narrower file (fetched just now, and by the older
    // worker's saving), and answers for it while it does. Once it has let it go, the widest does.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    expect(await servedWidth(page, narrower), 'offline, the widest file answers for it').toBe(kept);
  } finally {
    await context.setOffline(false);
    served.stop();
  }
});
