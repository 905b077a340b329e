import { describe, expect, it, vi } from 'vitest';
import { get, set } from 'idb-keyval';
import { enquiry, freshStore, fullFor, refusingWrites, round } from './test-store';
import {
  enqueue,
  flushOutbox,
  readEntry,
  readOutbox,
  RECORD_VERSION,
  retryEntry,
  SCHEDULE_KEY,
  type FlushDeps,
} from './outbox';
import { UNCOUNTED_SENDS_BOUND, mayHaveArrived, SEND_TIMEOUTS_MS } from './retry-policy';
import { UNANSWERED } from './unanswered';
import type { SendOutcome } from '../send';
import type { TemplateParams } from '../template-params';

/*
 * The bound on copies (issue 50): at most SEND_TIMEOUTS_MS.length copies of one enquiry reach
 * the provider after failures that may have left one (a timeout or a lost answer where the
 * provider could be reached, a 500/504/52x, a send cut off by a reload or a closed tab); then
 * it waits for the visitor.
 */

const failed = (status: number): SendOutcome => ({
  kind: 'failed',
  status,
  text: `Status ${status}`,
  retryAfterMs: null,
});

/** A provider that answers `outcome` every time, and counts what reached it. */
function provider(outcome: SendOutcome) {
  const arrived: string[] = [];
  const limits: number[] = [];
  const send = vi.fn(async (params: TemplateParams, options: { timeoutMs: number }) => {
    arrived.push(params.submission_id);
    limits.push(options.timeoutMs);
    return outcome;
  });
  return { send, arrived, limits };
}

const BOUND = SEND_TIMEOUTS_MS.length;

describe('outbox: every failure that may have left a copy counts against the bound', () => {
  it.each([
    ['a lost answer (the connection dropped while online)', { kind: 'network' } as SendOutcome],
    ['a 500 Internal Server Error', failed(500)],
    ['a 504 Gateway Timeout', failed(504)],
    ['a 524 (Cloudflare: the origin took it, then timed out)', failed(524)],
    ['a timeout', { kind: 'timeout' } as SendOutcome],
  ])(
    '%s every time: at most two copies (the bound), then it waits for the visitor, marked unanswered',
    async (_, outcome) => {
      const store = freshStore();
      await enqueue(store, enquiry('a'), 1);
      const { send, arrived, limits } = provider(outcome);
      for (let i = 0; i < 6; i++) await flushOutbox(store, round(send, { isOnline: () => true }));
      expect(arrived).toHaveLength(BOUND);
      // Each retry waits longer, as after a timeout.
      expect(limits).toEqual([...SEND_TIMEOUTS_MS]);
      expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
    },
  );

  it('a connection failure while offline never left: it is retried without counting', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, arrived } = provider({ kind: 'network' });
    for (let i = 0; i < 5; i++) await flushOutbox(store, round(send, { isOnline: () => false }));
    expect(arrived).toHaveLength(5);
    const entry = await readEntry(store, 'a');
    expect(entry?.rejection).toBeNull();
    expect(entry?.timeouts).toBe(0);
  });

  it.each([502, 503, 429])('a %i says the provider did not take it: retried without counting', async (status) => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, arrived } = provider(failed(status));
    for (let i = 0; i < 4; i++) await flushOutbox(store, round(send));
    expect(arrived).toHaveLength(4);
    expect(mayHaveArrived(failed(status))).toBe(false);
    const entry = await readEntry(store, 'a');
    expect(entry?.rejection).toBeNull();
    expect(entry?.timeouts).toBe(0);
  });
});

