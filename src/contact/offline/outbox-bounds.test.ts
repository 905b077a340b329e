import { describe, expect, it, vi } from 'vitest';
import { enquiry, freshStore, round } from './test-store';
import { DEPARTURE_MS, enqueue, sendLengthMs, flushOutbox, readEntry, readSchedule, type FlushDeps } from './outbox';
import {
  MOST_UNCONFIRMED_SENDS,
  RETRY_BASE_MS,
  SEND_TIMEOUTS_MS,
  UNCOUNTED_SENDS_BOUND,
  UNREAD_RETRY_AFTER_MS,
} from './retry-policy';
import { UNANSWERED } from './unanswered';
import type { SendOutcome } from '../send';
import type { TemplateParams } from '../template-params';

/*
 * The bounds on copies of one enquiry (issue 50), against the hostile review of issue-50-g
 * (review R): every way a send that may have left a copy could go uncounted for ever. Before
 * the visitor must act, an enquiry is sent at most:
 * - COUNTED (2) times where the failure says it may well have arrived (a timeout, a lost answer,
 *   a 500/504/52x, a send cut off);
 * - UNCOUNTED_SENDS_BOUND (6) times where it may have arrived but is not counted against those
 *   two (a 502, an edge answering without CORS, a lost answer read by a guess as one that never
 *   got there: the flap rule, a probe that failed);
 * - so at most MOST (7) times in all, mixing both.
 */

const failed = (status: number): SendOutcome => ({ kind: 'failed', status, text: `S${status}`, retryAfterMs: null });
const COUNTED = SEND_TIMEOUTS_MS.length;
const MOST = MOST_UNCONFIRMED_SENDS;

/** A provider that answers `next(n)` to the n-th send, and counts what reached it. */
function counting(next: (n: number) => SendOutcome) {
  const arrived: string[] = [];
  const send = vi.fn(async (params: TemplateParams) => {
    arrived.push(params.submission_id);
    return next(arrived.length);
  });
  return { send, arrived };
}

describe('R1 a probe that fails with an error after a send without an answer', () => {
  it('a network error within DEPARTURE_MS, probe "failed", every time: not counted, but at most UNCOUNTED_SENDS_BOUND sends, then set aside', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, arrived } = counting(() => ({ kind: 'network' }));
    for (let i = 0; i < 20; i++)
      await flushOutbox(store, round(send, { isOnline: () => true, reachable: async () => 'failed' }));
    expect(arrived).toHaveLength(UNCOUNTED_SENDS_BOUND);
    const entry = await readEntry(store, 'a');
    expect(entry?.rejection).toEqual(UNANSWERED);
    expect(entry?.timeouts).toBe(0);
  });

  it('a timeout, probe "failed", every time: a timeout always counts: two sends, then set aside', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, arrived } = counting(() => ({ kind: 'timeout' }));
    for (let i = 0; i < 20; i++)
      await flushOutbox(store, round(send, { isOnline: () => true, reachable: async () => 'failed' }));
    expect(arrived).toHaveLength(COUNTED);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('a network error after DEPARTURE_MS, probe "failed": it had time to go out, so it counts', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let clock = 0;
    const { send, arrived } = counting(() => {
      clock += DEPARTURE_MS + 50;
      return { kind: 'network' };
    });
    for (let i = 0; i < 10; i++)
      await flushOutbox(store, round(send, { monotonicNow: () => clock, reachable: async () => 'failed' }));
    expect(arrived).toHaveLength(COUNTED);
  });
});

