/**
 * The name of the worker's precache and which older ones it drops (issue 52). Framework-free, so it
 * is tested without a worker (precache-caches.test.ts).
 *
 * The copy keeps its texts gzipped (stored-compression.ts), which only this worker knows how to
 * serve. It is kept under a name of its own, not Workbox's default `workbox-precache-v2-<scope>`:
 * an older worker, after a rollback, reads only its default cache and takes every file in it as
 * saved, so it would serve the gzipped bytes as pages. It never opens this one, and its own
 * clean-up (Workbox's cleanupOutdatedCaches) deletes it, as it deletes every '-precache-' cache of
 * its scope but its default.
 */
import { PRECACHE_CACHE_PREFIX } from './storage-names';

/** What the name of every precache holds, this worker's and Workbox's alike. */
const PRECACHE_MARK = '-precache-';

/**
 * The precache of the worker at `scope`. Change the version when the stored form of the files
 * changes again, so that no worker reads a copy it cannot serve.
 */
export function precacheCacheName(scope: string): string {
  return `${PRECACHE_CACHE_PREFIX}-gz-v1-${scope}`;
}

/**
 * The caches to delete when the worker at `scope` activates: every precache of that scope but
 * `current`, Workbox's plain one of an older version among them. Workbox's own clean-up cannot be
 * used: it keeps only its default name, so it would delete `current`. A name must end with the
 * scope, not merely hold it, so that a worker of a narrower scope (/sub/) keeps its copy.
 */
export function outdatedPrecaches(names: readonly string[], current: string, scope: string): string[] {
  return names.filter((name) => name !== current && name.includes(PRECACHE_MARK) && name.endsWith(scope));
}
