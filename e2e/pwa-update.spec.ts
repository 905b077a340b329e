import type { Page } from '@playwright/test';
import { test, expect, waitForApp } from './support/test';
import { text } from './support/site';
import { servedWidth } from './support/images';
import { openWithWorker } from './support/service-worker';
import {
  countSavedFiles,
  isSaved,
  precacheCount,
  precacheList,
  precacheName,
  readStored,
} from './support/precache-list';
import { deployTitleChange, everyWidthListed, servedCopy } from './support/served-copy';
import { onSlowest } from './support/limits';
import { liveContents } from './support/live-regions';

test.use({ serviceWorkers: 'allow' });

/** Lets the page look for a new version, as it does when the tab is shown again, and takes it. */
async function acceptUpdate(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await expect(page.getByText(text('es', 'pwa.updateAvailable'))).toBeVisible({ timeout: onSlowest(30_000) });
  // Said at once, ahead of any polite news: the page the visitor reads is out of date.
  expect((await liveContents(page)).assertive).toContain(text('es', 'pwa.updateAvailable'));
  // The page reloads onto the new version once it has taken over.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: text('es', 'pwa.reload') }).click();
  await reloaded;
}

test('a new version is offered, and accepting it shows the new text', async ({ page }) => {
  test.setTimeout(onSlowest(120_000));
  const served = await servedCopy();
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
  const served = await servedCopy();
  try {
    const before = served.version('every-width', everyWidthListed);
    served.deploy(before);
    const picture = precacheList().find(({ standsInFor }) => standsInFor?.length)!;
    const widest = `${served.origin}/${picture.url}`;
    const narrower = `${served.origin}/${picture.standsInFor![0]}`;
    const saved = (url: string) => isSaved(page, url);

    await openWithWorker(page, `${served.origin}/`, { expectedFiles: precacheCount(before) });
    expect(await saved(narrower), 'the older worker saved the narrower file').toBe(true);

    // This build's worker takes over: its activation drops what its list no longer holds.
    served.deploy('dist');
    await acceptUpdate(page);
    await expect.poll(() => saved(narrower), { timeout: onSlowest(30_000) }).toBe(false);
    expect(await countSavedFiles(page)).toBe(precacheCount());
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

// A shift-reload leaves the tab uncontrolled though an older worker serves the offline copy: a
// failed update found from there is not a first visit that could not save the copy.
test('a tab opened by a shift-reload does not take a failed update for a copy that could not be saved', async ({
  page,
  context,
}) => {
  test.setTimeout(onSlowest(120_000));
  const served = await servedCopy();
  try {
    const titleA = text('es', 'hero.title', 'home');
    const versionB = served.version('b', (dir) => deployTitleChange(dir, titleA, `${titleA} (B)`));
    await openWithWorker(page, `${served.origin}/`);

    served.deploy(versionB);
    // Version B's worker cannot fetch a file of its own (its script comes, as an update check's).
    await context.route('**/*', (route) => {
      const worker = route.request().serviceWorker();
      return worker && worker.url() !== route.request().url() ? route.abort() : route.continue();
    });
    // How the next install ends, heard from the page's first moment on.
    await page.addInitScript(() => {
      void navigator.serviceWorker.getRegistration().then((registration) =>
        registration?.addEventListener('updatefound', () => {
          const worker = registration.installing!;
          worker.addEventListener('statechange', () => {
            if (worker.state !== 'installing') (window as { installEnded?: string }).installEnded = worker.state;
          });
        }),
      );
    });
    const reloaded = page.waitForEvent('load');
    await (await context.newCDPSession(page)).send('Page.reload', { ignoreCache: true });
    await reloaded;
    await waitForApp(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller), 'shift-reloaded: not controlled').toBeNull();
    // The tab shown again looks for a new version (register.ts).
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await expect
      .poll(() => page.evaluate(() => (window as { installEnded?: string }).installEnded), {
        timeout: onSlowest(30_000),
      })
      .toBe('redundant');

    // The notices are drawn from the whole status at once: once "offline" shows, so would the failure.
    await context.setOffline(true);
    await expect(page.getByText(text('es', 'pwa.offline'))).toBeVisible();
    await expect(page.getByText(text('es', 'pwa.precacheFailed'))).toHaveCount(0);
    // The older worker still serves its copy.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleA);
  } finally {
    await context.setOffline(false);
    served.stop();
  }
});

test('with a newer version waiting, a copy missing a file shows only the update notice, not the failed saving beside it', async ({
  page,
}) => {
  test.setTimeout(onSlowest(120_000));
  const served = await servedCopy();
  try {
    const titleA = text('es', 'hero.title', 'home');
    const versionB = served.version('b', (dir) => deployTitleChange(dir, titleA, `${titleA} (B)`));
    await openWithWorker(page, `${served.origin}/`);
    // A file of this version's copy is gone (found damaged, say), and version B is out.
    const gone = await readStored(page, 'en/history.html');
    await page.evaluate(async ({ name, key }) => void (await (await caches.open(name)).delete(key)), {
      name: await precacheName(page),
      key: gone.key,
    });
    served.deploy(versionB);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const update = page.getByText(text('es', 'pwa.updateAvailable'));
    await expect(update).toBeVisible({ timeout: onSlowest(30_000) });

    // The page opened next asks the worker of this version how whole its copy is: it misses the
    // file, and saves nothing while version B waits. What it says is heard here.
    await page.addInitScript(() => {
      const heard: unknown[] = ((window as { copyStates?: unknown[] }).copyStates = []);
      navigator.serviceWorker.addEventListener('message', ({ data }) => {
        if (data?.type === 'COPY_STATE') heard.push(data);
      });
    });
    await page.reload();
    await waitForApp(page);
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            ((window as { copyStates?: { missing: number; stalled: boolean }[] }).copyStates ?? []).some(
              ({ missing, stalled }) => missing === 1 && stalled,
            ),
          ),
        { timeout: onSlowest(30_000) },
      )
      .toBe(true);
    expect(await isSaved(page, gone.key), 'nothing of version B is kept under A’s key').toBe(false);
    await expect(update).toBeVisible();
    await expect(page.getByText(text('es', 'pwa.precacheFailed'))).toHaveCount(0);
    await expect(page.locator('progress')).toHaveCount(0);
  } finally {
    served.stop();
  }
});
