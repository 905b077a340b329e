import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCopyMender, type MenderDeps } from './copy-mender';
import type { CopyState } from './copy-state';
import { PICTURE_NETWORK_WAIT_MS } from './picture-stand-ins';

const FILES = [
  { url: 'https://site/en/a.html', cacheKey: 'https://site/en/a.html?__WB_REVISION__=1', revisioned: true },
  { url: 'https://site/assets/b-1234.js', cacheKey: 'https://site/assets/b-1234.js', revisioned: false },
  { url: 'https://site/c.json', cacheKey: 'https://site/c.json?__WB_REVISION__=2', revisioned: true },
];
const [A, B, C] = FILES.map((file) => file.cacheKey) as [string, string, string];

/** This worker, and a registration whose update() finds `next` installing or fails while offline. */
function fakeRegistration(net: { online: boolean }) {
  const worker = { name: 'this worker' };
  const registration = {
    installing: null as object | null,
    waiting: null as object | null,
    updates: 0,
    /** What update() finds installing: nothing, or a newer worker (or this one, as at install). */
    next: null as object | null,
    async update() {
      registration.updates++;
      if (!net.online) throw new TypeError('Failed to update a ServiceWorker: network error');
      registration.installing = registration.next;
    },
  };
  return { worker, registration };
}

/** A copy holding `saved`, a network that answers while `online`, and what each was asked. */
function world(saved: string[] = [A, B, C]) {
  const copy = new Map<string, string>(saved.map((key) => [key, `stored ${key}`]));
  const told: CopyState[] = [];
  const fetched: { url: string; init: RequestInit }[] = [];
  let listings = 0;
  const net = { online: true, status: 200 };
  const { worker, registration } = fakeRegistration(net);
  const deps: MenderDeps = {
    registration,
    worker,
    files: FILES,
    savedKeys: async () => (listings++, new Set(copy.keys())),
    remove: async (key) => void copy.delete(key),
    put: async (key, response) => void copy.set(key, `kept ${await response.text()}`),
    fetch: async (url, init) => {
      fetched.push({ url, init });
      if (!net.online) throw new TypeError('Failed to fetch');
      return new Response(`from network ${url}`, { status: net.status });
    },
    unredirect: async (response) => response,
    tell: (state) => told.push(state),
  };
  return { deps, copy, told, fetched, net, registration, worker, listings: () => listings };
}

