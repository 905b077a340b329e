import { describe, expect, it } from 'vitest';
import {
  RETRY_AFTER_CAP_MS,
  RETRY_CAP_MS,
  UNREAD_RETRY_AFTER_MS,
  askedWaitMs,
  failureClass,
  failureReason,
  hasOwnBound,
  isTransient,
  mayHaveArrived,
  retryDelayMs,
  stopsRound,
} from './retry-policy';

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

describe('the status classes (one table decides counting, retrying and the round)', () => {
  const classOf = (status: number) => failureClass(failed(status));

  it('500, 504, 520, 522 and 524 may have left a copy: retried, and counted against the bound', () => {
    for (const status of [500, 504, 520, 522, 524]) {
      expect(classOf(status), String(status)).toBe('uncertain');
      expect(mayHaveArrived(failed(status))).toBe(true);
    }
  });

  it('502, 503, 429, 408, 425, and 521, 523, 525, 526, 530 (Cloudflare never reached the origin) did not arrive: retried without counting', () => {
    for (const status of [502, 503, 429, 408, 425, 521, 523, 525, 526, 530]) {
      expect(classOf(status), String(status)).toBe('notArrived');
      expect(mayHaveArrived(failed(status))).toBe(false);
      expect(isTransient(failed(status))).toBe(true);
    }
  });

  it('429 speaks for every sender: the round stops there; a 503 may be the enquiry’s own, it does not', () => {
    expect(stopsRound(failed(429))).toBe(true);
    for (const status of [503, 500, 502, 504, 524, 408]) expect(stopsRound(failed(status))).toBe(false);
  });

  it('any other 4xx is a refusal for good; every 5xx the table does not list is retried under its own bound', () => {
    for (const status of [400, 403, 404, 413, 422, 451]) expect(classOf(status)).toBe('refused');
    const unlisted = [501, 505, 506, 507, 508, 509, 510, 511, 550, 599];
    for (const status of unlisted) {
      expect(classOf(status), String(status)).toBe('notArrived');
      expect(isTransient(failed(status)), String(status)).toBe(true);
      expect(hasOwnBound(failed(status)), String(status)).toBe(true);
    }
  });

  it('598 (a proxy’s read timed out after passing the request on) may have arrived, as 504', () => {
    expect(classOf(598)).toBe('uncertain');
    expect(hasOwnBound(failed(598))).toBe(false);
  });

  // Unbounded, and only these: answers saying the request was not processed, so no send of them
  // left a copy (503: the provider asks to come back later; 521, 523, 525, 526, 530: Cloudflare
  // never reached the origin). They are retried on the doubling schedule for as long as they last.
  const NOT_PROCESSED = [503, 521, 523, 525, 526, 530];

  it('every 5xx but 503, 521, 523, 525, 526 and 530 is bounded: counted towards the two, or towards its own bound', () => {
    for (let status = 500; status <= 599; status++) {
      const bounded = mayHaveArrived(failed(status)) || hasOwnBound(failed(status));
      expect(bounded, String(status)).toBe(!NOT_PROCESSED.includes(status));
    }
  });

  it('503, 521, 523, 525, 526 and 530 were not processed: never a copy, retried uncounted and never set aside', () => {
    for (const status of NOT_PROCESSED) {
      expect(classOf(status), String(status)).toBe('notArrived');
      expect(hasOwnBound(failed(status)), String(status)).toBe(false);
      expect(isTransient(failed(status)), String(status)).toBe(true);
    }
  });

  it('no answer at all (a timeout or a lost connection) may have arrived only where the provider was reached', () => {
    expect(mayHaveArrived({ kind: 'timeout' }, true)).toBe(true);
    expect(mayHaveArrived({ kind: 'network' }, true)).toBe(true);
    expect(mayHaveArrived({ kind: 'timeout' }, false)).toBe(false);
    expect(mayHaveArrived({ kind: 'network' }, false)).toBe(false);
    expect(mayHaveArrived({ kind: 'sent' }, true)).toBe(false);
  });
});

describe('the wait a 429 or 503 asks for', () => {
  const withRetryAfter = (status: number, retryAfterMs: number | null) => ({
    kind: 'failed' as const,
    status,
    text: '',
    retryAfterMs,
  });

  it('is its Retry-After when it could be read', () => {
    expect(askedWaitMs(withRetryAfter(429, 7_000))).toBe(7_000);
    expect(askedWaitMs(withRetryAfter(503, 120_000))).toBe(120_000);
  });

  it('for a 429, is a minute when Retry-After could not be read (another origin that does not expose it): not 5 s', () => {
    expect(askedWaitMs(withRetryAfter(429, null))).toBe(UNREAD_RETRY_AFTER_MS);
    expect(UNREAD_RETRY_AFTER_MS).toBeGreaterThanOrEqual(60_000);
  });

  it('is nothing for a 503 without one (it may be the enquiry’s own) or other answers', () => {
    expect(askedWaitMs(withRetryAfter(503, null))).toBeNull();
    expect(askedWaitMs(withRetryAfter(500, null))).toBeNull();
    expect(askedWaitMs({ kind: 'timeout' })).toBeNull();
  });
});
