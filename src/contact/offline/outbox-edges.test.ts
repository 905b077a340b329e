import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get, set, type UseStore } from 'idb-keyval';
import { enquiry, freshSentStores, freshStore, runnerDeps, fullFor, round } from './test-store';
import {
  enqueue,
  flushOutbox,
  readEntry,
  readOutbox,
  readSchedule,
  readSetAside,
  RECORD_FIELDS,
  RECORD_VERSION,
  removeSetAside,
  replaceQueued,
  retryEntry,
  SCHEDULE_KEY,
  LEASE_KEY,
  type FlushDeps,
} from './outbox';
import { createOutboxRunner, RECEIPTS_LIMIT_MS, SUBMIT_SETTLE_MS, type RunnerDeps } from './outbox-runner';
import { LEASE_TTL_MS, takeLease } from './outbox-lock';
import { recordSent, SENT_CHECK_LIMIT_MS } from './sent-log';
import { MAX_TIMER_MS, RETRY_AFTER_CAP_MS, SEND_TIMEOUTS_MS } from './retry-policy';
import type { SendOutcome } from '../send';
import type { TemplateParams } from '../template-params';

/*
 * The outbox's edges (issue 50): an enquiry that keeps failing, a provider that answers after
 * the timeout, a sent id submitted again, a held lock, clocks set back, records of a newer
 * format, and records that cannot be read or moved.
 */

const noPause = () => Promise.resolve();
const failed = (status: number): SendOutcome => ({
  kind: 'failed',
  status,
  text: `Status ${status}`,
  retryAfterMs: null,
});

/** A provider that answers each id from its own script, then accepts; records the arrivals. */
function providerBy(scripts: Record<string, SendOutcome[]>) {
  const arrived: string[] = [];
  const timeouts: (number | undefined)[] = [];
  const send = vi.fn(async (params: TemplateParams, options?: { timeoutMs?: number }) => {
    arrived.push(params.submission_id);
    timeouts.push(options?.timeoutMs);
    return scripts[params.submission_id]?.shift() ?? { kind: 'sent' as const };
  });
  return { send, arrived, timeouts };
}

describe('outbox: one failing enquiry never holds back the others', () => {
  it('goes on past an enquiry answered 503 every time, in the queue order, round after round', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('failing'), 1);
    await enqueue(store, enquiry('first'), 2);
    const always503 = Array.from({ length: 10 }, () => failed(503));
    // The first send of "first" is lost to a network blip.
    const { send, arrived } = providerBy({ failing: always503, first: [{ kind: 'network' }] });
    await flushOutbox(store, round(send));
    await enqueue(store, enquiry('second'), 3);
    const later = await flushOutbox(store, round(send));
    expect(later.sent).toEqual(['first', 'second']);
    expect(arrived).toEqual(['failing', 'first', 'failing', 'first', 'second']);
    expect((await readOutbox(store)).map((entry) => entry.id)).toEqual(['failing']);
    // The one that still fails keeps the shared schedule moving.
    expect(later.nextAt).not.toBeNull();
  });

  it('counts one failure per round on the shared schedule, however many failed in it', async () => {
    const store = freshStore();
    for (const [i, id] of ['a', 'b', 'c'].entries()) await enqueue(store, enquiry(id), i);
    const { send } = providerBy({ a: [failed(503)], b: [failed(500)], c: [failed(502)] });
    await flushOutbox(store, round(send));
    expect((await readSchedule(store, 1_000_000))?.failures).toBe(1);
  });

  it('stops the round at a 429: the provider asked every sender to slow down', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await enqueue(store, enquiry('b'), 2);
    const { send, arrived } = providerBy({ a: [failed(429)] });
    await flushOutbox(store, round(send));
    expect(arrived).toEqual(['a']);
  });
});

