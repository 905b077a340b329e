import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiry, freshStore, round, runnerDeps } from './test-store';
import { DEPARTURE_MS, enqueue, flushOutbox, readEntry, type FlushDeps } from './outbox';
import { createOutboxRunner } from './outbox-runner';
import { createReachabilityProbe, PROBE_TIMEOUT_MS } from './reachability';
import { SEND_TIMEOUT_MS } from '../send';
import { LEASE_TTL_MS } from './outbox-lock';
import { UNCOUNTED_SENDS_BOUND, SEND_TIMEOUTS_MS, UNREAD_RETRY_AFTER_MS } from './retry-policy';
import { UNANSWERED } from './unanswered';
import type { SendOutcome } from '../send';
import type { TemplateParams } from '../template-params';

/*
 * A send that gets no answer (a network error or a timeout) while the device says it is
 * online: a lost answer (counted against the bound of two copies) or a network that is down
 * behind a connected Wi-Fi (not counted: it goes by itself once the network is back). A probe
 * of the provider, made after the send, tells, where it can: only a probe that fails with an
 * error says the way was shut; one that gets no answer either cannot tell a dead uplink from a
 * lossy one that carried the send, so that counts.
 */

afterEach(() => vi.useRealTimers());

const SEND_URL = 'https://provider.example/api/v1.0/email/send';

/**
 * A fetch for the probe: answers, refuses, or never answers; records what it was asked. An edge
 * without CORS (`edge`) answers the no-cors request and fails the cors one, as a browser does
 * with an answer that lacks Access-Control-Allow-Origin; `edgeSlow` never answers the cors one.
 */
function probeFetch(behaviour: 'answers' | 'fails' | 'hangs' | 'edge' | 'edgeSlow') {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    if (behaviour === 'fails') throw new TypeError('Failed to fetch');
    if (behaviour === 'hangs') return new Promise<Response>(() => {});
    if (behaviour === 'edge' && init?.mode === 'cors') throw new TypeError('Failed to fetch');
    if (behaviour === 'edgeSlow' && init?.mode === 'cors') return new Promise<Response>(() => {});
    // What a no-cors fetch gives: an opaque answer, status 0.
    return { type: 'opaque', status: 0, ok: false } as Response;
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}

/** A round online unless said otherwise (test-store.ts's round). */
function onlineRound(send: FlushDeps['send'], overrides: Partial<FlushDeps> = {}): FlushDeps {
  return round(send, { isOnline: () => true, ...overrides });
}

/** A provider whose connection fails every time, counting what was sent towards it. */
function cutConnection() {
  const tried: string[] = [];
  const send = vi.fn(async (params: TemplateParams): Promise<SendOutcome> => {
    tried.push(params.submission_id);
    return { kind: 'network' };
  });
  return { send, tried };
}

