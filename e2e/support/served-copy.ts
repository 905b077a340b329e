import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
 * deploy of that one change would have it. A build writes that text into the home's translations,
 * which it serves under a new version of the texts (locales/{version}/, the hash of their content:
 * scripts/vite/locales-plugin.ts), into the prerendered home, and the texts' version into every
 * page; the service worker's precache manifest lists the texts at their new addresses and revises
 * each page by the MD5 of its content (Workbox's revision). The old version's texts are gone, as
 * a host's deploy has it, unless `keepOldTexts` (a host that keeps a deploy's files for a while).
 * Rebuilding instead would cost a test a minute of the machine's two cores.
 */
export function deployTitleChange(dir: string, title: string, newTitle: string, { keepOldTexts = false } = {}) {
  const [versionA] = readdirSync(join(dir, 'locales'));
  const versionB = createHash('sha256').update(`${versionA} ${newTitle}`).digest('hex').slice(0, 12);
  const [textsA, textsB] = [versionA, versionB].map((version) => join(dir, 'locales', version!));
  cpSync(textsA!, textsB!, { recursive: true });
  if (!keepOldTexts) rmSync(textsA!, { recursive: true });
  const revisions = new Map<string, string>();
  const rewrite = (file: string, edits: [from: string, to: string][]) => {
    const path = join(dir, file);
    const before = readFileSync(path, 'utf8');
    const after = edits.reduce((text, [from, to]) => text.replaceAll(from, to), before);
    expect(after, `${file} holds ${edits.map(([from]) => `"${from}"`).join(' and ')}`).not.toBe(before);
    writeFileSync(path, after);
    revisions.set(file, createHash('md5').update(after).digest('hex'));
  };
  rewrite(`locales/${versionB}/es/home.json`, [[JSON.stringify(title), JSON.stringify(newTitle)]]);
  const version: [string, string] = [`content="${versionA}"`, `content="${versionB}"`];
  for (const page of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))) {
    rewrite(page, page === 'index.html' ? [version, [title, newTitle]] : [version]);
  }
  const swFile = join(dir, 'sw.js');
  let sw = readFileSync(swFile, 'utf8');
  expect(sw, 'sw.js precaches the texts').toContain(`"url":"locales/${versionA}/`);
  sw = sw.replaceAll(`"url":"locales/${versionA}/`, `"url":"locales/${versionB}/`);
  const revised = new Set<string>();
  sw = sw.replace(PRECACHE_ENTRY, (listed) => {
    const entry = JSON.parse(listed) as PrecacheEntry;
    const revision = revisions.get(entry.url);
    if (revision === undefined) return listed;
    revised.add(entry.url);
    // Not what its pack holds any more (a build would make new packs): fetched on its own, as the
    // worker fetches the files of a pack partly saved (src/pwa/catalogue-packs.ts).
    const { pack, packSize, offset, length, contentType, storedCoding, ...own } = entry;
    return JSON.stringify({ ...own, revision });
  });
  for (const url of revisions.keys())
    if (url === 'index.html' || url.endsWith('home.json')) expect(revised, `sw.js precaches ${url}`).toContain(url);
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
 * A copy of the site in a folder of its own, served as the preview serves the build (on `host`:
 * by default whatever `localhost` resolves to), at a port the system gives it: tests that run at
 * once never share one. When each test named its port, two files came to name the same one
 * (pwa-update.spec.ts and texts-version.spec.ts, port 4392): run at once, both servers were asked
 * to start there, one alone did, and both tests used its copy. A fresh-clone run failed on it:
 * the other test's end stopped the copy under the page ("the app has not hydrated").
 * `version(name, edit)` makes another version from the build, and `deploy` puts a version in
 * the copy's place, as a host's deploy does.
 */
export async function servedCopy({ host }: { host?: string } = {}) {
  // Inside the project, so the server bundles resolve their packages from node_modules.
  mkdirSync('node_modules/.cache', { recursive: true });
  const work = mkdtempSync(join('node_modules/.cache', 'site-update-'));
  const site = join(work, 'site');
  cpSync('dist', site, { recursive: true });
  const server: ChildProcess = spawn(
    process.execPath,
    [
      ...['node_modules/vite/bin/vite.js', 'preview', '--outDir', site, '--port', '0', '--strictPort'],
      ...(host ? ['--host', host] : []),
    ],
    {
      env: { ...process.env, SERVER_ENTRY: join('dist-ssr', 'entry-server.js'), NO_COLOR: '1' },
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const stop = () => {
    server.kill();
    rmSync(work, { recursive: true, force: true });
  };
  let port: number;
  let origin: string;
  try {
    port = await portListenedOn(server);
    origin = `http://${host ?? 'localhost'}:${port}`;
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
    port,
    /** A copy of the build named `name`, changed by `edit`; its folder, for `deploy`. */
    version(name: string, edit: (dir: string) => void) {
      const dir = join(work, name);
      cpSync('dist', dir, { recursive: true });
      edit(dir);
      return dir;
    },
    /**
     * Puts the version in the copy's place at once, as a host switches deploys: copied beside it,
     * then swapped in by two renames. Removed and copied in place, every file was missing for as
     * long as the copy took, and on a loaded machine a page's requests in that time had 404s for
     * files both versions have (a fresh-clone run: the app's main chunk, then never hydrated).
     */
    deploy(version: string) {
      const next = `${site}-next`;
      const old = `${site}-old`;
      rmSync(next, { recursive: true, force: true });
      cpSync(version, next, { recursive: true });
      renameSync(site, old);
      renameSync(next, site);
      rmSync(old, { recursive: true, force: true });
    },
    stop,
  };
}

/** The port the preview says it listens on ("Local: http://localhost:41499/"), once it has said it. */
function portListenedOn(server: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let said = '';
    const read = (chunk: Buffer) => {
      said += chunk.toString();
      const port = /Local:\s+https?:\/\/\S+?:(\d+)\//.exec(said)?.[1];
      if (!port) return;
      // Read on, unkept, lest a full pipe hold the server up.
      server.stdout!.off('data', read).resume();
      server.off('exit', exited);
      resolve(Number(port));
    };
    const exited = (code: number | null) =>
      reject(new Error(`The preview of a copy of the site stopped (${code}) before it listened: ${said}`));
    server.stdout!.on('data', read);
    server.once('exit', exited);
  });
}