describe('outbox: copies after timeouts are bounded', () => {
  it('waits longer on each retry, within the lease, and after the last timeout waits for the visitor', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('slow'), 1);
    const late = () => Array.from({ length: 10 }, () => ({ kind: 'timeout' }) as SendOutcome);
    const { send, arrived, timeouts } = providerBy({ slow: late() });
    for (let i = 0; i < 5; i++) await flushOutbox(store, round(send));
    expect(arrived).toEqual(['slow', 'slow']);
    expect(timeouts).toEqual([...SEND_TIMEOUTS_MS]);
    expect(SEND_TIMEOUTS_MS[1]!).toBeGreaterThan(SEND_TIMEOUTS_MS[0]!);
    expect(Math.max(...SEND_TIMEOUTS_MS)).toBeLessThan(LEASE_TTL_MS);
    const held = await readEntry(store, 'slow');
    expect(held?.rejection).toEqual({ status: null, text: 'timeout' });
    // The visitor's "Try again" starts over, with the short timeout.
    await retryEntry(store, 'slow');
    await flushOutbox(store, round(send));
    expect(timeouts.at(-1)).toBe(SEND_TIMEOUTS_MS[0]);
  });
});

function runner(store = freshStore(), overrides: Partial<RunnerDeps> = {}) {
  const sentStores = freshSentStores();
  return {
    store,
    sentStores,
    outbox: createOutboxRunner(runnerDeps(store, { sentStores, ...overrides })),
  };
}

describe('outbox runner: submit', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  async function settle<T>(promise: Promise<T>, stepMs = 0): Promise<T> {
    let done = false;
    void promise.finally(() => (done = true));
    while (!done) {
      await vi.advanceTimersByTimeAsync(stepMs);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return promise;
  }

  it('does not queue again an enquiry whose receipt says it was sent', async () => {
    const send = vi.fn(async () => ({ kind: 'sent' as const }));
    const { outbox, store, sentStores } = runner(freshStore(), { send });
    const params = enquiry('a');
    await recordSent(
      sentStores,
      { id: 'a', createdAt: 1, params, attempts: 0, lastError: null, rejection: null },
      Date.now(),
    );
    expect(await settle(outbox.submit(params))).toEqual({ kind: 'sent' });
    expect(send).not.toHaveBeenCalled();
    expect(await readOutbox(store)).toEqual([]);
  });

  it('says the enquiry is queued within 5 s of the write while another sender holds the lock', async () => {
    const { outbox, store } = runner();
    await takeLease({ store, owner: 'other tab', now: Date.now, ttlMs: LEASE_TTL_MS });
    let savedAt = NaN;
    const saved = vi.fn(() => (savedAt = Date.now()));
    expect(await settle(outbox.submit(enquiry('a'), { saved }), 100)).toEqual({ kind: 'queued' });
    expect(saved).toHaveBeenCalledTimes(1);
    expect(Date.now() - savedAt).toBeLessThanOrEqual(5_000);
    expect((await readOutbox(store)).map((entry) => entry.id)).toEqual(['a']);
  });

  it('a receipts store whose opening hangs neither holds the form at "Sending…" nor keeps the lock', async () => {
    // Opened, and never answered: another tab's upgrade blocked on it, say.
    const hung: UseStore = () => new Promise(() => {});
    const send = vi.fn(async () => ({ kind: 'sent' as const }));
    const { outbox, store } = runner(freshStore(), { sentStores: { receipts: hung, marks: hung }, send });
    const submittedAt = Date.now();
    let savedAt = NaN;
    const outcome = await settle(
      outbox.submit(enquiry('a'), { saved: () => (savedAt = Date.now()), neverQueued: true }),
      100,
    );
    // The form settles: at most the sent check's limit (was it sent already?) before the write,
    // and the settling time after it.
    expect(['sent', 'queued']).toContain(outcome.kind);
    // (Time moves here in steps of 100 ms: one or two of them over.)
    expect(savedAt - submittedAt).toBeLessThanOrEqual(SENT_CHECK_LIMIT_MS + 200);
    expect(Date.now() - savedAt).toBeLessThanOrEqual(SUBMIT_SETTLE_MS + 200);
    // And the round ends: sent once, its receipt given up on.
    await settle(outbox.flush('all'), 100);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await readOutbox(store)).toEqual([]);
    // The lease was let go: another sender takes it at once.
    expect(await takeLease({ store, owner: 'next', now: Date.now, ttlMs: LEASE_TTL_MS })).toBe(true);
  });

  it('gives the receipts what the lease leaves after the longest send', () => {
    expect(RECEIPTS_LIMIT_MS).toBe(LEASE_TTL_MS - Math.max(...SEND_TIMEOUTS_MS));
    expect(RECEIPTS_LIMIT_MS).toBeGreaterThan(0);
  });

  it('never arms a timer beyond what setTimeout can hold', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const { outbox, store } = runner();
    await set(SCHEDULE_KEY, { failures: 3, nextAt: Date.now() + 40 * 24 * 3600_000 }, store);
    await enqueue(store, enquiry('a'), 1);
    const stop = outbox.start();
    await settle(outbox.refresh());
    const delays = setTimeoutSpy.mock.calls.map(([, ms]) => ms ?? 0);
    expect(Math.max(...delays)).toBeLessThanOrEqual(MAX_TIMER_MS);
    stop();
  });
});

