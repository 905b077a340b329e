import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { get, promisifyRequest, set } from 'idb-keyval';
import { boundedStore, openResilientStore } from './idb-store';

let databases = 0;
const freshName = () => `resilient-${++databases}`;

describe('a store that survives what happens to IndexedDB', () => {
  it('lets another tab delete the database, then writes into a new one', async () => {
    const name = freshName();
    const onReset = vi.fn();
    const store = openResilientStore(name, 'enquiries', onReset);
    await set('a', 1, store);
    // Site data cleared elsewhere: the deletion completes instead of waiting for this page to close.
    await promisifyRequest(indexedDB.deleteDatabase(name));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(await get('a', store)).toBeUndefined();
    await set('b', 2, store);
    expect(await get('b', store)).toBe(2);
  });

  it('reopens after the connection was closed under it', async () => {
    const store = openResilientStore(freshName(), 'enquiries');
    await set('a', 1, store);
    const db = await store('readonly', (objects) => objects.transaction.db);
    db.close();
    expect(await get('a', store)).toBe(1);
  });

  it('repairs a database that lacks its store', async () => {
    const name = freshName();
    const other = await promisifyRequest(
      Object.assign(indexedDB.open(name, 1), {
        onupgradeneeded(this: IDBOpenDBRequest) {
          this.result.createObjectStore('something-else');
        },
      }),
    );
    other.close();
    const store = openResilientStore(name, 'enquiries');
    await set('a', 1, store);
    expect(await get('a', store)).toBe(1);
  });

  it('fails a use at once, not for ever, when its upgrade is blocked by a connection that does not let go; works once it has', async () => {
    const name = freshName();
    // A tab of an older version: its connection does not close on `versionchange`.
    const old = await promisifyRequest(
      Object.assign(indexedDB.open(name, 1), {
        onupgradeneeded(this: IDBOpenDBRequest) {
          this.result.createObjectStore('something-else');
        },
      }),
    );
    const onReset = vi.fn();
    const store = openResilientStore(name, 'enquiries', onReset);
    // The store is missing: this store's upgrade waits for `old`, which stays.
    await expect(set('a', 1, store)).rejects.toMatchObject({ name: 'AbortError' });
    old.close();
    await set('a', 1, store);
    expect(await get('a', store)).toBe(1);
    store.close();
  });

  it('lets a newer tab or the worker upgrade its database, and carries on in the new version', async () => {
    const name = freshName();
    const onReset = vi.fn();
    const store = openResilientStore(name, 'enquiries', onReset);
    await set('a', 1, store);
    const version = (await store('readonly', (objects) => objects.transaction.db)).version;
    // Not blocked by this store's connection: it closes on `versionchange`.
    const newer = indexedDB.open(name, version + 1);
    newer.onupgradeneeded = () => newer.result.createObjectStore('added');
    let blocked = false;
    newer.onblocked = () => (blocked = true);
    (await promisifyRequest(newer)).close();
    expect(blocked).toBe(false);
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(await get('a', store)).toBe(1);
    await set('b', 2, store);
    expect(await get('b', store)).toBe(2);
    store.close();
  });

  it('does not call a write saved when its transaction could not complete', async () => {
    const store = openResilientStore(freshName(), 'enquiries');
    await set('a', 1, store);
    const failing = store('readwrite', (objects) => {
      objects.put(2, 'a');
      objects.transaction.abort();
      return promisifyRequest(objects.transaction);
    });
    await expect(failing).rejects.toBeDefined();
    expect(await get('a', store)).toBe(1);
  });
});

