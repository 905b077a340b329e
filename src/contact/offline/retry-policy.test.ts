import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_CAP_MS, RETRY_CAP_MS, failureReason, isTransient, retryDelayMs } from './retry-policy';

const failed = (status: number) => ({ kind: 'failed' as const, status, text: '', retryAfterMs: null });

describe('retry policy', () => {
  it('retries what may pass later and keeps every other refusal for the visitor', () => {
    expect(isTransient({ kind: 'network' })).toBe(true);
    expect(isTransient({ kind: 'timeout' })).toBe(true);
    for (const status of [408, 425, 429, 500, 502, 503, 504]) expect(isTransient(failed(status))).toBe(true);
    for (const status of [400, 401, 403, 404, 412, 413, 422, 451]) expect(isTransient(failed(status))).toBe(false);
    expect(isTransient({ kind: 'sent' })).toBe(false);
  });

  it('doubles from 5 s with equal jitter, capped at 5 minutes', () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, low))).toEqual([2_500, 5_000, 10_000, 20_000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, high))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30, high)).toBe(RETRY_CAP_MS);
    expect(retryDelayMs(30, low)).toBe(RETRY_CAP_MS / 2);
  });

  it('waits at least as long as Retry-After asks, within an hour', () => {
    expect(retryDelayMs(1, () => 0, 30_000)).toBe(30_000);
    expect(retryDelayMs(1, () => 0, 1_000)).toBe(2_500);
    expect(retryDelayMs(1, () => 0, 10 * RETRY_AFTER_CAP_MS)).toBe(RETRY_AFTER_CAP_MS);
  });

  it('says why a try failed in a few words', () => {
    expect(failureReason({ kind: 'timeout' })).toBe('timeout');
    expect(failureReason({ kind: 'failed', status: 503, text: 'Busy', retryAfterMs: null })).toBe('503 Busy');
  });
});
