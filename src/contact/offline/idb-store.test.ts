import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { get, promisifyRequest, set } from 'idb-keyval';
import { openResilientStore } from './idb-store';

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