describe('outbox: a 502 has its own, higher bound (it may come after the request was passed on)', () => {
  it('a 502 every time: at most UNCOUNTED_SENDS_BOUND copies, then it waits for the visitor', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, arrived } = provider(failed(502));
    for (let i = 0; i < UNCOUNTED_SENDS_BOUND + 3; i++) await flushOutbox(store, round(send));
    expect(UNCOUNTED_SENDS_BOUND).toBeGreaterThan(BOUND);
    expect(arrived).toHaveLength(UNCOUNTED_SENDS_BOUND);
    const entry = await readEntry(store, 'a');
    expect(entry?.rejection).toEqual(UNANSWERED);
    expect(entry?.timeouts).toBe(0);
  });

  it('502s not in a row (a 503 between them): still counted, per enquiry, to the same bound (review R2)', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let tries = 0;
    const outcomes: number[] = [];
    const send = vi.fn(async (): Promise<SendOutcome> => {
      const status = ++tries % 3 === 0 ? 503 : 502;
      outcomes.push(status);
      return failed(status);
    });
    for (let i = 0; i < UNCOUNTED_SENDS_BOUND * 3; i++) await flushOutbox(store, round(send));
    expect(outcomes.filter((status) => status === 502)).toHaveLength(UNCOUNTED_SENDS_BOUND);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('the 502 count starts again only when the visitor tries it again', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, arrived } = provider(failed(502));
    for (let i = 0; i < UNCOUNTED_SENDS_BOUND; i++) await flushOutbox(store, round(send));
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
    await retryEntry(store, 'a');
    expect((await readEntry(store, 'a'))?.gatewayFailures).toBe(0);
    for (let i = 0; i < UNCOUNTED_SENDS_BOUND * 2; i++) await flushOutbox(store, round(send));
    expect(arrived).toHaveLength(UNCOUNTED_SENDS_BOUND * 2);
  });

  it('the count of guesses that a send never left starts again only when the visitor tries it again', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    // A quick network error with the device offline after it (a flapping Wi-Fi): a guess each time.
    let online = true;
    const arrived: string[] = [];
    const send = async (params: TemplateParams): Promise<SendOutcome> => {
      arrived.push(params.submission_id);
      online = false;
      return { kind: 'network' };
    };
    const flap = () => round(send, { isOnline: () => online });
    for (let i = 0; i < UNCOUNTED_SENDS_BOUND; i++) {
      online = true;
      await flushOutbox(store, flap());
    }
    expect(await readEntry(store, 'a')).toMatchObject({
      guessedNotArrived: UNCOUNTED_SENDS_BOUND,
      rejection: UNANSWERED,
    });
    await retryEntry(store, 'a');
    expect((await readEntry(store, 'a'))?.guessedNotArrived).toBe(0);
    online = true;
    await flushOutbox(store, flap());
    expect(arrived).toHaveLength(UNCOUNTED_SENDS_BOUND + 1);
    expect(await readEntry(store, 'a')).toMatchObject({ guessedNotArrived: 1, rejection: null });
  });

  it.each([521, 523])('a %i (Cloudflare never reached the origin) is not counted', async (status) => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, arrived } = provider(failed(status));
    for (let i = 0; i < 8; i++) await flushOutbox(store, round(send));
    expect(arrived).toHaveLength(8);
    const entry = await readEntry(store, 'a');
    expect(entry?.rejection).toBeNull();
    expect(entry?.timeouts).toBe(0);
  });
});