describe('a store with a time limit', () => {
  it('says TimeoutError past its limit, then tells the caller when the slow store answers after all', async () => {
    vi.useFakeTimers();
    try {
      let answer: () => void = () => {};
      const slow = (() => new Promise<void>((resolve) => (answer = resolve))) as unknown as Parameters<
        typeof boundedStore
      >[0];
      const onLateAnswer = vi.fn();
      const store = boundedStore(slow, 100, onLateAnswer);
      const asked = store('readonly', () => Promise.resolve(1));
      const refused = expect(asked).rejects.toMatchObject({ name: 'TimeoutError' });
      await vi.advanceTimersByTimeAsync(100);
      await refused;
      expect(onLateAnswer).not.toHaveBeenCalled();
      answer();
      await vi.advanceTimersByTimeAsync(0);
      expect(onLateAnswer).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not tell of a store that fails after its limit: reading again would fail the same way, in a loop', async () => {
    vi.useFakeTimers();
    try {
      let fail: (error: unknown) => void = () => {};
      const failing = (() => new Promise<void>((_, reject) => (fail = reject))) as unknown as Parameters<
        typeof boundedStore
      >[0];
      const onLateAnswer = vi.fn();
      const store = boundedStore(failing, 100, onLateAnswer);
      const refused = expect(store('readonly', () => Promise.resolve(1))).rejects.toMatchObject({
        name: 'TimeoutError',
      });
      await vi.advanceTimersByTimeAsync(100);
      await refused;
      fail(new DOMException('blocked for good', 'UnknownError'));
      await vi.advanceTimersByTimeAsync(0);
      expect(onLateAnswer).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not call a store that answers in time late', async () => {
    const onLateAnswer = vi.fn();
    const store = boundedStore(() => Promise.resolve(2) as never, 100, onLateAnswer);
    expect(await store('readonly', () => Promise.resolve(2))).toBe(2);
    expect(onLateAnswer).not.toHaveBeenCalled();
  });
});

describe('a store on a page that goes into the back/forward cache', () => {
  const pageEvent = (type: 'pagehide' | 'pageshow', persisted: boolean) =>
    Object.assign(new Event(type), { persisted });

  it('aborts what it left unfinished, so that another tab or the worker can write, and reads afresh when shown again', async () => {
    const name = freshName();
    const page = new EventTarget();
    const onReset = vi.fn();
    const store = openResilientStore(name, 'enquiries', onReset, page);
    await set('a', 1, store);
    // A transaction the page is still in (reading, say) as it is put away: it asks again and
    // again, as one frozen mid-way never ends.
    const frozen = store('readonly', (objects) => {
      const ask = () => {
        objects.get('a').onsuccess = ask;
      };
      ask();
      return promisifyRequest(objects.transaction);
    });
    const ended = frozen.then(
      () => 'completed',
      () => 'aborted',
    );
    // Another tab's write waits behind it.
    const other = openResilientStore(name, 'enquiries', () => {}, null);
    let written = false;
    const write = set('b', 2, other).then(() => (written = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toBe(false);
    // A page that only unloads is left to the browser.
    page.dispatchEvent(pageEvent('pagehide', false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toBe(false);

    page.dispatchEvent(pageEvent('pagehide', true));
    await write;
    expect(await ended).toBe('aborted');
    expect(onReset).not.toHaveBeenCalled();
    page.dispatchEvent(pageEvent('pageshow', true));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(await get('b', store)).toBe(2);
    other.close();
    store.close();
  });

  it('opens nothing for a use asked for after it went (a card writing what was typed on the same pagehide), until it is shown again', async () => {
    const name = freshName();
    const page = new EventTarget();
    const store = openResilientStore(name, 'enquiries', () => {}, page);
    await set('a', 1, store);
    page.dispatchEvent(pageEvent('pagehide', true));
    let written = false;
    const write = set('a', 2, store).then(() => (written = true));
    // Another tab's write is not held behind it, and it has not been made.
    const other = openResilientStore(name, 'enquiries', () => {}, null);
    await set('b', 3, other);
    expect(await get('a', other)).toBe(1);
    expect(written).toBe(false);
    page.dispatchEvent(pageEvent('pageshow', true));
    await write;
    expect(await get('a', other)).toBe(2);
    other.close();
    store.close();
  });

  it('does not wait for ever on a use asked for when it was closed in the cache', async () => {
    const page = new EventTarget();
    const store = openResilientStore(freshName(), 'enquiries', () => {}, page);
    await set('a', 1, store);
    page.dispatchEvent(pageEvent('pagehide', true));
    store.close();
    const read = get('a', store);
    page.dispatchEvent(pageEvent('pageshow', true));
    expect(await read).toBe(1);
    store.close();
  });
});

describe('a store a page made and closed', () => {
  it('no longer listens to the page, and is not asked to read again when the page is shown', async () => {
    const page = new EventTarget();
    const listening = new Set<string>();
    const add = page.addEventListener.bind(page);
    const remove = page.removeEventListener.bind(page);
    page.addEventListener = (type, listener, options) => {
      listening.add(type);
      add(type, listener, options);
    };
    page.removeEventListener = (type, listener, options) => {
      listening.delete(type);
      remove(type, listener, options);
    };
    const onReset = vi.fn();
    const store = openResilientStore(freshName(), 'enquiries', onReset, page);
    await set('a', 1, store);
    expect(listening).toEqual(new Set(['pagehide']));
    store.close();
    expect(listening).toEqual(new Set());
    page.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
    page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(onReset).not.toHaveBeenCalled();
    // Used again, it listens again.
    expect(await get('a', store)).toBe(1);
    expect(listening).toEqual(new Set(['pagehide']));
    store.close();
  });
});