describe('outbox: stored times are clamped', () => {
  it('a schedule set far ahead by a clock that was then set back does not park the queue', async () => {
    const store = freshStore();
    await set(SCHEDULE_KEY, { failures: 2, nextAt: 1_000_000 + 30 * 24 * 3600_000 }, store);
    expect((await readSchedule(store, 1_000_000))!.nextAt).toBeLessThanOrEqual(1_000_000 + RETRY_AFTER_CAP_MS);
  });

  it('a lease held far beyond its time to live is a lease from a clock set back: it is free', async () => {
    const store = freshStore();
    await set(LEASE_KEY, { owner: 'old', until: 1_000_000 + 10 * 24 * 3600_000 }, store);
    expect(await takeLease({ store, owner: 'me', now: () => 1_000_000, ttlMs: LEASE_TTL_MS })).toBe(true);
  });
});

describe('outbox: record format versions', () => {
  it('writes a version on every record', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    expect(await get('enquiry:a', store)).toMatchObject({ v: RECORD_VERSION });
  });

  it('writes no field its version does not list: a field added raises the version (RECORD_FIELDS)', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const seen = new Set<string>();
    const note = async () => Object.keys((await get('enquiry:a', store)) ?? {}).forEach((key) => seen.add(key));
    // Every writer in turn: a mark in flight (read during the send), a flap, a correction (taken
    // before any send that may have left a copy: see copyMayHaveLeft), a 502, a timeout, "try again".
    let online = true;
    const answers: SendOutcome[] = [{ kind: 'network' }, failed(502), { kind: 'timeout' }];
    const send = vi.fn(async () => {
      await note();
      const answer = answers.shift() ?? failed(503);
      if (answer.kind === 'network') online = false;
      return answer;
    });
    for (let i = 0; i < 3; i++) {
      online = true;
      await flushOutbox(store, round(send, { isOnline: () => online }));
      await note();
      if (i === 0) {
        expect(await replaceQueued(store, enquiry('a', 'Corrected'), 5)).toBe('replaced');
        await note();
      }
    }
    await retryEntry(store, 'a');
    await note();
    expect([...seen].sort()).toEqual([...RECORD_FIELDS[RECORD_VERSION]!].sort());
  });

  it('reads a record of every earlier version, and writes it over as this one', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const current = (await get('enquiry:a', store)) as Record<string, unknown>;
    for (const version of Object.keys(RECORD_FIELDS).map(Number)) {
      const fields = RECORD_FIELDS[version]!;
      const old = Object.fromEntries(Object.entries(current).filter(([key]) => fields.includes(key)));
      await set('enquiry:a', version === 0 ? old : { ...old, v: version }, store);
      expect(await readEntry(store, 'a'), String(version)).toMatchObject({ id: 'a', gatewayFailures: 0 });
      await flushOutbox(
        store,
        round(async () => failed(503)),
      );
      expect(await get('enquiry:a', store), String(version)).toMatchObject({ v: RECORD_VERSION, attempts: 1 });
    }
  });

  it('no writer rewrites a record of a newer version: a round, a cut-off count, a correction, "try again", a new enqueue', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const newer = {
      ...((await get('enquiry:a', store)) as object),
      v: RECORD_VERSION + 1,
      inFlight: { attempt: 1, at: 1 },
      rejection: { status: 400, text: 'refused' },
      later: 'field',
    };
    await set('enquiry:a', newer, store);
    await flushOutbox(
      store,
      round(async () => ({ kind: 'sent' }) as SendOutcome),
    );
    await replaceQueued(store, enquiry('a', 'Corrected'), 5);
    await retryEntry(store, 'a');
    await enqueue(store, enquiry('a', 'Again'), 6);
    expect(await get('enquiry:a', store)).toEqual(newer);
  });

  it('never rewrites a record of a newer version, and keeps fields it does not know', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('newer'), 1);
    await enqueue(store, enquiry('same'), 2);
    const newer = { ...(await get('enquiry:newer', store)), v: 99, priority: 'high' };
    await set('enquiry:newer', newer, store);
    await set('enquiry:same', { ...(await get('enquiry:same', store)), extra: 'kept' }, store);
    const send = vi.fn(async (params: TemplateParams) => {
      void params;
      return failed(503);
    });
    await flushOutbox(store, round(send));
    expect(send.mock.calls.map(([params]) => params.submission_id)).toEqual(['same']);
    expect(await get('enquiry:newer', store)).toEqual(newer);
    expect(await get('enquiry:same', store)).toMatchObject({ extra: 'kept', attempts: 1 });
  });

  it('leaves a newer record it cannot read where it is, neither set aside nor sent', async () => {
    const store = freshStore();
    const newer = { v: 99, id: 'x', params: { shape: 'of a later version' } };
    await set('enquiry:x', newer, store);
    const send = vi.fn(async () => ({ kind: 'sent' }) as SendOutcome);
    await flushOutbox(store, round(send));
    expect(send).not.toHaveBeenCalled();
    expect(await get('enquiry:x', store)).toEqual(newer);
    expect(await readSetAside(store)).toEqual([]);
  });
});

