import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { serviceItem } from './items';
import { SELECTION_STORE } from './selection-names';
import { createSelectionStore, EMPTY_SELECTION, type SelectionStore } from './selection-store';
import { lazySelection } from './selection-provider';

let databases = 0;
const freshStore = (): SelectionStore =>
  createSelectionStore({
    store: createStore(`provider-test-${++databases}`, SELECTION_STORE),
    openChannel: () => null,
  });

const books = serviceItem('libros');

/** Resolves when `check` holds for the selection, now or after a change it announces. */
function until(selection: ReturnType<typeof lazySelection>, check: () => boolean) {
  return new Promise<void>((resolve) => {
    if (check()) return resolve();
    const unsubscribe = selection.subscribe(() => {
      if (!check()) return;
      unsubscribe();
      resolve();
    });
  });
}

describe('lazySelection', () => {
  it('shows nothing before start and reads the device once started', async () => {
    const store = freshStore();
    await store.add(books);
    let loads = 0;
    const selection = lazySelection(async () => {
      loads++;
      return store;
    });
    expect(selection.getSnapshot()).toBe(EMPTY_SELECTION);
    expect(loads).toBe(0);
    const stop = selection.start();
    await until(selection, () => selection.getSnapshot().loaded);
    expect(selection.getSnapshot().items).toEqual([books]);
    stop();
  });

  it('holds a change asked for before the code loaded, and applies it once loaded', async () => {
    const store = freshStore();
    let finish: (store: SelectionStore) => void = () => {};
    const selection = lazySelection(() => new Promise((resolve) => (finish = resolve)));
    const stop = selection.start();
    const toggled = selection.toggle(books);
    finish(store);
    await expect(toggled).resolves.toEqual({ outcome: 'added', saved: true });
    expect(selection.getSnapshot().items).toEqual([books]);
    stop();
  });

  it('answers a change unsaved when the code cannot load, and loads it again at the next change', async () => {
    const store = freshStore();
    let fail = true;
    let loads = 0;
    const selection = lazySelection(async () => {
      loads++;
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return store;
    });
    const stop = selection.start();
    await expect(selection.toggle(books)).resolves.toEqual({ outcome: 'unchanged', saved: false });
    fail = false;
    await expect(selection.toggle(books)).resolves.toEqual({ outcome: 'added', saved: true });
    expect(loads).toBeGreaterThanOrEqual(2);
    expect(selection.getSnapshot().items).toEqual([books]);
    stop();
  });
});
