import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get, set, type UseStore } from 'idb-keyval';
import { ENQUIRY_PREFIX } from './outbox-names';
import { enquiry, freshStore, runnerDeps } from './test-store';
import { enqueue, readEntry, readOutbox, readSchedule, SCHEDULE_KEY } from './outbox';
import { createOutboxRunner, type RunnerDeps } from './outbox-runner';
import { LEASE_TTL_MS, releaseLease, takeLease } from './outbox-lock';
import type { SendOutcome } from '../send';
import type { TemplateParams } from '../template-params';

// fake-indexeddb schedules its work with setImmediate: only the clocks the runner reads are faked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

const failed = (status: number, retryAfterMs: number | null = null): SendOutcome => ({
  kind: 'failed',
  status,
  text: `Status ${status}`,
  retryAfterMs,
});

/** A provider answering from a script (then accepting), recording each arrival. */
function provider(...answers: SendOutcome[]) {
  const arrived: string[] = [];
  const send = vi.fn(async (params: TemplateParams) => {
    arrived.push(params.submission_id);
    return answers.shift() ?? { kind: 'sent' as const };
  });
  return { send, arrived };
}

function runner(store: UseStore, send: RunnerDeps['send'], overrides: Partial<RunnerDeps> = {}) {
  return createOutboxRunner(runnerDeps(store, { send, ...overrides }));
}

/**
 * Lets IndexedDB work (real) run until `promise` settles, moving the faked clock by `stepMs`
 * each turn: 0 runs only the timers already due, so no scheduled retry fires on its own.
 */
async function settle<T>(promise: Promise<T>, stepMs = 0): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true));
  while (!done) {
    await vi.advanceTimersByTimeAsync(stepMs);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return promise;
}

