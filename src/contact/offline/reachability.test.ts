import { afterEach, describe, expect, it, vi } from 'vitest';
import { enquiry, freshStore, runnerDeps } from './test-store';
import { enqueue, flushOutbox, readEntry, type FlushDeps } from './outbox';
import { createOutboxRunner } from './outbox-runner';
import { createReachabilityProbe, PROBE_TIMEOUT_MS } from './reachability';
import { LEASE_TTL_MS } from './outbox-lock';
import { SEND_TIMEOUTS_MS } from './retry-policy';
import { UNANSWERED } from './unanswered';
import type { SendOutcome } from '../send';
import type { TemplateParams } from '../template-params';

/*
 * A send that fails with a network error while the device says it is online: a lost answer
 * (counted against the bound of two copies) or a network that is down behind a connected Wi-Fi
 * (not counted: it goes by itself once the network is back). A probe of the provider tells.
 */

afterEach(() => vi.useRealTimers());

const ORIGIN = 'https://provider.example';

/** A fetch for the probe: answers, refuses, or never answers; records what it was asked. */
function probeFetch(behaviour: 'answers' | 'fails' | 'hangs') {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    if (behaviour === 'fails') throw new TypeError('Failed to fetch');
    if (behaviour === 'hangs') return new Promise<Response>(() => {});
    // What a no-cors fetch gives: an opaque answer, status 0.
    return { type: 'opaque', status: 0, ok: false } as Response;
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}

