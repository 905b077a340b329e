import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, waitForApp } from './support/test';
import { sentencePattern as pattern, text } from './support/site';
import { PRECACHE_TIMEOUT_MS } from './support/service-worker';
import {
  FRENCH_LEGAL_TEXTS,
  fileOrItsPack,
  precacheCount,
  precacheList,
  precacheName,
  precacheRequests,
  savedPaths,
} from './support/precache-list';
import { violations } from './support/axe';
import { onSlowest, TEST_TIMEOUT_MS } from './support/limits';

test.use({ serviceWorkers: 'allow' });

// A first visit, as a rep preparing for a fair: the site says, on demand, how far saving the
// catalogue has got, then that it is ready offline and how much it takes on the device.
test('a first visit shows the catalogue being saved for offline use, then ready with its size', async ({ page }) => {
  test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  // The notices come and go in a corner of the window while the visitor reads: no shown part of
  // the page may move when one gives way to another (the ready notice is taller than the progress).
  await page.addInitScript(`
    window.__noticeShifts = [];
    new PerformanceObserver((list) => {
      // A shift right after the visitor's input (the indicator opened) is not one: CLS leaves it out too.
      for (const shift of list.getEntries()) if (!shift.hadRecentInput)
        for (const source of shift.sources)
          if (source.node instanceof Element && (source.node.closest('[role=status]') || source.node.querySelector('[role=status]')))
            window.__noticeShifts.push(source.node.outerHTML.slice(0, 120));
    }).observe({ type: 'layout-shift', buffered: true });
  `);
  await page.goto('/');
  await waitForApp(page);
  const notices = page.getByRole('status').filter({ has: page.locator('p') });
  // A small indicator, which opens to the count on demand.
  const saving = notices.getByRole('button', { name: text('es', 'pwa.precachingShort') });
  await expect(saving).toBeVisible({ timeout: onSlowest(30_000) });
  await expect(page.locator('progress')).toHaveAttribute('max', String(precacheCount()));
  await saving.click();
  await expect(notices.getByText(pattern(text('es', 'pwa.precaching')))).toBeVisible();
  // A first visit also gets the cookie banner, a second after load: checked once it is there,
  // not while it appears under the check.
  await expect(page.getByRole('button', { name: text('es', 'cookies.acceptAll') })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const ready = notices.getByText(pattern(text('es', 'pwa.offlineReadySize')));
  await expect(ready).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  await expect(ready).toHaveText(/\(\d+(,\d)? (MB|kB)\)\.$/);
  await expect(page.locator('progress')).toHaveCount(0);
  // Layout shifts are reported with the frame that shows them: one more frame, then read.
  await page.evaluate(() => new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown))));
  expect(await page.evaluate('window.__noticeShifts')).toEqual([]);
});