describe('the reachability probe', () => {
  it('is a HEAD to the provider’s send address, no-cors, redirects followed, never cached, without cookies, bounded', async () => {
    const { fetchFn, calls } = probeFetch('answers');
    expect(await createReachabilityProbe(SEND_URL, fetchFn)()).toBe('answered');
    // Then the same in cors mode: read as the page would read the send's answer.
    expect(calls).toHaveLength(2);
    expect(calls[1]!.init).toMatchObject({ method: 'HEAD', mode: 'cors', credentials: 'omit' });
    expect(calls[0]!.url).toBe(SEND_URL);
    expect(calls[0]!.init).toMatchObject({ method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    // A no-cors request that does not follow redirects is a network error before it is sent
    // (fetch standard, main fetch): against a provider on another origin it would never answer.
    expect(calls[0]!.init?.redirect ?? 'follow').toBe('follow');
    expect(calls[0]!.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('says answered without CORS when the no-cors HEAD is answered and the cors one fails (an edge’s own error page)', async () => {
    const { fetchFn, calls } = probeFetch('edge');
    expect(await createReachabilityProbe(SEND_URL, fetchFn)()).toBe('answeredWithoutCors');
    expect(calls.map((call) => call.init?.mode)).toEqual(['no-cors', 'cors']);
  });

  it('says answered when the cors HEAD gets no answer in time after the no-cors one did: a slow link, not an edge', async () => {
    const { fetchFn, calls } = probeFetch('edgeSlow');
    expect(await createReachabilityProbe(SEND_URL, fetchFn, 20)()).toBe('answered');
    expect(calls[1]!.init?.signal?.aborted).toBe(true);
  });

  it('says failed when the fetch fails with an error', async () => {
    const { fetchFn } = probeFetch('fails');
    expect(await createReachabilityProbe(SEND_URL, fetchFn)()).toBe('failed');
  });

  it('says silent once its limit passes without an answer, and aborts the request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetchFn, calls } = probeFetch('hangs');
    let answer: string | null = null;
    void createReachabilityProbe(SEND_URL, fetchFn)().then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS - 1);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe('silent');
    expect(calls[0]!.init?.signal?.aborted).toBe(true);
  });

  it('waits as long as a first send may wait for its answer: a link slow enough for a send is not read as no link', () => {
    expect(PROBE_TIMEOUT_MS).toBe(SEND_TIMEOUT_MS);
    // Renewed before the probe (see the outbox tests below), the lease holds it.
    expect(PROBE_TIMEOUT_MS).toBeLessThan(LEASE_TTL_MS);
  });
});

describe('outbox: a network error while online, by what the probe says', () => {
  it('the probe fails (a Wi-Fi without internet): not counted, retried, but a guess: set aside after UNCOUNTED_SENDS_BOUND tries', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, tried } = cutConnection();
    const reachable = createReachabilityProbe(SEND_URL, probeFetch('fails').fetchFn);
    for (let i = 0; i < UNCOUNTED_SENDS_BOUND - 1; i++) await flushOutbox(store, onlineRound(send, { reachable }));
    let entry = await readEntry(store, 'a');
    expect(entry?.rejection).toBeNull();
    expect(entry?.timeouts).toBe(0);
    expect(entry?.lastError).toBe('network');
    // A lost answer on a warm connection fails as fast, and a probe can fail for its own reasons
    // (review R1): read so every time, it would send a copy per retry for ever.
    for (let i = 0; i < 4; i++) await flushOutbox(store, onlineRound(send, { reachable }));
    expect(tried).toHaveLength(UNCOUNTED_SENDS_BOUND);
    entry = await readEntry(store, 'a');
    expect(entry?.timeouts).toBe(0);
    expect(entry?.guessedNotArrived).toBe(UNCOUNTED_SENDS_BOUND);
    expect(entry?.rejection).toEqual(UNANSWERED);
  });

  it('the probe fails, but the send lasted DEPARTURE_MS or more: it had time to go out, so it counts', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let clock = 0;
    const send = vi.fn(async (): Promise<SendOutcome> => {
      clock += DEPARTURE_MS;
      return { kind: 'network' };
    });
    const reachable = createReachabilityProbe(SEND_URL, probeFetch('fails').fetchFn);
    for (let i = 0; i < 6; i++) await flushOutbox(store, onlineRound(send, { reachable, monotonicNow: () => clock }));
    expect(send).toHaveBeenCalledTimes(SEND_TIMEOUTS_MS.length);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  // A page busy redrawing what `sending` told it, 500 ms on a loaded device: synchronously as the
  // send ends (a listener), or in a microtask queued as it starts (React renders a store's change so).
  const busyPages: [string, (advance: (ms: number) => void) => (id: string | null) => void][] = [
    ['as the send ends', (advance) => (id) => id === null && advance(500)],
    ['queued as the send starts', (advance) => (id) => id !== null && queueMicrotask(() => advance(500))],
  ];
  it.each(busyPages)('times the send alone: the page’s redraw %s is not the send’s length', async (_, busy) => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let clock = 0;
    const send = vi.fn(async (): Promise<SendOutcome> => {
      clock += 10;
      return { kind: 'network' };
    });
    const sending = busy((ms) => (clock += ms));
    const reachable = createReachabilityProbe(SEND_URL, probeFetch('fails').fetchFn);
    await flushOutbox(store, onlineRound(send, { reachable, sending, monotonicNow: () => clock }));
    const entry = await readEntry(store, 'a');
    expect(entry?.guessedNotArrived).toBe(1);
    expect(entry?.timeouts).toBe(0);
  });

  it('the probe answers (the answer was lost on the way): counted, set aside after two copies', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, tried } = cutConnection();
    const reachable = createReachabilityProbe(SEND_URL, probeFetch('answers').fetchFn);
    for (let i = 0; i < 6; i++) await flushOutbox(store, onlineRound(send, { reachable }));
    expect(tried).toHaveLength(SEND_TIMEOUTS_MS.length);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('the probe hangs: the round ends at the probe’s limit, the failure counted (it may have gone out), at most two copies', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, tried } = cutConnection();
    const { fetchFn, calls } = probeFetch('hangs');
    // A short limit, on the real clock (fake-indexeddb needs it): the behaviour is the limit's, not its size.
    const reachable = createReachabilityProbe(SEND_URL, fetchFn, 20);
    for (let i = 0; i < 4; i++) await flushOutbox(store, onlineRound(send, { reachable }));
    expect(tried).toHaveLength(SEND_TIMEOUTS_MS.length);
    expect(calls.every((call) => call.init?.signal?.aborted)).toBe(true);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('is asked only for a network error, online: not for an HTTP answer, offline, or a timeout (which always counts)', async () => {
    const reachable = vi.fn(async () => 'failed' as const);
    for (const [outcome, online, counted] of [
      [{ kind: 'failed', status: 502, text: 'Bad Gateway', retryAfterMs: null }, true, 0],
      [{ kind: 'network' }, false, 0],
      [{ kind: 'timeout' }, false, 1],
      [{ kind: 'timeout' }, true, 1],
    ] as [SendOutcome, boolean, number][]) {
      const store = freshStore();
      await enqueue(store, enquiry('a'), 1);
      await flushOutbox(
        store,
        onlineRound(async () => outcome, { reachable, isOnline: () => online }),
      );
      expect((await readEntry(store, 'a'))?.timeouts).toBe(counted);
    }
    expect(reachable).not.toHaveBeenCalled();
  });

  it('a lossy link (review H1): the request reaches the provider, its answer and the probe’s get lost: each timeout counts, at most two copies, each retry waits longer', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const arrived: string[] = [];
    const limits: number[] = [];
    const send = vi.fn(async (params: TemplateParams, options: { timeoutMs: number }): Promise<SendOutcome> => {
      arrived.push(params.submission_id); // mailed: the provider got it
      limits.push(options.timeoutMs);
      return { kind: 'timeout' }; // its answer never came back
    });
    // The real probe, over the same link: its HEAD gets nothing back either.
    const reachable = createReachabilityProbe(SEND_URL, probeFetch('hangs').fetchFn, 20);
    for (let i = 0; i < 6; i++) await flushOutbox(store, onlineRound(send, { reachable }));
    expect(arrived).toEqual(['a', 'a']);
    expect(limits).toEqual([...SEND_TIMEOUTS_MS]);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('a timeout counts, whatever a probe would say: a provider that answers late got a copy each time (review R1)', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const send = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'timeout' }));
    const reachable = vi.fn(createReachabilityProbe(SEND_URL, probeFetch('fails').fetchFn));
    for (let i = 0; i < 6; i++) await flushOutbox(store, onlineRound(send, { reachable }));
    expect(send).toHaveBeenCalledTimes(SEND_TIMEOUTS_MS.length);
    expect(reachable).not.toHaveBeenCalled();
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('a provider that answers late (the probe reaches it): the timeout counts, at most two copies', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const send = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'timeout' }));
    const reachable = createReachabilityProbe(SEND_URL, probeFetch('answers').fetchFn);
    for (let i = 0; i < 6; i++) await flushOutbox(store, onlineRound(send, { reachable }));
    expect(send).toHaveBeenCalledTimes(SEND_TIMEOUTS_MS.length);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('the network goes away mid-send (H2): online when it went, offline after: counted without a probe, at most two copies', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let up = true;
    let clock = 1_000_000;
    const arrived: string[] = [];
    // The provider stores it, then the rep walks off the Wi-Fi: no answer, offline after.
    const send = vi.fn(async (params: TemplateParams): Promise<SendOutcome> => {
      arrived.push(params.submission_id);
      clock += 2_000;
      up = false;
      return { kind: 'network' };
    });
    const reachable = vi.fn(async () => (up ? 'answered' : 'failed') as 'answered' | 'failed');
    for (let i = 0; i < 6; i++) {
      up = true; // back at the booth
      await flushOutbox(store, onlineRound(send, { reachable, isOnline: () => up, monotonicNow: () => clock }));
    }
    expect(arrived).toHaveLength(SEND_TIMEOUTS_MS.length);
    expect(reachable).not.toHaveBeenCalled();
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('a Wi-Fi that flaps (review 4): the send fails at once as the network goes again: not counted, set aside only after UNCOUNTED_SENDS_BOUND tries', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let up = true;
    let clock = 1_000_000;
    const send = vi.fn(async (): Promise<SendOutcome> => {
      clock += DEPARTURE_MS - 1;
      up = false;
      return { kind: 'network' };
    });
    const reachable = vi.fn(async () => 'answered' as const);
    for (let i = 0; i < UNCOUNTED_SENDS_BOUND - 1; i++) {
      up = true; // the `online` that starts a round
      await flushOutbox(store, onlineRound(send, { reachable, isOnline: () => up, monotonicNow: () => clock }));
    }
    expect(send).toHaveBeenCalledTimes(UNCOUNTED_SENDS_BOUND - 1);
    let entry = await readEntry(store, 'a');
    expect(entry?.rejection).toBeNull();
    expect(entry?.timeouts).toBe(0);
    // The same quick failure is what a lost answer on a warm connection looks like (review R4):
    // read as a flap every time, it would send a copy per retry for ever.
    for (let i = 0; i < 4; i++) {
      up = true;
      await flushOutbox(store, onlineRound(send, { reachable, isOnline: () => up, monotonicNow: () => clock }));
    }
    expect(send).toHaveBeenCalledTimes(UNCOUNTED_SENDS_BOUND);
    entry = await readEntry(store, 'a');
    expect(entry?.timeouts).toBe(0);
    expect(entry?.rejection).toEqual(UNANSWERED);
  });

  it('renews the lease before the probe; a lease lost by then counts the send and ends the round', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await enqueue(store, enquiry('b'), 2);
    const steps: string[] = [];
    let leases = 0;
    const keepAlive = vi.fn(async () => {
      steps.push('lease');
      return ++leases < 2;
    });
    const reachable = vi.fn(async () => {
      steps.push('probe');
      return 'failed' as const;
    });
    const send = vi.fn(async (): Promise<SendOutcome> => {
      steps.push('send');
      return { kind: 'network' };
    });
    await flushOutbox(store, onlineRound(send, { reachable, keepAlive }));
    expect(steps).toEqual(['lease', 'send', 'lease']);
    expect((await readEntry(store, 'a'))?.timeouts).toBe(1);
    expect((await readEntry(store, 'b'))?.attempts).toBe(0);
  });
});