function round(send: FlushDeps['send'], overrides: Partial<FlushDeps> = {}): FlushDeps {
  return {
    send,
    pause: () => Promise.resolve(),
    now: () => 1_000_000,
    random: () => 0,
    mode: 'all',
    isOnline: () => true,
    ...overrides,
  };
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
  it('is a HEAD to the provider’s origin, no-cors, never cached, without cookies, bounded', async () => {
    const { fetchFn, calls } = probeFetch('answers');
    expect(await createReachabilityProbe(ORIGIN, fetchFn)()).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${ORIGIN}/`);
    expect(calls[0]!.init).toMatchObject({ method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    expect(calls[0]!.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('says unreachable when the fetch fails', async () => {
    const { fetchFn } = probeFetch('fails');
    expect(await createReachabilityProbe(ORIGIN, fetchFn)()).toBe(false);
  });

  it('says unreachable once its limit passes without an answer, and aborts the request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetchFn, calls } = probeFetch('hangs');
    let answer: boolean | null = null;
    void createReachabilityProbe(ORIGIN, fetchFn)().then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS - 1);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(false);
    expect(calls[0]!.init?.signal?.aborted).toBe(true);
  });

  it('fits with the longest send inside the sender’s lease', () => {
    expect(PROBE_TIMEOUT_MS).toBeGreaterThan(0);
    expect(Math.max(...SEND_TIMEOUTS_MS) + PROBE_TIMEOUT_MS).toBeLessThanOrEqual(LEASE_TTL_MS);
  });
});

describe('the probe does not follow redirects (H3)', () => {
  it('an origin that redirects elsewhere (which connect-src blocks) still answered: reachable', async () => {
    // A browser that follows the redirect meets connect-src and fails the fetch; stopped at the
    // redirect ('manual'), it gives an opaque-redirect answer: the origin answered.
    const calls: (RequestInit | undefined)[] = [];
    const fetchFn = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init);
      if (init?.redirect !== 'manual') throw new TypeError('Refused to connect: Content Security Policy');
      return { type: 'opaqueredirect', status: 0, ok: false } as Response;
    });
    expect(await createReachabilityProbe(ORIGIN, fetchFn as unknown as typeof fetch)()).toBe(true);
    expect(calls).toHaveLength(1);
  });
});

describe('outbox: the provider is probed before each send; what went out unanswered counts', () => {
  it('a Wi-Fi without internet (the probe fails at once): nothing goes out, nothing counted, never set aside', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, tried } = cutConnection();
    const { fetchFn, calls } = probeFetch('fails');
    const reachable = createReachabilityProbe(ORIGIN, fetchFn);
    for (let i = 0; i < 8; i++) await flushOutbox(store, round(send, { reachable }));
    expect(tried).toHaveLength(0);
    expect(calls).toHaveLength(8);
    const entry = await readEntry(store, 'a');
    expect(entry?.rejection).toBeNull();
    expect(entry?.timeouts).toBe(0);
    expect(entry?.lastError).toBe('unreachable');
  });

  it('an uplink that silently drops packets (H1): the probe gets no answer, the send never waits out 10 s and 25 s, never set aside', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    // What the send would come to on that uplink: a timeout, which always counted.
    const tried: string[] = [];
    const send = vi.fn(async (params: TemplateParams): Promise<SendOutcome> => {
      tried.push(params.submission_id);
      return { kind: 'timeout' };
    });
    const { fetchFn, calls } = probeFetch('hangs');
    // A short limit, on the real clock (fake-indexeddb needs it): the behaviour is the limit's, not its size.
    const reachable = createReachabilityProbe(ORIGIN, fetchFn, 20);
    for (let i = 0; i < 6; i++) await flushOutbox(store, round(send, { reachable }));
    expect(tried).toHaveLength(0);
    expect(calls.every((call) => call.init?.signal?.aborted)).toBe(true);
    const entry = await readEntry(store, 'a');
    expect(entry?.rejection).toBeNull();
    expect(entry?.timeouts).toBe(0);
  });

  it('the network goes away mid-send (H2): the send had gone out, so it counts; at most two copies, then it waits for the visitor', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    let up = true;
    const arrived: string[] = [];
    // The provider stores it, then the rep walks off the Wi-Fi: no answer, offline, unreachable after.
    const send = vi.fn(async (params: TemplateParams): Promise<SendOutcome> => {
      arrived.push(params.submission_id);
      up = false;
      return { kind: 'network' };
    });
    const reachable = vi.fn(async () => up);
    for (let i = 0; i < 6; i++) {
      up = true; // back at the booth
      await flushOutbox(store, round(send, { reachable, isOnline: () => up }));
    }
    expect(arrived).toHaveLength(SEND_TIMEOUTS_MS.length);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('a lost answer while the provider stays reachable: counted, set aside after two copies', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, tried } = cutConnection();
    const reachable = createReachabilityProbe(ORIGIN, probeFetch('answers').fetchFn);
    for (let i = 0; i < 6; i++) await flushOutbox(store, round(send, { reachable }));
    expect(tried).toHaveLength(SEND_TIMEOUTS_MS.length);
    expect((await readEntry(store, 'a'))?.rejection).toEqual(UNANSWERED);
  });

  it('offline: neither probed nor sent, nothing counted', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const { send, tried } = cutConnection();
    const reachable = vi.fn(async () => true);
    for (let i = 0; i < 3; i++) await flushOutbox(store, round(send, { reachable, isOnline: () => false }));
    expect(reachable).not.toHaveBeenCalled();
    expect(tried).toHaveLength(0);
    expect((await readEntry(store, 'a'))?.timeouts).toBe(0);
  });

  it('an unreachable provider ends the round: the others are not probed one by one', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await enqueue(store, enquiry('b'), 2);
    const reachable = vi.fn(async () => false);
    const result = await flushOutbox(store, round(cutConnection().send, { reachable }));
    expect(reachable).toHaveBeenCalledTimes(1);
    expect(result.nextAt).not.toBeNull();
  });
});

describe('outbox runner: the probe it is given decides for every sender built on it', () => {
  it('a network down behind a connected Wi-Fi: many rounds, never set aside; it goes once the network is back', async () => {
    const store = freshStore();
    let networkUp = false;
    const arrived: string[] = [];
    const send = vi.fn(async (params: TemplateParams): Promise<SendOutcome> => {
      if (!networkUp) return { kind: 'network' };
      arrived.push(params.submission_id);
      return { kind: 'sent' };
    });
    const runner = createOutboxRunner(runnerDeps(store, { send, reachable: async () => networkUp }));
    await enqueue(store, enquiry('a'), 1);
    for (let i = 0; i < 6; i++) await runner.flush('all');
    expect(send).not.toHaveBeenCalled();
    expect((await readEntry(store, 'a'))?.rejection).toBeNull();
    networkUp = true;
    await runner.flush('all');
    expect(arrived).toEqual(['a']);
    expect(await readEntry(store, 'a')).toBeNull();
  });
});