test('when a file of the catalogue cannot be saved, the first visit says so, the site still works, and the next page tries again', async ({
  page,
  context,
}) => {
  test.setTimeout(2 * PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  // A file only the worker asks for on this page: the French legal texts, and the pack they come in.
  const failing = fileOrItsPack(FRENCH_LEGAL_TEXTS);
  const abort = (url: URL) => failing.test(url.href);
  await context.route(abort, (route) => route.abort());
  await page.goto('/');
  await waitForApp(page);
  const failed = page.getByText(text('es', 'pwa.precacheFailed'));
  const ready = page.getByText(pattern(text('es', 'pwa.offlineReadySize')));
  await expect(failed).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  await expect(ready).toHaveCount(0);
  // The network is well again, and the visitor goes on reading, in the same tab, with no reload.
  await context.unroute(abort);
  await page
    .getByRole('link', { name: text('es', 'nav.history') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/historia$/);
  await expect(ready).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  await expect(failed).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test('the worker saves the catalogue a few files at a time, not one after another', async ({ page, context }) => {
  test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  // The worker's requests are held until several wait at once: a worker that asked for the next
  // file only once the last was saved would wait here for ever. (It asks for four at once;
  // Chromium let three of them out at a time here, to the test's hold and to a server alike.)
  const held: Array<() => void> = [];
  let release = false;
  await context.route('**/*', async (route) => {
    // The worker's own script is fetched in its name too: not a file of the catalogue.
    const worker = route.request().serviceWorker();
    if (!worker || worker.url() === route.request().url() || release) return route.continue();
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  await page.goto('/');
  await waitForApp(page);
  await expect.poll(() => held.length, { timeout: PRECACHE_TIMEOUT_MS }).toBeGreaterThan(1);
  release = true;
  held.forEach((answer) => answer());
  await expect(page.getByText(pattern(text('es', 'pwa.offlineReadySize')))).toBeVisible({
    timeout: PRECACHE_TIMEOUT_MS,
  });
});

test('an interrupted first visit resumes its saving on the next visit, without fetching a saved file again', async ({
  page,
  context,
}) => {
  test.setTimeout(2 * PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  // The first visit's network goes after half of the worker's requests (its packs and the files
  // on their own); the next visit's is well.
  const firstTry: string[] = [];
  const secondTry: string[] = [];
  const listed = new Set(precacheList().map(({ url }) => new URL(url, 'http://site/').pathname));
  const packs = new Map([...precacheRequests()].filter(([request]) => !listed.has(request)));
  const cutAfter = Math.floor(precacheRequests().size / 2);
  let retrying = false;
  await context.route('**/*', async (route) => {
    const request = route.request();
    const worker = request.serviceWorker();
    if (!worker || worker.url() === request.url()) return route.continue();
    const path = new URL(request.url()).pathname;
    // Once in control, the worker fetches for the page too (pictures at other widths): not saving.
    if (retrying) (listed.has(path) || packs.has(path)) && secondTry.push(path);
    else if (firstTry.length >= cutAfter) return route.abort();
    else firstTry.push(path);
    await route.continue();
  });
  /** The files a try's requests brought: a pack's every file. */
  const filesOf = (requests: string[]) => requests.flatMap((path) => packs.get(path) ?? [path]);
  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByText(text('es', 'pwa.precacheFailed'))).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  // A pack saved whole loses a few of its files, as when the first visit stopped while it put them
  // in the cache: the next visit fetches those files alone, not the pack again.
  const savedFirst = await savedPaths(page);
  const [partPack, partFiles] = [...packs].find(([, files]) => files.every((path) => savedFirst.includes(path)))!;
  const dropped = partFiles.filter((path) => /\.(html|json)$/.test(path)).slice(0, 3);
  expect(dropped).toHaveLength(3);
  await dropPrecached(page, dropped);
  const savedBefore = await savedPaths(page);
  expect(savedBefore.filter((path) => dropped.includes(path))).toEqual([]);
  expect(savedBefore.length).toBeGreaterThan(0);
  retrying = true;
  // The next page opened tries again.
  await page
    .getByRole('link', { name: text('es', 'nav.history') })
    .first()
    .click();
  await expect(page.getByText(pattern(text('es', 'pwa.offlineReadySize')))).toBeVisible({
    timeout: PRECACHE_TIMEOUT_MS,
  });
  // Only what the first visit had not saved, each once. A file the first visit fetched before the
  // network went may be put in the cache after the failure was shown (and after savedBefore was
  // read): saved, it is not fetched again either, so it counts as saved late.
  expect(secondTry).not.toContain(partPack);
  expect(secondTry.filter((path) => partFiles.includes(path)).sort()).toEqual([...dropped].sort());
  const secondFiles = filesOf(secondTry);
  expect(secondFiles.filter((path) => savedBefore.includes(path))).toEqual([]);
  expect(secondFiles).toHaveLength(new Set(secondFiles).size);
  const savedAfter = await savedPaths(page);
  const savedLate = filesOf(firstTry).filter(
    (path) => !savedBefore.includes(path) && !secondFiles.includes(path) && savedAfter.includes(path),
  );
  expect(secondFiles.length + savedBefore.length + savedLate.length).toBe(precacheCount());
});

/** Takes the files at `paths` out of the worker's precache. */
async function dropPrecached(page: Page, paths: string[]): Promise<void> {
  await page.evaluate(
    async ({ name, dropping }) => {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (dropping.includes(new URL(request.url).pathname)) await cache.delete(request);
    },
    { name: await precacheName(page), dropping: paths },
  );
}

/** How many of the worker's requests surely bring `files` files, the smallest first. */
function requestsSavingAtLeast(files: number): number {
  const sizes = [...precacheRequests().values()].map((inRequest) => inRequest.length).sort((a, b) => a - b);
  let brought = 0;
  return sizes.findIndex((size) => (brought += size) >= files) + 1;
}

/**
 * Holds the files a first visit's worker fetches, but for those the test lets through, so a second
 * tab is surely open while it saves, whatever the machine's speed.
 */
async function holdWorkerFetches(context: BrowserContext, failing?: { test(url: string): boolean }) {
  const held: Array<() => void> = [];
  let allowed = 0;
  let released = false;
  let failNow = () => {};
  const fail = new Promise<void>((resolve) => (failNow = resolve));
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    // Fails once the rest is let go: the saving is under way in both tabs first.
    if (failing?.test(url)) return fail.then(() => route.abort());
    const worker = route.request().serviceWorker();
    if (!worker || worker.url() === url || released) return route.continue();
    if (allowed > 0) {
      allowed--;
      return route.continue();
    }
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  return {
    /** Lets `files` more go, those held first. */
    allow(files: number) {
      allowed += files;
      while (allowed > 0 && held.length > 0) {
        allowed--;
        held.shift()!();
      }
    },
    release() {
      released = true;
      failNow();
      held.splice(0).forEach((answer) => answer());
    },
  };
}

/**
 * Opens a second tab of the site while the first's worker is installing, and lets part of the
 * saving go on until that tab shows it: it hears the worker, whichever tab registered it. The rest
 * of the saving is held until `release`.
 */
async function secondTabDuringTheSaving(
  first: Page,
  context: BrowserContext,
  failing?: { test(url: string): boolean },
) {
  const files = await holdWorkerFetches(context, failing);
  await first.goto('/');
  await waitForApp(first);
  await expect
    .poll(() => first.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.installing), {
      timeout: PRECACHE_TIMEOUT_MS,
    })
    .toBe(true);
  const second = await context.newPage();
  await second.goto('/en/history');
  await waitForApp(second);
  // A twentieth of the catalogue is a step of the progress (sw.ts): two of them, whichever of the
  // worker's requests (a pack, a file on its own) go first.
  files.allow(requestsSavingAtLeast(Math.ceil(precacheCount() / 10)));
  await expect(second.getByRole('button', { name: text('en', 'pwa.precachingShort') })).toBeVisible({
    timeout: PRECACHE_TIMEOUT_MS,
  });
  return { second, release: files.release };
}

// A rep opens the site in two tabs while it saves: each tab ends as the other does, not only the
// one that registered the worker (the worker tells every window, sw.ts).
test('a second tab open during the saving also says the site is ready offline', async ({ page, context }) => {
  test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  const { second, release } = await secondTabDuringTheSaving(page, context);
  release();
  await expect(page.getByText(pattern(text('es', 'pwa.offlineReadySize')))).toBeVisible({
    timeout: PRECACHE_TIMEOUT_MS,
  });
  await expect(second.getByText(pattern(text('en', 'pwa.offlineReadySize')))).toBeVisible();
});

test('a second tab open during the saving also says the saving failed', async ({ page, context }) => {
  test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  // A file only the worker asks for on these pages: the French legal texts.
  const { second, release } = await secondTabDuringTheSaving(page, context, fileOrItsPack(FRENCH_LEGAL_TEXTS));
  release();
  await expect(page.getByText(text('es', 'pwa.precacheFailed'))).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  await expect(second.getByText(text('en', 'pwa.precacheFailed'))).toBeVisible();
});

// The worker tells every window how its install ended, but a worker stopped mid-install (the
// browser's own limit, a crash) says nothing: a tab that took its progress, not having registered
// it, hears the ending from the worker's state instead of saying "saving" for ever.
test('a second tab that took another tab’s saving hears it fail when the worker is stopped without a word', async ({
  page,
  context,
}) => {
  test.setTimeout(PRECACHE_TIMEOUT_MS + TEST_TIMEOUT_MS);
  // Held, so the worker is surely still installing when it is stopped.
  const { second } = await secondTabDuringTheSaving(page, context);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect(page.getByText(text('es', 'pwa.precacheFailed'))).toBeVisible({ timeout: PRECACHE_TIMEOUT_MS });
  await expect(second.getByText(text('en', 'pwa.precacheFailed'))).toBeVisible();
  await expect(second.getByRole('button', { name: text('en', 'pwa.precachingShort') })).toHaveCount(0);
});
