import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/test';
import { text } from './support/site';
import { openWithWorker } from './support/service-worker';

test.use({ serviceWorkers: 'allow' });

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

test('a new version is offered, and accepting it shows the new text', async ({ page }) => {
  test.setTimeout(120_000);
  // Inside the project, so the server bundles resolve their packages from node_modules.
  mkdirSync('node_modules/.cache', { recursive: true });
  const work = mkdtempSync(join('node_modules/.cache', 'site-update-'));
  const site = join(work, 'site');
  let server: ChildProcess | undefined;
  try {
    // Version A is the site as built for the suite (dist); version B differs from it in one
    // visible text, the Spanish home's title.
    const home = JSON.parse(readFileSync('dist/locales/es/home.json', 'utf8'));
    const titleA: string = home.hero.title;
    const titleB = `${titleA} (B)`;
    cpSync('dist', join(work, 'b'), { recursive: true });
    deployTitleChange(join(work, 'b'), titleA, titleB);

    cpSync('dist', site, { recursive: true });
    server = spawn(
      'node',
      ['node_modules/vite/bin/vite.js', 'preview', '--outDir', site, '--port', String(PORT), '--strictPort'],
      {
        env: { ...process.env, SERVER_ENTRY: join('dist-ssr', 'entry-server.js') },
        cwd: process.cwd(),
        stdio: 'ignore',
      },
    );
    await expect
      .poll(() =>
        fetch(`http://localhost:${PORT}/`).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(200);

    await openWithWorker(page, `http://localhost:${PORT}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleA);

    // Deploy B over A, then let the page look for updates as it does when the tab is shown again.
    rmSync(site, { recursive: true, force: true });
    cpSync(join(work, 'b'), site, { recursive: true });
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

    await expect(page.getByText(text('es', 'pwa.updateAvailable'))).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: text('es', 'pwa.reload') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleB, { timeout: 30_000 });
  } finally {
    server?.kill();
    rmSync(work, { recursive: true, force: true });
  }
});
