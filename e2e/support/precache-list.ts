import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PackPlace } from '../../src/pwa/catalogue-packs';

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

/** In the page: how many files the worker's precache holds now (0 before it has one). */
export async function countSavedFiles(): Promise<number> {
  const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
  return name ? (await (await caches.open(name)).keys()).length : 0;
}

/** In the page: whether the worker's caches hold `url`. */
export function isSaved(url: string): Promise<boolean> {
  return caches.match(url).then(Boolean);
}
