import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { readWithoutCreating } from './read-without-creating';

/** A database `name` at version 1, with `store` holding `records` (none where store is null). */
function seed(idb: IDBFactory, name: string, store: string | null, records: [string, unknown][] = []) {
  return new Promise<void>((resolve, reject) => {
    const open = idb.open(name, 1);
    open.onupgradeneeded = () => {
      if (store === null) return;
      const created = open.result.createObjectStore(store);
      for (const [key, value] of records) created.put(value, key);
    };
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      open.result.close();
      resolve();
    };
  });
}

const names = async (idb: IDBFactory) => (await idb.databases()).map((database) => database.name);

describe('readWithoutCreating', () => {
  it('answers what is asked of the store: a value by its key, a count over a range', async () => {
    const idb = new IDBFactory();
    await seed(idb, 'kept', 'things', [
      ['item:a', { n: 1 }],
      ['item:b', { n: 2 }],
      ['lease', 'x'],
    ]);
    expect(await readWithoutCreating(idb, 'kept', 'things', (store) => store.get('item:b'))).toEqual({ n: 2 });
    expect(
      await readWithoutCreating(idb, 'kept', 'things', (store) =>
        store.count(IDBKeyRange.bound('item:', 'item:\uffff')),
      ),
    ).toBe(2);
    expect(await readWithoutCreating(idb, 'kept', 'things', (store) => store.get('none'))).toBeUndefined();
  });

  it('creates no database where there is none, and answers undefined', async () => {
    const idb = new IDBFactory();
    expect(await readWithoutCreating(idb, 'never-used', 'things', (store) => store.get('a'))).toBeUndefined();
    expect(await names(idb)).toEqual([]);
    // Asked again, still none: the first look left nothing behind that the second finds.
    expect(await readWithoutCreating(idb, 'never-used', 'things', (store) => store.count())).toBeUndefined();
    expect(await names(idb)).toEqual([]);
  });

  it('leaves a database without the store as it was: no upgrade, no store', async () => {
    const idb = new IDBFactory();
    await seed(idb, 'other', null);
    expect(await readWithoutCreating(idb, 'other', 'things', (store) => store.get('a'))).toBeUndefined();
    expect(await idb.databases()).toEqual([{ name: 'other', version: 1 }]);
  });

  it('closes the database at once: a deletion right after is not blocked', async () => {
    const idb = new IDBFactory();
    await seed(idb, 'kept', 'things', [['a', 1]]);
    expect(await readWithoutCreating(idb, 'kept', 'things', (store) => store.get('a'))).toBe(1);
    await new Promise<void>((resolve, reject) => {
      const deletion = idb.deleteDatabase('kept');
      deletion.onblocked = () => reject(new Error('blocked by the reader'));
      deletion.onsuccess = () => resolve();
    });
    expect(await names(idb)).toEqual([]);
  });

  it('rejects where storage refuses, and where the read itself fails', async () => {
    const refusing = new IDBFactory();
    refusing.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
    await expect(readWithoutCreating(refusing, 'kept', 'things', (store) => store.get('a'))).rejects.toMatchObject({
      name: 'SecurityError',
    });
    const idb = new IDBFactory();
    await seed(idb, 'kept', 'things');
    // Not a valid key: the store refuses the read.
    await expect(
      readWithoutCreating(idb, 'kept', 'things', (store) => store.get({} as IDBValidKey)),
    ).rejects.toMatchObject({ name: 'DataError' });
  });
});
