import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { ALL_ITEMS, serviceItem } from '../items';
import { MAX_ITEMS } from '../limits';
import { SELECTION_KEY, SELECTION_STORE } from '../selection-names';
import { parseStoredSelection, RECORD_VERSION, type StoredSelection } from '../selection-store';
import { readStoredCount, storedCount } from './stored-count';

let databases = 0;
const freshName = () => `stored-count-test-${++databases}`;
const record = <T>(items: T[], version = RECORD_VERSION) => ({ version, items });

describe('storedCount (the control before the app)', () => {
  it('is the store’s own count for every record the store writes: empty, one, a mix, full', () => {
    const pictures = ALL_ITEMS.filter((item) => item.kind === 'picture');
    const written: StoredSelection[] = [
      record([]),
      record([serviceItem('libros')]),
      record([serviceItem('cuttings'), pictures[0]!, pictures[5]!, serviceItem('cascadas')]),
      record(ALL_ITEMS.slice(0, MAX_ITEMS)),
    ];
    for (const value of written) expect(storedCount(value)).toBe(parseStoredSelection(value).items.length);
  });

  it('counts nothing that is not a selection record, and never more than the limit', () => {
    for (const value of [
      null,
      'items',
      3,
      [],
      { items: [serviceItem('libros')] },
      record([serviceItem('libros')], 0),
    ]) {
      expect(storedCount(value)).toBe(0);
    }
    expect(storedCount(record([serviceItem('libros'), 'junk', { kind: 'other', service: 'x' }, null]))).toBe(1);
    expect(storedCount(record(ALL_ITEMS.slice(0, MAX_ITEMS + 5)))).toBe(MAX_ITEMS);
  });
});

describe('readStoredCount', () => {
  it('counts the stored items, as the store wrote them', async () => {
    const name = freshName();
    const picture = ALL_ITEMS.find((item) => item.kind === 'picture')!;
    await set(
      SELECTION_KEY,
      record([serviceItem('libros'), serviceItem('cuttings'), picture]),
      createStore(name, SELECTION_STORE),
    );
    expect(await readStoredCount(indexedDB, name)).toBe(3);
  });

  it('answers 0 without creating the database where there is none', async () => {
    const name = freshName();
    expect(await readStoredCount(indexedDB, name)).toBe(0);
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(name);
  });
});
