import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The build's precache list and the worker's saved files, for the Chromium suite and the engine
 * lanes alike: nothing here depends on the test runner's fixtures.
 */

/** One entry of the precache list in sw.js. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
  standsInFor?: string[];
}

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
