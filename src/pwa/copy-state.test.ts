import { describe, expect, it } from 'vitest';
import { ASK_COPY_STATE, COPY_STATE, isCopyState, isCopyStateAsked, statusForCopy } from './copy-state';

const state = (missing: number, total = 332) => ({ type: COPY_STATE, missing, total }) as const;

describe('copy state', () => {
  it('with files missing, the site is not ready and shows the saving', () => {
    expect(statusForCopy(state(1), false)).toEqual({
      offlineReady: false,
      precache: { done: 331, total: 332 },
      precacheFailed: false,
    });
  });

  it('whole again, ready where the missing files were told of; elsewhere no news', () => {
    expect(statusForCopy(state(0), true)).toEqual({ offlineReady: true, precache: null, precacheFailed: false });
    expect(statusForCopy(state(0), false)).toBeNull();
  });

  it('reads only well-formed messages', () => {
    expect(isCopyState(state(1))).toBe(true);
    expect(isCopyState(state(0))).toBe(true);
    expect(isCopyState({ type: COPY_STATE, missing: 3, total: 2 })).toBe(false);
    expect(isCopyState({ type: COPY_STATE, missing: -1, total: 2 })).toBe(false);
    expect(isCopyState({ type: COPY_STATE, missing: '1', total: 2 })).toBe(false);
    expect(isCopyState({ type: 'PRECACHE_PROGRESS', done: 1, total: 2 })).toBe(false);
    expect(isCopyState(null)).toBe(false);
    expect(isCopyStateAsked({ type: ASK_COPY_STATE })).toBe(true);
    expect(isCopyStateAsked({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isCopyStateAsked(undefined)).toBe(false);
  });
});