describe('outbox: set-aside records', () => {
  it('can be dismissed after copying', async () => {
    const store = freshStore();
    await set('enquiry:broken', 'garbage', store);
    await readOutbox(store, vi.fn());
    const [kept] = await readSetAside(store);
    await removeSetAside(store, kept!.key);
    expect(await readSetAside(store)).toEqual([]);
  });

  it('one record that cannot be moved aside (disk full) does not stop the round', async () => {
    const real = freshStore();
    await set('enquiry:broken', 'garbage', real);
    await enqueue(real, enquiry('a'), 1);
    const full = fullFor(real, 'set-aside:');
    const warn = vi.fn();
    const result = await flushOutbox(
      full,
      round(async () => ({ kind: 'sent' }), { warn }),
    );
    expect(result.sent).toEqual(['a']);
    expect(warn).toHaveBeenCalled();
  });
});

describe('outbox runner: the service worker', () => {
  it('started without sending of its own: no start-up round, no retry timer outside its awaited round', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await set(SCHEDULE_KEY, { failures: 1, nextAt: Date.now() + 50 }, store);
    const send = vi.fn(async () => ({ kind: 'sent' as const }));
    const { outbox } = runner(store, { send });
    const stop = outbox.start({ sendNow: false });
    await outbox.refresh();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(send).not.toHaveBeenCalled();
    await outbox.flush('all');
    expect(send).toHaveBeenCalledTimes(1);
    stop();
  });
});