describe('outbox: the attempt is counted before the send goes out', () => {
  /** A send that never answers: its page is reloaded or its tab closed while it is out. */
  function cutOff() {
    const arrived: string[] = [];
    const send = vi.fn(async (params: TemplateParams) => {
      arrived.push(params.submission_id);
      return new Promise<SendOutcome>(() => {});
    });
    return { send, arrived };
  }

  async function sendOut(store: ReturnType<typeof freshStore>, send: FlushDeps['send']) {
    let out = false;
    void flushOutbox(store, round(send, { sending: (id) => (out ||= id !== null) }));
    await vi.waitFor(() => expect(out).toBe(true));
  }

  it('marks the record in flight, with the attempt and its time, before the request goes out', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let stored: unknown;
    const send = vi.fn(async () => {
      stored = await get('enquiry:a', store);
      return { kind: 'sent' } as SendOutcome;
    });
    await flushOutbox(store, round(send));
    expect(stored).toMatchObject({ attempts: 1, inFlight: { attempt: 1, at: 1_000_000 }, v: RECORD_VERSION });
  });

  it('clears the mark with the answer', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await flushOutbox(
      store,
      round(async () => failed(503)),
    );
    expect(await get('enquiry:a', store)).toMatchObject({ attempts: 1, inFlight: null, timeouts: 0 });
  });

  it('a send cut off mid-way counts as one that may have left a copy: the next waits longer', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await sendOut(store, cutOff().send);
    const { send, limits } = provider({ kind: 'sent' });
    await flushOutbox(store, round(send));
    expect(limits).toEqual([SEND_TIMEOUTS_MS[1]]);
    expect(await readOutbox(store)).toEqual([]);
  });

  it('reloads mid-send, over and over: at most the bound of copies go out, then it waits for the visitor', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, arrived } = cutOff();
    for (let i = 0; i < 4; i++) {
      const before = arrived.length;
      let ended = false;
      void flushOutbox(store, round(send)).then(() => (ended = true));
      // Either it goes out (and hangs, as the reloaded page's request does) or the round ends.
      await vi.waitFor(() => expect(ended || arrived.length > before).toBe(true));
    }
    expect(arrived).toHaveLength(BOUND);
    const entry = await readEntry(store, 'a');
    expect(entry?.rejection).toEqual(UNANSWERED);
    expect(entry?.attempts).toBe(BOUND);
  });

  it('a mark that cannot be written (the disk full) keeps the enquiry queued and unsent', async () => {
    const real = freshStore();
    await enqueue(real, enquiry('a'), 1);
    await enqueue(real, enquiry('b'), 2);
    const full = fullFor(real, 'enquiry:');
    const warn = vi.fn();
    const { send, arrived } = provider({ kind: 'sent' });
    const result = await flushOutbox(full, round(send, { warn }));
    expect(arrived).toEqual([]);
    expect(result.sent).toEqual([]);
    // The schedule could still be written: a retry is set, not "in a moment" for ever.
    expect(result.nextAt).toBeGreaterThan(1_000_000);
    expect((await readEntry(real, 'a'))?.attempts).toBe(0);
    expect(await readEntry(real, 'b')).not.toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('storage that refuses every write: round after round, no copy goes out uncounted', async () => {
    const real = freshStore();
    await enqueue(real, enquiry('a'), 1);
    const refusing = refusingWrites(real);
    const { send, arrived } = provider({ kind: 'network' });
    for (let i = 0; i < UNCOUNTED_SENDS_BOUND + 2; i++) await flushOutbox(refusing, round(send)).catch(() => null);
    expect(arrived).toEqual([]);
    expect(await readEntry(real, 'a')).toMatchObject({ attempts: 0, rejection: null });
  });
});

describe('outbox: a sender whose lease ran out mid-send does not overwrite the one that took over', () => {
  /** Sender A's send hangs until released; meanwhile sender B takes the enquiry over and answers. */
  async function lateOutcome(bAnswers: SendOutcome, aAnswers: SendOutcome) {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let releaseA!: (outcome: SendOutcome) => void;
    const aSend = vi.fn(() => new Promise<SendOutcome>((resolve) => (releaseA = resolve)));
    const roundA = flushOutbox(store, round(aSend));
    await vi.waitFor(() => expect(aSend).toHaveBeenCalled());
    // B finds A's mark (a cut-off send, to its eyes), counts it, sends and stores its outcome.
    await flushOutbox(
      store,
      round(async () => bAnswers),
    );
    const byB = await readEntry(store, 'a');
    releaseA(aAnswers);
    await roundA;
    return { byB, after: await readEntry(store, 'a') };
  }

  it("keeps the taking-over sender's counts", async () => {
    const { byB, after } = await lateOutcome(failed(502), failed(503));
    expect(byB).toMatchObject({ timeouts: 1, gatewayFailures: 1 });
    expect(after).toMatchObject({ timeouts: 1, gatewayFailures: 1, attempts: 2 });
  });

  it("keeps the taking-over sender's setting aside for the visitor", async () => {
    const { byB, after } = await lateOutcome(failed(500), failed(503));
    expect(byB?.rejection).toEqual(UNANSWERED);
    expect(after?.rejection).toEqual(UNANSWERED);
    expect(after?.timeouts).toBe(BOUND);
  });

  it('a failure does not bring forward a later wait another sender stored', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await set(SCHEDULE_KEY, { failures: 1, nextAt: 1_000_000 + 60_000, delayMs: 60_000 }, store);
    const result = await flushOutbox(
      store,
      round(async () => failed(503)),
    );
    expect(result.nextAt).toBe(1_000_000 + 60_000);
    expect(await get(SCHEDULE_KEY, store)).toMatchObject({ failures: 2, nextAt: 1_000_000 + 60_000 });
  });

  it("its own outcome is written as is while the mark is still its send's", async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await flushOutbox(
      store,
      round(async () => failed(502)),
    );
    expect(await readEntry(store, 'a')).toMatchObject({
      attempts: 1,
      gatewayFailures: 1,
      inFlight: null,
      lastError: expect.any(String),
    });
  });
});
