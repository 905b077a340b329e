import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { pictureItem, serviceItem, SELECTABLE_PICTURES } from '../items';
import { SELECTION_KEY, SELECTION_STORE } from '../selection-names';
import { RECORD_VERSION } from '../selection-store';
import { readStoredCount } from './stored-count';

let databases = 0;
const freshName = () => `stored-count-test-${++databases}`;

describe('readStoredCount (the control before the app)', () => {
  it('counts the stored items, as the store wrote them', async () => {
    const name = freshName();
    const picture = SELECTABLE_PICTURES[0]!;
    await set(
      SELECTION_KEY,
      {
        version: RECORD_VERSION,
        items: [serviceItem('libros'), serviceItem('cuttings'), pictureItem(picture.service, picture.picture)],
      },
      createStore(name, SELECTION_STORE),
    );
    expect(await readStoredCount(indexedDB, name)).toBe(3);
  });

  it('counts only the items the store would read from a damaged record', async () => {
    const name = freshName();
    await set(
      SELECTION_KEY,
      { version: RECORD_VERSION, items: [serviceItem('libros'), { kind: 'service', service: 'nope' }, 'junk'] },
      createStore(name, SELECTION_STORE),
    );
    expect(await readStoredCount(indexedDB, name)).toBe(1);
  });

  it('answers 0 without creating the database where there is none', async () => {
    const name = freshName();
    expect(await readStoredCount(indexedDB, name)).toBe(0);
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(name);
  });
});
