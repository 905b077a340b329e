import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/test';
import { text } from './support/site';
import { openWithWorker } from './support/service-worker';

test.use({ serviceWorkers: 'allow' });

const PORT = Number(process.env.E2E_UPDATE_PORT ?? 4390);

/**
 * Builds the site into `outDir` from the translations in `localesDir`. The suite's server
 * bundle (dist-ssr) is reused: it reads the translations when it prerenders.
 */
function build(outDir: string, localesDir: string) {
  const client = spawnSync('node', ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir], {
    env: { ...process.env, LOCALES_DIR: localesDir, SERVER_ENTRY: join('dist-ssr', 'entry-server.js') },
  });
  expect(client.status, client.stderr?.toString()).toBe(0);
}

test('a new version is offered, and accepting it shows the new text', async ({ page }) => {
  test.setTimeout(240_000);
  // Inside the project, so the server bundles resolve their packages from node_modules.
  mkdirSync('node_modules/.cache', { recursive: true });
  const work = mkdtempSync(join('node_modules/.cache', 'site-update-'));
  const site = join(work, 'site');
  let server: ChildProcess | undefined;
  try {
    // Version A is the site as built for the suite (dist); version B differs from it in one
    // visible text, the Spanish home's title, and is built here.
    const localesB = join(work, 'locales');
    cpSync('locales', localesB, { recursive: true });
    const homeFile = join(localesB, 'es', 'home.json');
    const home = JSON.parse(readFileSync(homeFile, 'utf8'));
    const titleB = `${home.hero.title} (B)`;
    home.hero.title = titleB;
    writeFileSync(homeFile, JSON.stringify(home));
    build(join(work, 'b'), localesB);

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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title.replace(' (B)', ''));

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
