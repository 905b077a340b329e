import { describe, expect, it } from 'vitest';
import {
  ASK_COPY_STATE,
  COPY_STATE,
  copyStateFrom,
  isCopyStateAsked,
  askedAsNetworkCameBack,
  statusForCopy,
  watchCopy,
  createCopyTeller,
  type CopyStall,
  type CopyWatchDeps,
} from './copy-state';
import type { PwaStatus } from './pwa-status';

const state = (missing: number, total = 332, stalled = false) =>
  ({ type: COPY_STATE, missing, total, stalled }) as const;
const stalledBy = (why: CopyStall, missing = 1, total = 332) =>
  ({ ...state(missing, total, true), stalledBy: why }) as const;

describe('copy state', () => {
  it('with files missing, the site is not ready and shows the saving', () => {
    expect(statusForCopy(state(1), false)).toEqual({
      offlineReady: false,
      precache: { done: 331, total: 332 },
      precacheFailed: false,
      copyShort: null,
    });
  });

  it('with the storage full (or an older worker not saying why), the saving is said to have failed', () => {
    const failed = { offlineReady: false, precache: null, precacheFailed: true, copyShort: null };
    expect(statusForCopy(stalledBy('full'), false)).toEqual(failed);
    expect(statusForCopy(state(1, 332, true), false)).toEqual(failed);
    expect(statusForCopy(state(0, 332, true), true)).toMatchObject({ offlineReady: true, precacheFailed: false });
  });

  it('a copy once whole missing files while the server is out is nearly whole, not a failed saving', () => {
    expect(statusForCopy(stalledBy('offline'), false)).toEqual({
      offlineReady: false,
      precache: null,
      precacheFailed: false,
      copyShort: 1,
    });
    expect(statusForCopy(stalledBy('offline', 3), true)).toMatchObject({ copyShort: 3, precacheFailed: false });
    // Saved again once the network is back: ready, and no longer short.
    expect(statusForCopy(state(0), true)).toMatchObject({ offlineReady: true, copyShort: null });
    // Being saved again: the saving shows, not "short".
    expect(statusForCopy(state(1), true)).toMatchObject({ copyShort: null, precache: { done: 331 } });
  });

  it('with a newer version out, says nothing of this copy: the update notice says the news', () => {
    expect(statusForCopy(stalledBy('newer'), true)).toEqual({
      offlineReady: false,
      precache: null,
      precacheFailed: false,
      copyShort: null,
    });
  });

  it('whole again, ready where the missing files were told of; elsewhere no news', () => {
    expect(statusForCopy(state(0), true)).toEqual({
      offlineReady: true,
      precache: null,
      precacheFailed: false,
      copyShort: null,
    });
    expect(statusForCopy(state(0), false)).toBeNull();
  });

  it('reads only well-formed messages', () => {
    expect(copyStateFrom(state(1))).toEqual(state(1));
    expect(copyStateFrom(state(0))).toEqual(state(0));
    expect(copyStateFrom({ type: COPY_STATE, missing: 3, total: 2 })).toBeNull();
    expect(copyStateFrom({ type: COPY_STATE, missing: -1, total: 2 })).toBeNull();
    expect(copyStateFrom({ type: COPY_STATE, missing: '1', total: 2 })).toBeNull();
    expect(copyStateFrom({ type: 'PRECACHE_PROGRESS', done: 1, total: 2 })).toBeNull();
    expect(copyStateFrom(stalledBy('offline'))).toEqual(stalledBy('offline'));
    expect(copyStateFrom(null)).toBeNull();
    expect(isCopyStateAsked({ type: ASK_COPY_STATE })).toBe(true);
    expect(isCopyStateAsked({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isCopyStateAsked(undefined)).toBe(false);
  });
});

/** A page's browser: the worker serving it, another one, and the moments the page asks at. */
function page() {
  const asked: unknown[] = [];
  const controller = { postMessage: (message: unknown) => void asked.push(message) };
  const other = { postMessage: () => {} };
  const moments = { settled: [] as (() => void)[], shown: [] as (() => void)[], online: [] as (() => void)[] };
  let hear: (data: unknown, source: unknown) => void = () => {};
  const patches: Partial<PwaStatus>[] = [];
  const deps: CopyWatchDeps = {
    onMessage: (listener) => (hear = listener),
    controller: () => controller,
    whenSettled: (ask) => moments.settled.push(ask),
    onPageShown: (ask) => moments.shown.push(ask),
    onOnline: (ask) => moments.online.push(ask),
    savedSize: async () => 1234,
    set: (patch) => void patches.push(patch),
  };
  watchCopy(deps);
  return { asked, controller, other, moments, hear: (data: unknown, source: unknown) => hear(data, source), patches };
}

describe('a page watching the copy', () => {
  it('asks the worker once settled, at every page shown and when the network comes back', () => {
    const p = page();
    [p.moments.settled, p.moments.shown, p.moments.shown, p.moments.online].forEach((moment) =>
      moment.forEach((ask) => ask()),
    );
    expect(p.asked).toEqual([
      ...[1, 2, 3].map(() => ({ type: ASK_COPY_STATE })),
      { type: ASK_COPY_STATE, networkBack: true },
    ]);
    expect(p.asked.map(askedAsNetworkCameBack)).toEqual([false, false, false, true]);
  });

  it('hears only the worker serving the page', () => {
    const p = page();
    p.hear(state(1), p.other);
    p.hear(state(1), null);
    expect(p.patches).toEqual([]);
    p.hear(state(1), p.controller);
    expect(p.patches).toEqual([statusForCopy(state(1), false)]);
  });

  it('back online, shows a copy short for want of the network as saving, before the worker answers', () => {
    const p = page();
    p.hear(stalledBy('offline', 1, 332), p.controller);
    expect(p.patches).toEqual([statusForCopy(stalledBy('offline', 1, 332), false)]);
    p.moments.online.forEach((ask) => ask());
    expect(p.patches.at(-1)).toEqual({
      offlineReady: false,
      precache: { done: 331, total: 332 },
      precacheFailed: false,
      copyShort: null,
    });
    expect(p.asked).toEqual([{ type: ASK_COPY_STATE, networkBack: true }]);
    // A copy stalled for want of space is not the network's to mend: left as it is.
    p.hear(stalledBy('full', 1, 332), p.controller);
    const heard = p.patches.length;
    p.moments.online.forEach((ask) => ask());
    expect(p.patches).toHaveLength(heard);
  });

  it("hears a newer worker's reason it does not know as none: the saving failed", () => {
    const p = page();
    p.hear({ ...state(1, 332, true), stalledBy: 'asleep' }, p.controller);
    expect(p.patches).toEqual([{ offlineReady: false, precache: null, precacheFailed: true, copyShort: null }]);
  });
});

describe("the worker's word on the copy to every page", () => {
  it('tells each turn at once and the mending between by the install progress rule', () => {
    let clock = 0;
    const told: [number, boolean][] = [];
    const tell = createCopyTeller(({ missing, stalled }) => void told.push([missing, stalled]), {
      step: 10,
      minIntervalMs: 1000,
      now: () => clock,
    });
    tell(state(0, 100));
    tell(state(30, 100));
    tell(state(30, 100, true));
    tell(stalledBy('offline', 30, 100));
    tell(stalledBy('full', 30, 100));
    tell(state(30, 100));
    for (let missing = 29; missing > 0; missing--) {
      clock += 100;
      tell(state(missing, 100));
    }
    tell(state(0, 100));
    expect(told).toEqual([
      [0, false],
      [30, false],
      [30, true],
      [30, true],
      [30, true],
      [30, false],
      [20, false],
      [10, false],
      [0, false],
    ]);
  });

  it('tells a file more or fewer missing while the saving is stalled, at most once an interval, the last count when it ends', () => {
    let clock = 0;
    const told: number[] = [];
    const timers: { run: () => void; at: number; off: boolean }[] = [];
    const tell = createCopyTeller(({ missing }) => void told.push(missing), {
      step: 10,
      minIntervalMs: 1000,
      now: () => clock,
      later: (run, ms) => {
        const timer = { run, at: clock + ms, off: false };
        timers.push(timer);
        return () => void (timer.off = true);
      },
    });
    const runDue = () => timers.filter((t) => !t.off && t.at <= clock).forEach((t) => ((t.off = true), t.run()));
    tell(stalledBy('offline', 1, 100));
    // 30 damaged files found in a row: not 30 messages to every window.
    for (let missing = 2; missing <= 31; missing++) {
      clock += 10;
      tell(stalledBy('offline', missing, 100));
    }
    expect(told).toEqual([1]);
    clock = 1000;
    runDue();
    expect(told).toEqual([1, 31]);
    // Long after, a change is told at once.
    clock = 5000;
    tell(stalledBy('offline', 30, 100));
    expect(told).toEqual([1, 31, 30]);
    // A count held back and then a turn: the turn is told, the held count never.
    clock += 10;
    tell(stalledBy('offline', 29, 100));
    tell(state(29, 100));
    clock += 2000;
    runDue();
    expect(told).toEqual([1, 31, 30, 29]);
    expect(timers.every((t) => t.off)).toBe(true);
  });
});
