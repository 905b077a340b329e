import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PackPlace } from '../../src/pwa/catalogue-packs';
import { precacheCacheName } from '../../src/pwa/precache-caches';

/*
 * The build's precache list and the worker's saved files, for the Chromium suite and the engine
 * lanes alike: nothing here depends on the test runner's fixtures.
 */

/** One entry of the precache list in sw.js, with its place in a pack if it has one. */
export type PrecacheEntry = {
  url: string;
  revision: string | null;
  standsInFor?: string[];
} & Partial<PackPlace>;

/** An entry of the precache list as the build writes it into sw.js: a JSON object with a `url`. */
export const PRECACHE_ENTRY = /\{[^{}]*"url":"[^"]+"[^{}]*\}/g;

/**
 * The build's precache list, as written into dist/sw.js: each file the worker saves, and, for a
 * picture's widest file, the narrower ones it stands in for (src/pwa/picture-stand-ins.ts).
 */
export function precacheList(dist = 'dist'): PrecacheEntry[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...sw.matchAll(PRECACHE_ENTRY)].map((m) => JSON.parse(m[0]));
}

/**
 * What a first visit's worker asks for, by URL path: each pack with the paths of its files, and
 * each file on its own with its own path alone (src/pwa/catalogue-packs.ts).
 */
export function precacheRequests(dist = 'dist'): Map<string, string[]> {
  const requests = new Map<string, string[]>();
  for (const { url, pack } of precacheList(dist)) {
    const request = `/${pack ?? url}`;
    requests.set(request, [...new Set([...(requests.get(request) ?? []), `/${url}`])]);
  }
  return requests;
}

/** The French legal texts: a file of the catalogue that no page of the tests but the worker asks for. */
export const FRENCH_LEGAL_TEXTS = /\/locales\/[^/]+\/fr\/legal\.json$/;

/**
 * Matches the URL of a listed file `file` matches, and of the pack it comes in: a worker's request
 * for either failing, the file cannot be saved (a failed pack's files are fetched one by one).
 */
export function fileOrItsPack(file: RegExp, dist = 'dist'): { test(url: string): boolean } {
  const packs = [...precacheRequests(dist)]
    .filter(([request, files]) => files.some((path) => file.test(path)) && !files.includes(request))
    .map(([request]) => request);
  return { test: (url) => file.test(new URL(url).pathname) || packs.includes(new URL(url).pathname) };
}

/** How many files the build's service worker precaches. */
export function precacheCount(dist = 'dist'): number {
  return new Set(precacheList(dist).map(({ url }) => url)).size;
}

/**
 * A page to read the worker's caches in: Playwright's Page in the Chromium suite, an EngineTab in
 * the engine lanes (scripts/engines/engine.ts). The function runs in the page, so it must not
 * close over anything.
 */
export interface InPage {
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

/**
 * The name of the precache of the site's worker at `page`'s origin, as the worker names it: not
 * found among the caches by a prefix that Workbox's own precache shares. Its scope is the one the
 * site registers the worker at (src/pwa/register.ts), not read from the registration: a first
 * install that failed leaves none, but keeps the files it saved.
 */
export async function precacheName(page: InPage): Promise<string> {
  return precacheCacheName(await page.evaluate(() => new URL('/', location.href).href, null));
}

/*
 * The functions below read the precache in the page. Each opens it only if it is there:
 * caches.open alone would create it, before the worker's install has.
 */

/** How many files the worker's precache holds now (0 before it has one). */
export async function countSavedFiles(page: InPage): Promise<number> {
  return page.evaluate(
    async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0),
    await precacheName(page),
  );
}

/** The URL paths the worker's precache holds now. */
export async function savedPaths(page: InPage): Promise<string[]> {
  return page.evaluate(
    async (name) =>
      (await caches.has(name))
        ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)
        : [],
    await precacheName(page),
  );
}

/** Whether the worker's precache holds `url`, as its key is written (a listed revision in its query). */
export async function isSaved(page: InPage, url: string): Promise<boolean> {
  return page.evaluate(
    async ({ name, url }) => (await caches.has(name)) && Boolean(await (await caches.open(name)).match(url)),
    { name: await precacheName(page), url },
  );
}

/** A file's entry in the worker's precache, as it is stored. */
export interface StoredEntry {
  /** The cache key's URL. */
  key: string;
  status: number;
  headers: [string, string][];
  body: number[];
}

/** The stored entry of `file`, a path in the build (such as en/history.html). */
export async function readStored(page: InPage, file: string): Promise<StoredEntry> {
  const name = await precacheName(page);
  return page.evaluate(
    async ({ name, file }) => {
      const cache = await caches.open(name);
      const key = (await cache.keys()).find((request) => new URL(request.url).pathname === `/${file}`);
      const stored = key && (await cache.match(key));
      if (!key || !stored) throw new Error(`/${file} is not in ${name}`);
      const body = Array.from(new Uint8Array(await stored.arrayBuffer()));
      return { key: key.url, status: stored.status, headers: [...stored.headers], body };
    },
    { name, file },
  );
}

/** Stores `entry` in the worker's precache, in place of what it held. */
export async function putStored(page: InPage, entry: StoredEntry): Promise<void> {
  const name = await precacheName(page);
  await page.evaluate(
    async ({ name, entry: { key, status, headers, body } }) => {
      const cache = await caches.open(name);
      await cache.put(key, new Response(new Uint8Array(body), { status, headers }));
    },
    { name, entry },
  );
}