describe('outbox: an edge (CDN, gateway) answering without CORS (review 2)', () => {
  it('a network error, the probe answered only without CORS: not counted as a copy, the round ends, at most UNCOUNTED_SENDS_BOUND tries', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await enqueue(store, enquiry('b'), 2);
    const { send, tried } = cutConnection();
    const reachable = createReachabilityProbe(SEND_URL, probeFetch('edge').fetchFn);
    await flushOutbox(store, onlineRound(send, { reachable }));
    // It speaks for every enquiry: b is not sent into it.
    expect(tried).toEqual(['a']);
    expect((await readEntry(store, 'a'))?.timeouts).toBe(0);
    expect((await readEntry(store, 'a'))?.gatewayFailures).toBe(1);
    for (let i = 0; i < UNCOUNTED_SENDS_BOUND * 2; i++) await flushOutbox(store, onlineRound(send, { reachable }));
    expect(tried.filter((id) => id === 'a')).toHaveLength(UNCOUNTED_SENDS_BOUND);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('a timeout, the probe answered only without CORS: the timeout still counts (no answer was there to read)', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const send = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'timeout' }));
    const reachable = createReachabilityProbe(SEND_URL, probeFetch('edge').fetchFn);
    for (let i = 0; i < 6; i++) await flushOutbox(store, onlineRound(send, { reachable }));
    expect(send).toHaveBeenCalledTimes(SEND_TIMEOUTS_MS.length);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('a round no visitor asked for (the connection back, Background Sync) 1 s after an edge answer sends nothing', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, tried } = cutConnection();
    const reachable = createReachabilityProbe(SEND_URL, probeFetch('edge').fetchFn);
    const first = await flushOutbox(store, onlineRound(send, { reachable }));
    expect(first.nextAt).toBeGreaterThanOrEqual(1_000_000 + UNREAD_RETRY_AFTER_MS);
    await flushOutbox(store, onlineRound(send, { reachable, mode: 'new', now: () => 1_001_000 }));
    expect(tried).toEqual(['a']);
    // The visitor's own "Send now" still goes at once.
    await flushOutbox(store, onlineRound(send, { reachable, mode: 'all', now: () => 1_001_000 }));
    expect(tried).toEqual(['a', 'a']);
  });
});

describe('outbox runner: the probe it is given decides for every sender built on it', () => {
  it('a network down behind a connected Wi-Fi: rounds below UNCOUNTED_SENDS_BOUND set nothing aside; it goes once the network is back', async () => {
    const store = freshStore();
    let networkUp = false;
    const arrived: string[] = [];
    const send = vi.fn(async (params: TemplateParams): Promise<SendOutcome> => {
      if (!networkUp) return { kind: 'network' };
      arrived.push(params.submission_id);
      return { kind: 'sent' };
    });
    const runner = createOutboxRunner(
      runnerDeps(store, { send, reachable: async () => (networkUp ? 'answered' : 'failed') }),
    );
    await enqueue(store, enquiry('a'), 1);
    for (let i = 0; i < UNCOUNTED_SENDS_BOUND - 1; i++) await runner.flush('all');
    expect(send).toHaveBeenCalledTimes(UNCOUNTED_SENDS_BOUND - 1);
    expect((await readEntry(store, 'a'))?.rejection).toBeNull();
    networkUp = true;
    await runner.flush('all');
    expect(arrived).toEqual(['a']);
    expect(await readEntry(store, 'a')).toBeNull();
  });
});
