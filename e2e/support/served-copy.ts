import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { PRECACHE_ENTRY, type PrecacheEntry } from './precache-list';

/*
 * Versions of the site for update tests, made from the build by editing a copy of it, and a
 * server that deploys one over another as a host does. For the Chromium suite and the engine
 * lanes alike.
 */

/**
 * Version B of the site in `dir` (a copy of the build): the Spanish home's title changed, as a
 * deploy of that one change would have it. A build writes that text into the home's translations
 * and its prerendered page, and the service worker's precache manifest revisions each file by the
 * MD5 of its content (Workbox's revision), so those three files change and nothing else does.
 * Rebuilding instead would cost a test a minute of the machine's two cores.
 */
export function deployTitleChange(dir: string, title: string, newTitle: string) {
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
export function everyWidthListed(dir: string) {
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
 * A copy of the site in a folder of its own, served at `port` as the preview serves the build
 * (on `host`: by default whatever `localhost` resolves to); `version(name, edit)` makes another
 * version from the build, and `deploy` puts a version in the copy's place, as a host's deploy does.
 */
export async function servedCopy(port: number, { host }: { host?: string } = {}) {
  const origin = `http://${host ?? 'localhost'}:${port}`;
  // A server left on the port by a run that was killed would answer in this copy's place.
  const taken = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is already served by another process: stop it first`);
  // Inside the project, so the server bundles resolve their packages from node_modules.
  mkdirSync('node_modules/.cache', { recursive: true });
  const work = mkdtempSync(join('node_modules/.cache', 'site-update-'));
  const site = join(work, 'site');
  cpSync('dist', site, { recursive: true });
  const server: ChildProcess = spawn(
    process.execPath,
    [
      ...['node_modules/vite/bin/vite.js', 'preview', '--outDir', site, '--port', String(port), '--strictPort'],
      ...(host ? ['--host', host] : []),
    ],
    {
      env: { ...process.env, SERVER_ENTRY: join('dist-ssr', 'entry-server.js') },
      cwd: process.cwd(),
      stdio: 'ignore',
    },
  );
  const stop = () => {
    server.kill();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    // Two seconds on a quiet machine; the limit is for a busy one.
    await expect
      .poll(
        () =>
          fetch(`${origin}/`).then(
            (r) => r.status,
            () => 0,
          ),
        { message: `a copy of the site served at ${origin}`, timeout: 60_000 },
      )
      .toBe(200);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    origin,
    /** A copy of the build named `name`, changed by `edit`; its folder, for `deploy`. */
    version(name: string, edit: (dir: string) => void) {
      const dir = join(work, name);
      cpSync('dist', dir, { recursive: true });
      edit(dir);
      return dir;
    },
    deploy(version: string) {
      rmSync(site, { recursive: true, force: true });
      cpSync(version, site, { recursive: true });
    },
    stop,
  };
}
