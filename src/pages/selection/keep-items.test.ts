import 'fake-indexeddb/auto';
import { createStore, type UseStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { ALL_ITEMS, itemKey, pictureItem, serviceItem } from '../../selection/items';
import { MAX_ITEMS } from '../../selection/limits';
import { SELECTION_STORE } from '../../selection/selection-names';
import { lazySelection } from '../../selection/selection-provider';
import { createSelectionStore, type SelectionStore } from '../../selection/selection-store';
import { keepItems } from './keep-items';

let databases = 0;
const storeOn = (store: UseStore): SelectionStore => createSelectionStore({ store, openChannel: () => null });
const freshStore = () => storeOn(createStore(`keep-items-test-${++databases}`, SELECTION_STORE));
/** Storage that fails as `name`: refused (private mode, a policy, site data blocked), or not answering in time. */
const refusing = (name = 'SecurityError') => storeOn(() => Promise.reject(new DOMException('refused', name)));

const keepInto = (store: SelectionStore, items: Parameters<typeof keepItems>[0]) =>
  keepItems(items, store.add, store.getSnapshot);

const books = serviceItem('libros');
const foil = serviceItem('imprenta');
const cascade = pictureItem('cascadas', 'services/cascadas/gallery-1');

describe('keeping the items of a received link', () => {
  it('adds them all, in the link order, to an empty selection', async () => {
    const store = freshStore();
    expect(await keepInto(store, [books, cascade, foil])).toEqual({
      kept: 3,
      inTabOnly: false,
      already: 0,
      notFitted: 0,
      notKept: 0,
      codeMissing: false,
    });
    expect(store.getSnapshot().items).toEqual([books, cascade, foil]);
  });

  it('does not add twice what is already there, and says so', async () => {
    const store = freshStore();
    await store.add(cascade);
    expect(await keepInto(store, [books, cascade, foil])).toMatchObject({ kept: 2, already: 1 });
    expect(store.getSnapshot().items).toEqual([cascade, books, foil]);
    expect(await keepInto(store, [books, cascade, foil])).toMatchObject({ kept: 0, already: 3 });
    expect(store.getSnapshot().items).toHaveLength(3);
  });

  it('at the limit keeps the first that fit and counts the rest', async () => {
    const store = freshStore();
    const linked = new Set([books, cascade, foil].map(itemKey));
    const others = ALL_ITEMS.filter((item) => !linked.has(itemKey(item)));
    for (const item of others.slice(0, MAX_ITEMS - 1)) await store.add(item);
    expect(await keepInto(store, [books, cascade, foil])).toEqual({
      kept: 1,
      inTabOnly: false,
      already: 0,
      notFitted: 2,
      notKept: 0,
      codeMissing: false,
    });
    expect(store.getSnapshot().items).toHaveLength(MAX_ITEMS);
    expect(store.getSnapshot().items.at(-1)).toEqual(books);
  });

  it('storage refused at once: each is kept in this tab only, and it says so', async () => {
    const store = refusing();
    expect(await keepInto(store, [books, cascade, foil])).toEqual({
      kept: 3,
      inTabOnly: true,
      already: 0,
      notFitted: 0,
      notKept: 0,
      codeMissing: false,
    });
    expect(store.getSnapshot().items).toEqual([books, cascade, foil]);
  });

  it('storage not answering in time: the rest is not waited for, each as long again', async () => {
    const store = refusing('TimeoutError');
    let asked = 0;
    const summary = await keepItems(
      [books, cascade, foil],
      (item) => {
        asked++;
        return store.add(item);
      },
      store.getSnapshot,
    );
    expect(summary).toEqual({ kept: 1, inTabOnly: true, already: 0, notFitted: 0, notKept: 2, codeMissing: false });
    expect(asked).toBe(1);
    expect(store.getSnapshot().items).toEqual([books]);
  });

  it('storage refused, the item already in the tab: already there, not lost', async () => {
    const store = refusing();
    await store.add(books);
    expect(await keepInto(store, [books])).toEqual({
      kept: 0,
      inTabOnly: false,
      already: 1,
      notFitted: 0,
      notKept: 0,
      codeMissing: false,
    });
  });

  it("the selection's code could not be had (offline before the site was saved): nothing kept, all counted", async () => {
    const selection = lazySelection(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await keepItems([books, cascade, foil], selection.add, selection.getSnapshot)).toEqual({
      kept: 0,
      inTabOnly: false,
      already: 0,
      notFitted: 0,
      notKept: 3,
      codeMissing: true,
    });
  });
});