describe('outbox runner', () => {
  it('times its sends by the clock it is given, not the real one a loaded machine slows down', async () => {
    // Every read of the real clock a second later: a machine so loaded that any send looks slow.
    let real = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (real += 1000));
    try {
      const store = freshStore();
      const outbox = runner(store, provider({ kind: 'network' }).send, { reachable: async () => 'failed' });
      await settle(outbox.submit(enquiry('a')));
      // A quick failure with a probe that failed: a guess that it never left, not a counted copy.
      expect(await readEntry(store, 'a')).toMatchObject({ guessedNotArrived: 1, timeouts: 0 });
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('writes the enquiry, transaction complete, before any network call, then sends it from the queue', async () => {
    const store = freshStore();
    const seenAtSend: unknown[] = [];
    const send = vi.fn(async (params: TemplateParams) => {
      seenAtSend.push(await readEntry(store, params.submission_id));
      return { kind: 'sent' as const };
    });
    expect(await settle(runner(store, send).submit(enquiry('a')))).toEqual({ kind: 'sent' });
    // Stored, and its attempt counted (marked in flight), before the request went out.
    expect(seenAtSend).toEqual([expect.objectContaining({ id: 'a', attempts: 1, inFlight: expect.anything() })]);
    expect(await readOutbox(store)).toEqual([]);
  });

  it('keeps an enquiry offline without trying to send it', async () => {
    const store = freshStore();
    const { send } = provider();
    const offline = runner(store, send, { isOnline: () => false });
    expect(await settle(offline.submit(enquiry('a')))).toEqual({ kind: 'queued' });
    expect(send).not.toHaveBeenCalled();
    expect((await readOutbox(store)).map((e) => e.id)).toEqual(['a']);
  });

  it.each([
    ['a network error', { kind: 'network' } as SendOutcome],
    ['a timeout', { kind: 'timeout' } as SendOutcome],
    ['408', failed(408)],
    ['425', failed(425)],
    ['429 with Retry-After: 0', failed(429, 0)],
    ['503', failed(503)],
  ])('keeps the enquiry after %s and sends it once the schedule is due', async (_name, answer) => {
    const store = freshStore();
    const { send, arrived } = provider(answer);
    const outbox = runner(store, send);
    const stop = outbox.start();
    expect(await settle(outbox.submit(enquiry('a')))).toEqual({ kind: 'queued' });
    expect(outbox.getSnapshot().retryAt).toBe(1_002_500);
    await vi.advanceTimersByTimeAsync(2_400);
    expect(arrived).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(200);
    await settle(vi.waitFor(async () => expect(await readOutbox(store)).toEqual([])));
    expect(arrived).toEqual(['a', 'a']);
    stop();
  });

  it('storage refusing every write after the enquiry was kept: a retry time kept by the page, said to be the page’s only, and the enquiry goes once writes work', async () => {
    const real = freshStore();
    await settle(enqueue(real, enquiry('a'), 1));
    let refusing = true;
    const store: UseStore = (mode, callback) =>
      refusing && mode === 'readwrite'
        ? Promise.reject(new DOMException('The disk is full', 'QuotaExceededError'))
        : real(mode, callback);
    const { send, arrived } = provider();
    const outbox = runner(store, send);
    const stop = outbox.start();
    await settle(vi.waitFor(() => expect(outbox.getSnapshot().retryAt).not.toBeNull()));
    const first = outbox.getSnapshot();
    expect(first.retryOnPageOnly).toBe(true);
    // The first wait of the shared schedule's doubling (random 0: 2.5 s), from the failed round.
    expect(first.retryAt! - Date.now()).toBeGreaterThan(2_000);
    expect(first.retryAt! - Date.now()).toBeLessThanOrEqual(2_500);
    expect(arrived).toEqual([]);
    // Refused again at that time: the next wait doubles, still the page's own.
    await vi.advanceTimersByTimeAsync(first.retryAt! - Date.now());
    await settle(vi.waitFor(() => expect(outbox.getSnapshot().retryAt).toBeGreaterThanOrEqual(first.retryAt! + 5_000)));
    expect(outbox.getSnapshot().retryOnPageOnly).toBe(true);
    expect(arrived).toEqual([]);
    refusing = false;
    await vi.advanceTimersByTimeAsync(outbox.getSnapshot().retryAt! - Date.now());
    await settle(vi.waitFor(() => expect(arrived).toEqual(['a'])));
    await settle(
      vi.waitFor(() => expect(outbox.getSnapshot()).toMatchObject({ retryAt: null, retryOnPageOnly: false })),
    );
    stop();
  });

  it('storage refusing every write with a stored schedule already due: the page’s later time holds, not a 0 ms timer round after round', async () => {
    const real = freshStore();
    await settle(enqueue(real, enquiry('a'), 1));
    // A schedule kept before the disk filled, due a minute ago.
    await settle(set(SCHEDULE_KEY, { failures: 1, nextAt: Date.now() - 60_000, delayMs: 2_500 }, real));
    let writes = 0;
    const store: UseStore = (mode, callback) => {
      if (mode !== 'readwrite') return real(mode, callback);
      writes += 1;
      return Promise.reject(new DOMException('The disk is full', 'QuotaExceededError'));
    };
    const outbox = runner(store, provider().send);
    const stop = outbox.start();
    await settle(vi.waitFor(() => expect(outbox.getSnapshot().retryOnPageOnly).toBe(true)));
    const { retryAt } = outbox.getSnapshot();
    expect(retryAt! - Date.now()).toBeGreaterThan(2_000);
    const writesAfterFirstRound = writes;
    // Half the page's wait: no round meanwhile (before, the due schedule armed 0 ms timers).
    await vi.advanceTimersByTimeAsync(1_000);
    for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toBe(writesAfterFirstRound);
    expect(outbox.getSnapshot().retryAt).toBe(retryAt);
    stop();
  });

  it('the page’s own retry time, with the clock set back a day, is clamped to its wait from now', async () => {
    const real = freshStore();
    await settle(enqueue(real, enquiry('a'), 1));
    const store: UseStore = (mode, callback) =>
      mode === 'readwrite'
        ? Promise.reject(new DOMException('The disk is full', 'QuotaExceededError'))
        : real(mode, callback);
    const outbox = runner(store, provider().send);
    const stop = outbox.start();
    await settle(vi.waitFor(() => expect(outbox.getSnapshot().retryOnPageOnly).toBe(true)));
    vi.setSystemTime(Date.now() - 86_400_000);
    await settle(outbox.refresh());
    // The first wait (random 0: 2.5 s), not a day and 2.5 s.
    expect(outbox.getSnapshot().retryAt! - Date.now()).toBeLessThanOrEqual(2_500);
    expect(outbox.getSnapshot().retryOnPageOnly).toBe(true);
    stop();
  });

  it('keeps the retry of an older enquiry when a new one is sent before it is due, and retries it on time', async () => {
    const store = freshStore();
    const { send, arrived } = provider({ kind: 'network' });
    const outbox = runner(store, send);
    const stop = outbox.start();
    expect(await settle(outbox.submit(enquiry('old')))).toEqual({ kind: 'queued' });
    expect(outbox.getSnapshot().retryAt).toBe(1_002_500);
    await vi.advanceTimersByTimeAsync(1_000);
    // The next visitor's lead goes at once; the first one's retry must not be lost with it.
    expect(await settle(outbox.submit(enquiry('new')))).toEqual({ kind: 'sent' });
    expect(arrived).toEqual(['old', 'new']);
    expect(outbox.getSnapshot().retryAt).toBe(1_002_500);
    // No other trigger (online, tab shown, reload, save): the timer alone sends it.
    await vi.advanceTimersByTimeAsync(1_500);
    await settle(vi.waitFor(async () => expect(await readOutbox(store)).toEqual([])));
    expect(arrived).toEqual(['old', 'new', 'old']);
    stop();
  });

  it('waits out Retry-After before trying again', async () => {
    const store = freshStore();
    const { send, arrived } = provider(failed(429, 30_000));
    const outbox = runner(store, send);
    const stop = outbox.start();
    await settle(outbox.submit(enquiry('a')));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(arrived).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(arrived).toEqual(['a', 'a']));
    stop();
  });

  it('keeps a permanent refusal for the visitor, with its reason, and does not retry it by itself', async () => {
    const store = freshStore();
    const { send, arrived } = provider(failed(413));
    const outbox = runner(store, send);
    const stop = outbox.start();
    expect(await settle(outbox.submit(enquiry('a')))).toEqual({ kind: 'rejected', status: 413, text: 'Status 413' });
    await vi.advanceTimersByTimeAsync(600_000);
    expect(arrived).toEqual(['a']);
    expect((await readEntry(store, 'a'))?.rejection).toEqual({ status: 413, text: 'Status 413' });
    await settle(outbox.retry('a'));
    expect(arrived).toEqual(['a', 'a']);
    expect(await readEntry(store, 'a')).toBeNull();
    stop();
  });

  it('shares one retry schedule between senders: a second tab does not retry early', async () => {
    const store = freshStore();
    const { send, arrived } = provider(failed(503));
    const first = runner(store, send);
    const second = runner(store, send);
    await settle(first.submit(enquiry('a')));
    await settle(second.flush());
    expect(arrived).toEqual(['a']);
    expect(await readSchedule(store, Date.now())).toEqual({ failures: 1, nextAt: 1_002_500, delayMs: 2_500 });
    // A visitor's "Send now" does not wait.
    await settle(second.flush('all'));
    expect(arrived).toEqual(['a', 'a']);
  });

  it('ignores a second submit of the same enquiry while the first is on its way', async () => {
    const store = freshStore();
    const { send, arrived } = provider();
    const outbox = runner(store, send);
    const [one, two] = await settle(Promise.all([outbox.submit(enquiry('a')), outbox.submit(enquiry('a'))]));
    expect([one, two]).toEqual([{ kind: 'sent' }, { kind: 'sent' }]);
    expect(arrived).toEqual(['a']);
  });

  it('without Web Locks, lets only one of two tabs send, even when a send hangs until its timeout', async () => {
    const store = freshStore();
    const arrived: string[] = [];
    // The provider takes 10 s (the request timeout) to answer each send.
    const slow = async (params: TemplateParams): Promise<SendOutcome> => {
      arrived.push(params.submission_id);
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      return { kind: 'sent' };
    };
    const tabs = [runner(store, slow), runner(store, slow)];
    const stops = tabs.map((tab) => tab.start());
    await settle(
      Promise.all([tabs[0]!.submit(enquiry('a')), tabs[1]!.submit(enquiry('b')), tabs[1]!.flush('all')]),
      100,
    );
    await vi.waitFor(async () => expect(await readOutbox(store)).toEqual([]));
    expect(arrived.sort()).toEqual(['a', 'b']);
    stops.forEach((stop) => stop());
  });

  it('without Web Locks, waits for the sender that holds the lease, then sends what it left', async () => {
    const store = freshStore();
    await takeLease({ store, owner: 'other tab', now: Date.now, ttlMs: LEASE_TTL_MS });
    const { send, arrived } = provider();
    const outbox = runner(store, send, { isOnline: () => false });
    await settle(outbox.submit(enquiry('a')));
    let done = false;
    const online = runner(store, send);
    const flushing = online.flush('all').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect([done, arrived]).toEqual([false, []]);
    await releaseLease({ store, owner: 'other tab' });
    await settle(flushing, 1_000);
    expect(arrived).toEqual(['a']);
  });

  it('withdraws enquiries only between rounds, and a withdrawn one is never sent', async () => {
    const store = freshStore();
    const arrived: string[] = [];
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const held = async (params: TemplateParams): Promise<SendOutcome> => {
      arrived.push(params.submission_id);
      await answered;
      return { kind: 'sent' };
    };
    const offline = runner(store, held, { isOnline: () => false });
    await settle(Promise.all([offline.submit(enquiry('a')), offline.submit(enquiry('b'))]));
    const sender = runner(store, held);
    const flushing = sender.flush('all');
    await settle(vi.waitFor(() => expect(arrived).toEqual(['a'])));
    // 'a' is on its way: taking it out now could not stop it, so the withdrawal waits for the round.
    let withdrawn: string[] | null = null;
    const withdrawing = runner(store, held)
      .withdraw(['a', 'b', 'c'])
      .then((ids) => (withdrawn = ids));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(withdrawn).toBeNull();
    answer();
    await settle(Promise.all([flushing, withdrawing]), 1_000);
    // The round sent both; none was left to take out, and the answer says none is queued.
    expect([arrived, withdrawn]).toEqual([
      ['a', 'b'],
      ['a', 'b', 'c'],
    ]);

    // Between rounds: taken out, and no later round sends it.
    await settle(offline.submit(enquiry('c')));
    expect(await settle(sender.withdraw(['c']))).toEqual(['c']);
    await settle(sender.flush('all'));
    expect(arrived).toEqual(['a', 'b']);
    expect(await readOutbox(store)).toEqual([]);
  });

  it('withdraws an enquiry whose record this version cannot read, rather than saying it is gone', async () => {
    const store = freshStore();
    // A newer deploy's record, its parameters in a shape this code does not know: still queued.
    const newer = { id: 'n', v: 2, createdAt: 1, params: { form: { submission_id: 'n' } } };
    await settle(set(`${ENQUIRY_PREFIX}n`, newer, store));
    const { send } = provider();
    const withdrawn = await settle(runner(store, send).withdraw(['n']));
    expect({ withdrawn, stored: await settle(get(`${ENQUIRY_PREFIX}n`, store)) }).toEqual({
      withdrawn: ['n'],
      stored: undefined,
    });
  });

  it('says when nothing can be kept on this device, and why, and does not send', async () => {
    const blocked = new DOMException('blocked', 'InvalidStateError');
    const broken: UseStore = () => Promise.reject(blocked);
    const { send } = provider();
    const outbox = runner(broken, send);
    const outcome = await settle(outbox.submit(enquiry('a')));
    expect(outcome).toMatchObject({ kind: 'unsaved' });
    expect(outcome.kind === 'unsaved' && outcome.cause).toBe(blocked);
    expect(send).not.toHaveBeenCalled();
  });

  it('shows only the latest read of the queue, never an older one that finished later', async () => {
    const real = freshStore();
    let calls = 0;
    let releaseFirst: () => void = () => {};
    // The first read of the queue (still empty) is held back until a later read has finished.
    const store: UseStore = (mode, callback) => {
      if (mode === 'readonly' && ++calls === 1) {
        const read = real(mode, callback);
        return new Promise((resolve) => (releaseFirst = () => resolve(read)));
      }
      return real(mode, callback);
    };
    const outbox = runner(store, provider().send, { isOnline: () => false });
    const stop = outbox.start();
    await settle(outbox.submit(enquiry('a')));
    expect(outbox.getSnapshot().entries.map((e) => e.id)).toEqual(['a']);
    releaseFirst();
    // Let the held read finish (IndexedDB work runs on real turns of the event loop).
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(outbox.getSnapshot().entries.map((e) => e.id)).toEqual(['a']);
    stop();
  });
});

describe('outbox runner, sent log', () => {
  it('shows a receipt, then after "clear sent" only its mark, and never sends the same enquiry again', async () => {
    const store = freshStore();
    const { send, arrived } = provider();
    const outbox = runner(store, send);
    expect(await settle(outbox.submit(enquiry('a')))).toEqual({ kind: 'sent' });
    await settle(outbox.refresh());
    expect(outbox.getSnapshot().sent.map((receipt) => receipt.id)).toEqual(['a']);
    // Marked at once, beside its receipt: should the receipt go, the mark still says it went.
    expect(outbox.getSnapshot().sentMarks).toEqual([{ id: 'a', sentAt: 1_000_000 }]);

    await settle(outbox.clearSent());
    expect(outbox.getSnapshot().sent).toEqual([]);
    expect(outbox.getSnapshot().sentMarks).toEqual([{ id: 'a', sentAt: 1_000_000 }]);
    // The same draft submitted again (a reload that kept it): its mark says it went.
    expect(await settle(outbox.submit(enquiry('a')))).toEqual({ kind: 'sent' });
    expect(arrived).toEqual(['a']);
  });

  it('says when the sent log cannot be read at all, rather than showing it empty', async () => {
    const refused: UseStore = () => Promise.reject(new DOMException('Refused', 'UnknownError'));
    const outbox = runner(freshStore(), provider().send, { sentStores: { receipts: refused, marks: refused } });
    await settle(outbox.refresh());
    expect(outbox.getSnapshot()).toMatchObject({ available: true, sent: [], sentMarks: [], sentUnreadable: true });
    const readable = runner(freshStore(), provider().send);
    await settle(readable.refresh());
    expect(readable.getSnapshot().sentUnreadable).toBe(false);
  });
});