describe('the copy mender', () => {
  afterEach(() => void vi.useRealTimers());

  it('saves a dropped file again from the list URL, asked as a page waits for it, and serves the page that download', async () => {
    const w = world();
    const mender = createCopyMender(w.deps);
    const answer = await mender.dropped(A, undefined, 'navigation');
    // Not the install's low priority, nor around the HTTP cache: only never on its word alone.
    expect(w.fetched).toEqual([
      { url: FILES[0]!.url, init: { cache: 'no-cache', credentials: 'same-origin', priority: 'high' } },
    ]);
    expect(await answer?.text()).toBe(`from network ${FILES[0]!.url}`);
    await mender.mend();
    expect(w.copy.get(A)).toBe(`kept from network ${FILES[0]!.url}`);
    expect(w.told.map(({ missing }) => missing)).toEqual([1, 0]);
    expect(w.told[0]!.total).toBe(3);
  });

  it('offline, drops the file, answers nothing, and says the copy misses it until saved again', async () => {
    const w = world();
    w.net.online = false;
    const mender = createCopyMender(w.deps);
    expect(await mender.dropped(A)).toBeUndefined();
    expect(w.copy.has(A)).toBe(false);
    expect(await mender.state()).toMatchObject({ missing: 1, total: 3 });
    await mender.mend();
    expect(w.copy.has(A)).toBe(false);
    w.net.online = true;
    await mender.mend();
    expect(w.copy.get(A)).toBe(`kept from network ${FILES[0]!.url}`);
    expect(await mender.state()).toMatchObject({ missing: 0 });
    expect(w.told.map(({ missing, stalled }) => [missing, stalled])).toEqual([
      [1, false],
      [1, true],
      [0, false],
    ]);
  });

  it('a page waiting for a file named by its hash may have it from the HTTP cache, at its own priority; a round asks as the install does', async () => {
    const w = world([A]);
    const mender = createCopyMender(w.deps);
    await mender.whenMissing(B);
    // Only a navigation goes ahead at high priority: a script or picture keeps the browser's for its kind.
    expect(w.fetched).toEqual([{ url: FILES[1]!.url, init: { cache: 'default', credentials: 'same-origin' } }]);
    w.fetched.length = 0;
    await mender.mend();
    expect(w.fetched).toEqual([
      { url: FILES[2]!.url, init: { cache: 'reload', credentials: 'same-origin', priority: 'low' } },
    ]);
  });

  it('a file the network refuses stays missing', async () => {
    const w = world();
    w.net.status = 404;
    const mender = createCopyMender(w.deps);
    expect(await mender.dropped(C)).toBeUndefined();
    expect(w.copy.has(C)).toBe(false);
    expect(await mender.state()).toMatchObject({ missing: 1 });
  });

  it('finds what a worker started afresh misses by looking at the copy once, and stops mending at the first failure', async () => {
    const w = world([B]);
    const mender = createCopyMender(w.deps);
    expect(await mender.state()).toMatchObject({ missing: 2, total: 3 });
    // The version check answered, then the network went: the round stops at the first fetch thrown.
    const fetchOk = w.deps.fetch;
    w.deps.fetch = (url, init) => ((w.net.online = false), fetchOk(url, init));
    await mender.mend();
    expect(w.fetched.map(({ url }) => url)).toEqual([FILES[0]!.url]);
    w.deps.fetch = fetchOk;
    w.net.online = true;
    await mender.mend();
    expect([...w.copy.keys()].sort()).toEqual([A, B, C].sort());
    expect(await mender.state()).toMatchObject({ missing: 0 });
    expect(w.listings()).toBe(1);
  });

  it('a file the network refuses, or that cannot be kept, does not hold back the others, and is tried again last', async () => {
    const w = world([B]);
    const refused = new Set([FILES[0]!.url]);
    const fetchOk = w.deps.fetch;
    w.deps.fetch = async (url, init) =>
      refused.has(url) ? (w.fetched.push({ url, init }), new Response('gone', { status: 404 })) : fetchOk(url, init);
    const mender = createCopyMender(w.deps);
    await mender.mend();
    expect(w.copy.get(C)).toBe(`kept from network ${FILES[2]!.url}`);
    expect(await mender.state()).toMatchObject({ missing: 1 });
    // A put failed for another reason than space is a refusal too: the round goes on past it.
    const putOk = w.deps.put;
    w.deps.put = () => Promise.reject(new DOMException('gone', 'InvalidStateError'));
    await mender.mend();
    w.deps.put = putOk;
    refused.clear();
    w.fetched.length = 0;
    await mender.mend();
    expect(w.fetched.map(({ url }) => url)).toEqual([FILES[0]!.url]);
    expect(await mender.state()).toMatchObject({ missing: 0 });
  });

  it('offline, says the missing files are not being saved, until one is', async () => {
    const w = world([B, C]);
    w.net.online = false;
    const mender = createCopyMender(w.deps);
    await mender.mend();
    expect(await mender.state()).toMatchObject({ missing: 1, stalled: true, stalledBy: 'offline' });
    expect(w.told.at(-1)).toMatchObject({ missing: 1, stalled: true, stalledBy: 'offline' });
    w.net.online = true;
    await mender.mend();
    expect(w.told.at(-1)).toMatchObject({ missing: 0, stalled: false });
    expect(w.told.at(-1)).not.toHaveProperty('stalledBy');
  });

  it('the network back (resume), the state told to the page that said so reads as saving, not offline', async () => {
    const w = world([B, C]);
    w.net.online = false;
    const mender = createCopyMender(w.deps);
    await mender.mend();
    expect(await mender.state()).toMatchObject({ missing: 1, stalled: true, stalledBy: 'offline' });
    mender.resume();
    const reply = await mender.state();
    expect(reply).toMatchObject({ missing: 1, stalled: false });
    expect(reply).not.toHaveProperty('stalledBy');
    // Still no server: the round stalls it again.
    await mender.mend();
    expect(await mender.state()).toMatchObject({ missing: 1, stalled: true, stalledBy: 'offline' });
  });

  it('with the storage full, a page asking for a file tries nothing, and each round (page shown) tries one file', async () => {
    const w = world([B]);
    const putOk = w.deps.put;
    w.deps.put = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
    const mender = createCopyMender(w.deps);
    await mender.mend();
    expect(w.fetched).toHaveLength(1);
    expect(w.told.at(-1)).toMatchObject({ missing: 2, stalled: true, stalledBy: 'full' });
    expect(await mender.whenMissing(A)).toBeUndefined();
    expect(w.fetched).toHaveLength(1);
    // The next page shown asks: one file is tried again, the storage still full.
    await mender.mend();
    expect(w.fetched).toHaveLength(2);
    expect(await mender.state()).toMatchObject({ missing: 2, stalled: true });
    // Space was freed: the next page shown's round saves that file, then the rest.
    w.deps.put = putOk;
    await mender.mend();
    expect(w.fetched).toHaveLength(4);
    expect(await mender.state()).toMatchObject({ missing: 0, stalled: false });
  });

  it('with a newer version out, a round keeps nothing under this version keys and tells the copy as it is', async () => {
    const w = world([B]);
    w.registration.next = { name: 'the new version' };
    const mender = createCopyMender(w.deps);
    await mender.mend();
    expect(w.registration.updates).toBe(1);
    expect(w.fetched).toEqual([]);
    expect([...w.copy.keys()]).toEqual([B]);
    // Not saving, not 'saving… 1 of 3' for ever: the copy is told stalled by the newer version.
    expect(w.told.at(-1)).toMatchObject({ missing: 2, total: 3, stalled: true, stalledBy: 'newer' });
  });

  it('remembers a newer version out: later rounds and pages ask the server nothing more', async () => {
    const w = world([B]);
    w.registration.next = { name: 'the new version' };
    const mender = createCopyMender(w.deps);
    await mender.mend();
    w.registration.installing = null;
    w.registration.next = null;
    await mender.mend();
    const answer = await mender.whenMissing(A);
    expect(await answer?.text()).toBe(`from network ${FILES[0]!.url}`);
    await mender.mend();
    expect(w.registration.updates).toBe(1);
    expect([...w.copy.keys()]).toEqual([B]);
    expect(await mender.state()).toMatchObject({ missing: 2, stalled: true });
  });

  it('a newer version waiting counts as one out, known without asking the server', async () => {
    const w = world([B]);
    w.registration.waiting = { name: 'the new version' };
    const mender = createCopyMender(w.deps);
    await mender.mend();
    expect(w.fetched).toEqual([]);
    expect(w.registration.updates).toBe(0);
    expect(w.told.at(-1)).toMatchObject({ missing: 2, stalled: true });
  });

  it('this worker installing is not a newer version', async () => {
    const w = world([B]);
    w.registration.next = w.worker;
    const mender = createCopyMender(w.deps);
    await mender.mend();
    expect(await mender.state()).toMatchObject({ missing: 0, stalled: false });
  });

  it('a version check that hangs counts as unreachable after the worker network limit', async () => {
    vi.useFakeTimers();
    const w = world([B, C]);
    w.deps.registration.update = () => new Promise(() => {});
    const mender = createCopyMender(w.deps);
    const round = mender.mend();
    await vi.advanceTimersByTimeAsync(PICTURE_NETWORK_WAIT_MS);
    await round;
    expect(w.fetched).toEqual([]);
    expect(w.told.at(-1)).toMatchObject({ missing: 1, stalled: true, stalledBy: 'offline' });
  });

  it('a page asking for a missing file is answered from its fetch, not after the version check', async () => {
    vi.useFakeTimers();
    const w = world([B, C]);
    w.deps.registration.update = () => new Promise(() => {});
    const mender = createCopyMender(w.deps);
    let keeping: Promise<unknown> | undefined;
    const answer = await mender.whenMissing(A, (done) => (keeping = done));
    expect(await answer?.text()).toBe(`from network ${FILES[0]!.url}`);
    // Only the keeping waits for the check; one that never settles keeps nothing.
    expect(w.copy.has(A)).toBe(false);
    await vi.advanceTimersByTimeAsync(PICTURE_NETWORK_WAIT_MS);
    await keeping;
    expect(w.copy.has(A)).toBe(false);
    expect(await mender.state()).toMatchObject({ missing: 1, stalled: true });
  });

  it('checks for a newer version once a round, before storing anything, not once a file', async () => {
    const w = world([B]);
    let updatesAtFirstPut = -1;
    const putOk = w.deps.put;
    w.deps.put = async (key, response) => {
      if (updatesAtFirstPut < 0) updatesAtFirstPut = w.registration.updates;
      return putOk(key, response);
    };
    const mender = createCopyMender(w.deps);
    await mender.mend();
    expect(updatesAtFirstPut).toBe(1);
    expect(w.registration.updates).toBe(1);
    expect(await mender.state()).toMatchObject({ missing: 0 });
  });

  it('a round whose version check cannot reach the server stops as offline', async () => {
    const w = world([B, C]);
    const mender = createCopyMender(w.deps);
    w.deps.registration.update = () => Promise.reject(new TypeError('network error'));
    await mender.mend();
    expect(w.fetched).toEqual([]);
    expect(w.told.at(-1)).toMatchObject({ missing: 1, stalled: true });
  });

  it('with a newer version out, a page asking for a missing file gets the network answer, not kept', async () => {
    const w = world([B, C]);
    w.registration.next = { name: 'the new version' };
    const mender = createCopyMender(w.deps);
    const answer = await mender.whenMissing(A);
    expect(await answer?.text()).toBe(`from network ${FILES[0]!.url}`);
    expect(w.copy.has(A)).toBe(false);
    expect(await mender.state()).toMatchObject({ missing: 1, stalled: true });
  });

  it('mends at the saving pace: each file waits its turn as at install', async () => {
    const w = world([B]);
    const turns: number[] = [];
    w.deps.pace = async () => void turns.push(w.fetched.length);
    const mender = createCopyMender(w.deps);
    await mender.mend();
    expect(turns).toEqual([0, 1]);
    expect(w.fetched).toHaveLength(2);
  });

  it('a page asking for a file being saved shares its download', async () => {
    const w = world([B, C]);
    const mender = createCopyMender(w.deps);
    const [answer] = await Promise.all([mender.whenMissing(A), mender.mend(), mender.mend()]);
    expect(w.fetched).toHaveLength(1);
    expect(await answer?.text()).toBe(`from network ${FILES[0]!.url}`);
    expect(w.copy.get(A)).toBe(`kept from network ${FILES[0]!.url}`);
  });

  it('leaves a file the list does not name to the network, and never fetches for it', async () => {
    const w = world();
    const mender = createCopyMender(w.deps);
    expect(await mender.whenMissing('https://site/other.html')).toBeUndefined();
    expect(w.fetched).toEqual([]);
    expect(w.told).toEqual([]);
  });

  it('a whole copy is told of by nobody and mends nothing', async () => {
    const w = world();
    const mender = createCopyMender(w.deps);
    await mender.mend();
    expect(w.fetched).toEqual([]);
    expect(w.told).toEqual([]);
    expect(await mender.state()).toMatchObject({ missing: 0, total: 3 });
  });

  it('a copy that cannot be listed leaves the page to the network and rejects nothing', async () => {
    const w = world();
    w.deps.savedKeys = () => Promise.reject(new Error('the cache is gone'));
    const mender = createCopyMender(w.deps);
    await expect(mender.dropped(A)).resolves.toBeUndefined();
    await expect(mender.whenMissing(B)).resolves.toBeUndefined();
    await expect(mender.mend()).resolves.toBeUndefined();
  });

  it('keeps a redirected answer in its servable form', async () => {
    const w = world();
    const redirected = new Response('moved');
    Object.defineProperty(redirected, 'redirected', { value: true });
    w.deps.fetch = async () => redirected;
    w.deps.unredirect = async () => new Response('unredirected');
    const mender = createCopyMender(w.deps);
    let keeping: Promise<unknown> | undefined;
    await mender.dropped(A, (done) => (keeping = done));
    await keeping;
    expect(w.copy.get(A)).toBe('kept unredirected');
  });
});
