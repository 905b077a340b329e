import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/test';
import { text } from './support/site';
import { servedWidth } from './support/images';
import {
  openWithWorker,
  precacheCount,
  precacheList,
  savedFileCount,
  PRECACHE_ENTRY,
  type PrecacheEntry,
} from './support/service-worker';

test.use({ serviceWorkers: 'allow' });

/** Each test serves its own copy of the site, on its own port: the tests of this file may run at once. */
const PORT = Number(process.env.E2E_UPDATE_PORT ?? 4390);

/**
 * Version B of the site in `dir` (a copy of the build): the Spanish home's title changed, as a
 * deploy of that one change would have it. A build writes that text into the home's translations
 * and its prerendered page, and the service worker's precache manifest revisions each file by the
 * MD5 of its content (Workbox's revision), so those three files change and nothing else does.
 * Rebuilding instead would cost this test a minute of the machine's two cores.
 */
function deployTitleChange(dir: string, title: string, newTitle: string) {
  const revisions = new Map<string, string>();
  const rewrite = (file: string, from: string, to: string) => {
    const path = join(dir, file);
    const before = readFileSync(path, 'utf8');
    const after = before.replaceAll(from, to);
    expect(after, `${file} holds "${from}"`).not.toBe(before);
    writeFileSync(path, after);
    revisions.set(file, createHash('md5').update(after).digest('hex'));
  };
  rewrite('locales/es/home.json', JSON.stringify(title), JSON.stringify(newTitle));
  rewrite('index.html', title, newTitle);
  const swFile = join(dir, 'sw.js');
  let sw = readFileSync(swFile, 'utf8');
  for (const [url, revision] of revisions) {
    const entry = new RegExp(`"revision":"[0-9a-f]{32}","url":"${url.replaceAll('.', '\\.')}"`);
    expect(sw, `sw.js precaches ${url}`).toMatch(entry);
    sw = sw.replace(entry, `"revision":"${revision}","url":"${url}"`);
  }
  writeFileSync(swFile, sw);
}

/**
 * The build as versions before the pictures' stand-ins had it (src/pwa/picture-stand-ins.ts):
 * the worker's list holds every width of each picture, and marks none as standing in for another.
 */
function everyWidthListed(dir: string) {
  const swFile = join(dir, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  const listed = sw.replace(PRECACHE_ENTRY, (entry) => {
    const { standsInFor = [], ...kept } = JSON.parse(entry) as PrecacheEntry;
    return [kept, ...standsInFor.map((url) => ({ revision: null, url }))].map((e) => JSON.stringify(e)).join(',');
  });
  expect(listed, 'sw.js marks stood-in files').not.toBe(sw);
  writeFileSync(swFile, listed);
}

/**
 * A copy of the site in a folder of its own, served at `port` as the preview serves the build;
 * `deploy` puts another version in its place, as a host's deploy does.
 */
async function servedCopy(port: number) {
  // Inside the project, so the server bundles resolve their packages from node_modules.
  mkdirSync('node_modules/.cache', { recursive: true });
  const work = mkdtempSync(join('node_modules/.cache', 'site-update-'));
  const site = join(work, 'site');
  cpSync('dist', site, { recursive: true });
  const server: ChildProcess = spawn(
    'node',
    ['node_modules/vite/bin/vite.js', 'preview', '--outDir', site, '--port', String(port), '--strictPort'],
    {
      env: { ...process.env, SERVER_ENTRY: join('dist-ssr', 'entry-server.js') },
      cwd: process.cwd(),
      stdio: 'ignore',
    },
  );
  const origin = `http://localhost:${port}`;
  await expect
    .poll(() =>
      fetch(`${origin}/`).then(
        (r) => r.status,
        () => 0,
      ),
    )
    .toBe(200);
  return {
    work,
    site,
    origin,
    deploy(version: string) {
      rmSync(site, { recursive: true, force: true });
      cpSync(version, site, { recursive: true });
    },
    stop() {
      server.kill();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Lets the page look for a new version, as it does when the tab is shown again, and takes it. */
async function acceptUpdate(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await expect(page.getByText(text('es', 'pwa.updateAvailable'))).toBeVisible({ timeout: 30_000 });
  // The page reloads onto the new version once it has taken over.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: text('es', 'pwa.reload') }).click();
  await reloaded;
}

test('a new version is offered, and accepting it shows the new text', async ({ page }) => {
  test.setTimeout(120_000);
  const served = await servedCopy(PORT);
  try {
    // Version A is the site as built for the suite (dist); version B differs from it in one
    // visible text, the Spanish home's title.
    const home = JSON.parse(readFileSync('dist/locales/es/home.json', 'utf8'));
    const titleA: string = home.hero.title;
    const titleB = `${titleA} (B)`;
    const versionB = join(served.work, 'b');
    cpSync('dist', versionB, { recursive: true });
    deployTitleChange(versionB, titleA, titleB);

    await openWithWorker(page, `${served.origin}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleA);

    served.deploy(versionB);
    await acceptUpdate(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleB, { timeout: 30_000 });
  } finally {
    served.stop();
  }
});

test('after an update from a worker that saved every width, the narrower files are dropped and the widest stands in offline', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const served = await servedCopy(PORT + 1);
  try {
    const before = join(served.work, 'every-width');
    cpSync('dist', before, { recursive: true });
    everyWidthListed(before);
    served.deploy(before);
    const picture = precacheList().find(({ standsInFor }) => standsInFor?.length)!;
    const widest = `${served.origin}/${picture.url}`;
    const narrower = `${served.origin}/${picture.standsInFor![0]}`;
    const saved = (url: string) => page.evaluate((u) => caches.match(u).then(Boolean), url);

    await openWithWorker(page, `${served.origin}/`, { expectedFiles: precacheCount(before) });
    expect(await saved(narrower), 'the older worker saved the narrower file').toBe(true);

    // This build's worker takes over: its activation drops what its list no longer holds.
    served.deploy('dist');
    await acceptUpdate(page);
    await expect.poll(() => saved(narrower), { timeout: 30_000 }).toBe(false);
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