describe('R2 the 502 count is per enquiry: only a sent enquiry or the visitor resets it', () => {
  it('502 then a network error offline (never left), repeated: at most UNCOUNTED_SENDS_BOUND 502s', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let online = true;
    const { send, arrived } = counting((n) => (n % 2 === 1 ? failed(502) : { kind: 'network' }));
    for (let i = 0; i < 40; i++) {
      online = i % 2 === 0; // every other round the device is offline as it sends
      await flushOutbox(store, round(send, { isOnline: () => online }));
    }
    const fiveOhTwos = arrived.filter((_, i) => i % 2 === 0).length;
    expect(fiveOhTwos).toBe(UNCOUNTED_SENDS_BOUND);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('502 x5, timeout, 502 x5, timeout: set aside at the seventh, the most any mix sends', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const seq: SendOutcome[] = [
      ...Array<SendOutcome>(5).fill(failed(502)),
      { kind: 'timeout' },
      ...Array<SendOutcome>(5).fill(failed(502)),
      { kind: 'timeout' },
    ];
    const { send, arrived } = counting((n) => seq[n - 1] ?? failed(502));
    for (let i = 0; i < 20; i++) await flushOutbox(store, round(send, { reachable: async () => 'answered' }));
    expect(arrived).toHaveLength(MOST);
    expect(MOST).toBe(7);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('502, a flap (offline within DEPARTURE_MS), repeated: the two share one bound', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let online = true;
    const { send, arrived } = counting((n) => {
      if (n % 2 === 1) return failed(502);
      online = false; // the Wi-Fi goes as the send goes
      return { kind: 'network' };
    });
    for (let i = 0; i < 30; i++) {
      online = true;
      await flushOutbox(store, round(send, { isOnline: () => online }));
    }
    expect(arrived).toHaveLength(UNCOUNTED_SENDS_BOUND);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });
});

describe('a 5xx the status table does not list (issue 50: they were retried uncounted, without a cap)', () => {
  for (const status of [501, 507, 511, 599]) {
    it(`${status} every time: at most UNCOUNTED_SENDS_BOUND sends, then set aside`, async () => {
      const store = freshStore();
      await enqueue(store, enquiry('a'), 1);
      const { send, arrived } = counting(() => failed(status));
      for (let i = 0; i < 20; i++) await flushOutbox(store, round(send));
      expect(arrived).toHaveLength(UNCOUNTED_SENDS_BOUND);
      expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
    });
  }

  it('unlisted 5xx alternating with 502: the two share one bound', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, arrived } = counting((n) => failed(n % 2 === 1 ? 502 : 508));
    for (let i = 0; i < 20; i++) await flushOutbox(store, round(send));
    expect(arrived).toHaveLength(UNCOUNTED_SENDS_BOUND);
  });
});

describe('the 5xx that say the request was not processed are not bounded: no send of them left a copy', () => {
  it('525, 526 and 530 (Cloudflare never reached the origin) are not counted: a long outage sets nothing aside', async () => {
    for (const status of [525, 526, 530]) {
      const store = freshStore();
      await enqueue(store, enquiry('a'), 1);
      const { send, arrived } = counting(() => failed(status));
      for (let i = 0; i < 20; i++) await flushOutbox(store, round(send));
      expect(arrived, String(status)).toHaveLength(20);
      expect((await readEntry(store, 'a'))?.rejection, String(status)).toBeNull();
    }
  });
});

describe('R3 an edge answering without CORS may be a lost answer', () => {
  it('network every time, probe answeredWithoutCors: at most UNCOUNTED_SENDS_BOUND sends, each a minute at least after the last', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, arrived } = counting(() => ({ kind: 'network' }));
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      const { nextAt } = await flushOutbox(store, round(send, { reachable: async () => 'answeredWithoutCors' }));
      if (nextAt !== null) waits.push(nextAt - 1_000_000);
    }
    expect(arrived).toHaveLength(UNCOUNTED_SENDS_BOUND);
    expect(waits.length).toBeGreaterThan(0);
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(UNREAD_RETRY_AFTER_MS);
  });
});

describe('R4 the flap rule: a send that failed fast with the device offline after', () => {
  it('a lost answer within 100 ms, offline after, 10 times: not counted, but at most UNCOUNTED_SENDS_BOUND sends', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let clock = 1_000_000;
    let online = true;
    const { send, arrived } = counting(() => {
      clock += 100;
      online = false;
      return { kind: 'network' };
    });
    for (let i = 0; i < 10; i++) {
      online = true;
      await flushOutbox(store, round(send, { monotonicNow: () => clock, isOnline: () => online }));
    }
    expect(arrived).toHaveLength(UNCOUNTED_SENDS_BOUND);
    const entry = await readEntry(store, 'a');
    expect(entry?.timeouts).toBe(0);
    expect(entry?.rejection).toEqual(UNANSWERED);
  });
});

describe('R5 a wall clock set back between a send and its outcome', () => {
  it('timeout, device offline after, clock set back 1 h each time: each counts, two sends', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let clock = 1_000_000_000;
    let online = true;
    const { send, arrived } = counting(() => {
      clock -= 3_600_000; // NTP steps the clock back as the network changes
      online = false;
      return { kind: 'timeout' };
    });
    for (let i = 0; i < 10; i++) {
      online = true;
      await flushOutbox(store, round(send, { now: () => clock, isOnline: () => online }));
    }
    expect(arrived).toHaveLength(COUNTED);
  });

  it('a network error that lasted 10 s by the monotonic clock, offline after, wall clock set back: counts', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let wall = 1_000_000_000;
    let mono = 0;
    let online = true;
    const { send, arrived } = counting(() => {
      wall -= 3_600_000;
      mono += 10_000;
      online = false;
      return { kind: 'network' };
    });
    for (let i = 0; i < 10; i++) {
      online = true;
      await flushOutbox(store, round(send, { now: () => wall, monotonicNow: () => mono, isOnline: () => online }));
    }
    expect(arrived).toHaveLength(COUNTED);
  });

  it('control: a timeout with a steady clock: two sends, then set aside', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let clock = 1_000_000_000;
    let online = true;
    const { send, arrived } = counting(() => {
      clock += 10_000;
      online = false;
      return { kind: 'timeout' };
    });
    for (let i = 0; i < 10; i++) {
      online = true;
      await flushOutbox(store, round(send, { now: () => clock, isOnline: () => online }));
    }
    expect(arrived).toHaveLength(COUNTED);
  });
});

