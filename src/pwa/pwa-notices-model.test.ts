import { describe, expect, it } from 'vitest';
import { NOTICE_ORDER, NOTICE_URGENCY, noticeFolded, pwaNoticesFor } from './pwa-notices-model';
import { INITIAL_PWA_STATUS, type PwaStatus } from './pwa-status';

const status = (patch: Partial<PwaStatus>): PwaStatus => ({ ...INITIAL_PWA_STATUS, ...patch });
const closedAll = new Set(['precacheFailed', 'copyShort', 'ready'] as const);
const kinds = (...args: Parameters<typeof pwaNoticesFor>) => pwaNoticesFor(...args).map((notice) => notice.kind);

describe('pwaNoticesFor', () => {
  it('shows nothing online with no news', () => {
    expect(pwaNoticesFor(INITIAL_PWA_STATUS, true)).toEqual([]);
  });

  it('says the visitor is offline, above anything else', () => {
    expect(kinds(status({ updateWaiting: true }), false)).toEqual(['offline', 'update']);
  });

  it('shows the catalogue being saved with its figures, then ready with its size', () => {
    expect(pwaNoticesFor(status({ precache: { done: 4, total: 90 } }), true)).toEqual([
      { kind: 'precaching', done: 4, total: 90 },
    ]);
    expect(pwaNoticesFor(status({ offlineReady: true, storageBytes: 5_200_000 }), true)).toEqual([
      { kind: 'ready', storageBytes: 5_200_000 },
    ]);
    // Progress that arrives after "ready" is old news.
    expect(kinds(status({ offlineReady: true, precache: { done: 89, total: 90 } }), true)).toEqual(['ready']);
  });

  it('lets the visitor close "ready" and "could not be saved", but never a waiting version', () => {
    expect(kinds(status({ precacheFailed: true }), true)).toEqual(['precacheFailed']);
    expect(kinds(status({ precacheFailed: true }), true, closedAll)).toEqual([]);
    expect(kinds(status({ offlineReady: true }), true, closedAll)).toEqual([]);
    expect(kinds(status({ updateWaiting: true }), false, closedAll)).toEqual(['offline', 'update']);
  });

  it('puts a waiting version in place of "ready": reloading onto it matters more', () => {
    expect(kinds(status({ offlineReady: true, updateWaiting: true }), true)).toEqual(['update']);
  });

  it('with a newer version waiting, says only that of the copy: the new version brings a whole one', () => {
    expect(kinds(status({ precacheFailed: true, updateWaiting: true }), true)).toEqual(['update']);
    expect(kinds(status({ copyShort: 1, updateWaiting: true }), false)).toEqual(['offline', 'update']);
    // Nor the count of this copy's mending, told before the worker finds the newer version.
    expect(kinds(status({ precache: { done: 331, total: 332 }, updateWaiting: true }), true)).toEqual(['update']);
  });

  it('lets a closed kind stay closed, and another kind show when it comes', () => {
    const closedReady = new Set(['ready'] as const);
    expect(kinds(status({ offlineReady: true }), true, closedReady)).toEqual([]);
    expect(kinds(status({ copyShort: 1 }), false, closedReady)).toEqual(['offline', 'copyShort']);
    expect(kinds(status({ precacheFailed: true }), true, closedReady)).toEqual(['precacheFailed']);
  });

  it('says a copy short with its saving stalled is nearly whole only offline: online its saving failed', () => {
    // The worker's "not reached" also comes of a sw.js refused or hung while the browser is online.
    expect(kinds(status({ copyShort: 1 }), true)).toEqual(['precacheFailed']);
    expect(kinds(status({ copyShort: 1 }), false)).toEqual(['offline', 'copyShort']);
  });

  it('says a copy once whole, missing files while offline, is nearly whole, with their count', () => {
    expect(pwaNoticesFor(status({ copyShort: 1 }), false)).toEqual([
      { kind: 'offline' },
      { kind: 'copyShort', missing: 1 },
    ]);
    expect(kinds(status({ copyShort: 1 }), false, closedAll)).toEqual(['offline']);
  });

  it('lists every notice in the order they stack', () => {
    const all = kinds(status({ precache: { done: 1, total: 2 }, precacheFailed: true, copyShort: 1 }), false);
    expect(all).toEqual(NOTICE_ORDER.filter((kind) => all.includes(kind)));
    expect(all).toEqual(['offline', 'precaching', 'precacheFailed', 'copyShort']);
  });
});

describe('noticeFolded', () => {
  it('folds "ready", "could not be saved" and "nearly whole" while the banner crowds a phone, until opened', () => {
    for (const kind of ['ready', 'precacheFailed', 'copyShort'] as const) {
      expect(noticeFolded(kind, true, false)).toBe(true);
      expect(noticeFolded(kind, true, true)).toBe(false);
      expect(noticeFolded(kind, false, false)).toBe(false);
    }
  });

  it('leaves the other notices as they are: the saving is a pill already, "offline" one line', () => {
    for (const kind of ['offline', 'update', 'precaching'] as const)
      expect(noticeFolded(kind, true, false)).toBe(false);
  });
});

describe('NOTICE_URGENCY', () => {
  it('says a waiting version and a failed saving at once, and the rest, the saving too, politely', () => {
    const urgent = NOTICE_ORDER.filter((kind) => NOTICE_URGENCY[kind] === 'alert');
    expect(urgent).toEqual(['update', 'precacheFailed']);
    expect(NOTICE_URGENCY.precaching).toBe('polite');
    expect(NOTICE_URGENCY.copyShort).toBe('polite');
  });
});
