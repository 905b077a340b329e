import { describe, expect, it } from 'vitest';
import { outdatedPrecaches, precacheCacheName } from './precache-caches';
import { PRECACHE_CACHE_PREFIX, WEBP_CACHE } from './storage-names';

const SCOPE = 'https://example.test/';
/** Workbox's default precache name, which the older workers use. */
const WORKBOX_DEFAULT = `workbox-precache-v2-${SCOPE}`;

describe('precacheCacheName', () => {
  it("is not Workbox's default name, so an older worker never reads the gzipped copy", () => {
    expect(precacheCacheName(SCOPE)).not.toBe(WORKBOX_DEFAULT);
  });

  it('starts with the prefix the policies list and ends with the scope', () => {
    const name = precacheCacheName(SCOPE);
    expect(name.startsWith(PRECACHE_CACHE_PREFIX)).toBe(true);
    expect(name.endsWith(SCOPE)).toBe(true);
  });

  it("is one that an older worker's clean-up deletes: a '-precache-' cache of its scope", () => {
    expect(precacheCacheName(SCOPE)).toContain('-precache-');
  });
});

describe('outdatedPrecaches', () => {
  const current = precacheCacheName(SCOPE);

  it("drops an older version's plain precache and keeps the current one", () => {
    expect(outdatedPrecaches([WORKBOX_DEFAULT, current], current, SCOPE)).toEqual([WORKBOX_DEFAULT]);
  });

  it('drops every other precache of the scope, an older gzipped one included', () => {
    const olderGz = `workbox-precache-gz-v0-${SCOPE}`;
    expect(outdatedPrecaches([olderGz, current, WORKBOX_DEFAULT], current, SCOPE)).toEqual([olderGz, WORKBOX_DEFAULT]);
  });

  it('keeps caches that are not precaches', () => {
    expect(outdatedPrecaches([WEBP_CACHE, `workbox-runtime-${SCOPE}`, current], current, SCOPE)).toEqual([]);
  });

  it('keeps the precaches of other scopes, a narrower one on the same origin included', () => {
    const names = [`workbox-precache-v2-https://other.test/`, `workbox-precache-v2-${SCOPE}sub/`, current];
    expect(outdatedPrecaches(names, current, SCOPE)).toEqual([]);
  });

  it('drops nothing when only the current precache exists', () => {
    expect(outdatedPrecaches([current], current, SCOPE)).toEqual([]);
  });
});