describe('a device that sleeps mid-send: the monotonic clock may stop, the wall clock goes on', () => {
  it('a send’s length is the larger of the two clocks’ deltas, the wall clock’s taken as 0 at least', () => {
    expect(sendLengthMs(100, 600_000)).toBe(600_000);
    expect(sendLengthMs(10_000, 50)).toBe(10_000);
    expect(sendLengthMs(100, -3_600_000)).toBe(100);
    expect(sendLengthMs(0, -1)).toBe(0);
  });

  it('the wall clock counts only where the page was away (hidden or frozen) during the send, or nobody can tell', () => {
    // A page in view throughout: a clock stepped forward 10 s (NTP on reconnecting) is not a sleep.
    expect(sendLengthMs(5, 10_000, false)).toBe(5);
    expect(sendLengthMs(5, 10_000, true)).toBe(10_000);
    expect(sendLengthMs(5, 10_000, null)).toBe(10_000);
    expect(sendLengthMs(5, -10_000, true)).toBe(5);
  });

  it('a page in view, a 5 ms network error, the wall clock stepped forward 10 s meanwhile, offline after: a flap, not counted', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let wall = 1_000_000_000;
    let mono = 0;
    let online = true;
    const { send } = counting(() => {
      mono += 5;
      wall += 10_000; // NTP stepped the clock as the connection came back
      online = false;
      return { kind: 'network' };
    });
    online = true;
    await flushOutbox(
      store,
      round(send, {
        now: () => wall,
        monotonicNow: () => mono,
        isOnline: () => online,
        away: () => ({ changes: 0, hidden: false }),
      }),
    );
    expect(await readEntry(store, 'a')).toMatchObject({ timeouts: 0, guessedNotArrived: 1 });
  });

  it('a page hidden during a 5 ms (monotonic) send that lasted 10 min by the wall clock: asleep, it counts', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let wall = 1_000_000_000;
    let mono = 0;
    let changes = 0;
    let online = true;
    const { send } = counting(() => {
      mono += 5;
      wall += 600_000;
      changes += 2; // hidden as the device went to sleep, shown as it woke
      online = false;
      return { kind: 'network' };
    });
    await flushOutbox(
      store,
      round(send, {
        now: () => wall,
        monotonicNow: () => mono,
        isOnline: () => online,
        away: () => ({ changes, hidden: false }),
      }),
    );
    expect(await readEntry(store, 'a')).toMatchObject({ timeouts: 1 });
  });

  it('a network error 100 ms long by the monotonic clock, 10 min by the wall clock (asleep), offline after: it counts, two sends', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let wall = 1_000_000_000;
    let mono = 0;
    let online = true;
    const { send, arrived } = counting(() => {
      mono += 100; // performance.now() stood still while the device slept
      wall += 600_000;
      online = false; // and it woke with no network yet
      return { kind: 'network' };
    });
    for (let i = 0; i < 10; i++) {
      online = true;
      await flushOutbox(store, round(send, { now: () => wall, monotonicNow: () => mono, isOnline: () => online }));
    }
    expect(arrived).toHaveLength(COUNTED);
    expect((await readEntry(store, 'a'))?.timeouts).toBe(COUNTED);
  });
});

describe('R6 a wall clock set back does not park the schedule', () => {
  it('a 503 at T waits ~5 s; the clock set back a day: still ~5 s, and the next due round sends', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const T = 10_000_000_000;
    await flushOutbox(
      store,
      round(async () => failed(503), { now: () => T, mode: 'due' }),
    );
    const back = T - 86_400_000;
    const schedule = await readSchedule(store, back);
    expect(schedule!.nextAt - back).toBeLessThanOrEqual(RETRY_BASE_MS);
    const { send, arrived } = counting(() => ({ kind: 'sent' }));
    await flushOutbox(store, round(send, { now: () => back + RETRY_BASE_MS, mode: 'due' }));
    expect(arrived).toHaveLength(1);
  });
});
