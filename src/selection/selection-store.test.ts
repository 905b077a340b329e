import 'fake-indexeddb/auto';
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_ITEMS, pictureItem, serviceItem } from './items';
import { MAX_ITEMS } from './limits';
import { SELECTION_KEY, SELECTION_STORE } from './selection-names';
import {
  RECORD_VERSION,
  createSelectionStore,
  parseStoredSelection,
  type SelectionStore,
  type SelectionSnapshot,
} from './selection-store';

let databases = 0;
const freshStore = () => createStore(`selection-test-${++databases}`, SELECTION_STORE);
let channels = 0;
const freshChannel = () => `selection-test-${++channels}`;

const books = serviceItem('libros');
const foil = serviceItem('imprenta');
const cascade = pictureItem('cascadas', 'services/cascadas/gallery-2');

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A started store on `store`; with `channel`, it hears the other stores on that channel. */
function started(store: UseStore, channel?: string): SelectionStore {
  const selection = createSelectionStore({
    store,
    openChannel: () => (channel ? new BroadcastChannel(channel) : null),
  });
  stops.push(selection.start());
  return selection;
}

/** The first snapshot of `selection` that `fits`, now or once it changes. */
function snapshotWhere(selection: SelectionStore, fits: (snapshot: SelectionSnapshot) => boolean) {
  return new Promise<SelectionSnapshot>((resolve) => {
    if (fits(selection.getSnapshot())) return resolve(selection.getSnapshot());
    const stop = selection.subscribe(() => {
      if (!fits(selection.getSnapshot())) return;
      stop();
      resolve(selection.getSnapshot());
    });
  });
}
const loaded = (selection: SelectionStore) => snapshotWhere(selection, (snapshot) => snapshot.loaded);

/** A store whose every use fails as `name` (a DOMException): storage blocked, or full. */
const refusing =
  (name: string): UseStore =>
  () =>
    Promise.reject(new DOMException('refused', name));

describe('the selection on the device', () => {
  it('starts empty and not loaded, as the served page shows it', async () => {
    const selection = started(freshStore());
    expect(selection.getSnapshot()).toEqual({ items: [], loaded: false, problem: null, canUndo: false });
    expect(await loaded(selection)).toEqual({ items: [], loaded: true, problem: null, canUndo: false });
  });

  it('keeps what is marked, in order, across a reload', async () => {
    const store = freshStore();
    const first = started(store);
    expect(await first.add(books)).toEqual({ outcome: 'added', saved: true });
    expect(await first.toggle(cascade)).toEqual({ outcome: 'added', saved: true });
    await first.add(foil);
    expect(await first.toggle(books)).toEqual({ outcome: 'removed', saved: true });
    expect(first.getSnapshot().items).toEqual([cascade, foil]);
    expect(await get(SELECTION_KEY, store)).toEqual({ version: RECORD_VERSION, items: [cascade, foil] });
    const reloaded = started(store);
    expect((await loaded(reloaded)).items).toEqual([cascade, foil]);
  });

  it('answers `full` at the bound and saves nothing more', async () => {
    const store = freshStore();
    const selection = started(store);
    for (const item of ALL_ITEMS.slice(0, MAX_ITEMS)) await selection.add(item);
    expect(await selection.add(ALL_ITEMS[MAX_ITEMS]!)).toEqual({ outcome: 'full', saved: true });
    expect(selection.getSnapshot().items).toHaveLength(MAX_ITEMS);
    expect(((await get(SELECTION_KEY, store)) as { items: unknown[] }).items).toHaveLength(MAX_ITEMS);
  });

  it('takes back a clear, once', async () => {
    const selection = started(freshStore());
    await selection.add(books);
    await selection.add(foil);
    expect(await selection.clear()).toEqual({ outcome: 'cleared', saved: true });
    expect(selection.getSnapshot()).toMatchObject({ items: [], canUndo: true });
    expect(await selection.undo()).toEqual({ outcome: 'restored', saved: true });
    expect(selection.getSnapshot()).toMatchObject({ items: [books, foil], canUndo: false });
    expect((await selection.undo()).outcome).toBe('unchanged');
  });

  it('is the same in every open tab', async () => {
    const store = freshStore();
    const channel = freshChannel();
    const one = started(store, channel);
    const other = started(store, channel);
    await Promise.all([loaded(one), loaded(other)]);
    await one.add(books);
    expect((await snapshotWhere(other, (s) => s.items.length === 1)).items).toEqual([books]);
    await other.clear();
    expect((await snapshotWhere(one, (s) => s.items.length === 0)).items).toEqual([]);
  });

  it('counts both of two changes made at once in two tabs', async () => {
    const store = freshStore();
    const one = started(store);
    const other = started(store);
    await Promise.all([one.add(books), other.add(foil), one.add(cascade)]);
    const stored = parseStoredSelection(await get(SELECTION_KEY, store));
    expect(stored.items).toHaveLength(3);
    expect(stored.items).toEqual(expect.arrayContaining([books, foil, cascade]));
  });

  it.each([
    ['a string', 'garbage'],
    ['a number', 42],
    ['null', null],
    ['an array', [books]],
    ['no version', { items: [books] }],
    ['a version that is no number', { version: '1', items: [books] }],
    ['items that are no list', { version: 1, items: 'libros' }],
  ])('reads a foreign record (%s) as empty', async (_, value) => {
    const store = freshStore();
    await set(SELECTION_KEY, value, store);
    expect(await loaded(started(store))).toMatchObject({ items: [], problem: null });
  });

  it('reads a damaged record for its valid part: known items, each once, at most 30', async () => {
    const store = freshStore();
    const value = {
      version: 1,
      items: [books, { kind: 'service', service: 'tapestries' }, 'libros', books, null, cascade, ...ALL_ITEMS],
    };
    await set(SELECTION_KEY, value, store);
    const { items } = await loaded(started(store));
    expect(items.slice(0, 2)).toEqual([books, cascade]);
    expect(items).toHaveLength(MAX_ITEMS);
  });

  it('never overwrites a newer version’s record, and says why the change stays in this tab', async () => {
    const store = freshStore();
    const newer = { version: RECORD_VERSION + 1, items: [books, { kind: 'sample', id: 'future' }] };
    await set(SELECTION_KEY, newer, store);
    const selection = started(store);
    expect(await loaded(selection)).toMatchObject({ items: [books], problem: 'newer' });
    expect(await selection.add(foil)).toEqual({ outcome: 'added', saved: false });
    expect(selection.getSnapshot()).toMatchObject({ items: [books, foil], problem: 'newer' });
    expect(await get(SELECTION_KEY, store)).toEqual(newer);
    // Another tab spoke: what this tab could not save is not taken from it.
    await selection.refresh();
    expect(selection.getSnapshot().items).toEqual([books, foil]);
  });

  it('reports storage blocked, keeps the change in the tab, and never throws', async () => {
    const selection = started(refusing('SecurityError'));
    expect(await loaded(selection)).toMatchObject({ items: [], problem: 'blocked' });
    expect(await selection.toggle(books)).toEqual({ outcome: 'added', saved: false });
    expect(selection.getSnapshot()).toMatchObject({ items: [books], problem: 'blocked' });
    expect(await selection.clear()).toEqual({ outcome: 'cleared', saved: false });
    expect(await selection.undo()).toEqual({ outcome: 'restored', saved: false });
    expect(selection.getSnapshot().items).toEqual([books]);
  });

  it('reads the device again after a read that failed once (a slow start), with nothing of its own to keep', async () => {
    const real = freshStore();
    await set(SELECTION_KEY, { version: RECORD_VERSION, items: [books] }, real);
    let failing = true;
    const store: UseStore = (mode, callback) =>
      failing ? Promise.reject(new DOMException('no answer', 'TimeoutError')) : real(mode, callback);
    const selection = started(store);
    // A timeout is storage still waiting, not a browser that refuses it.
    expect(await loaded(selection)).toMatchObject({ items: [], problem: 'waiting' });
    failing = false;
    await selection.refresh();
    expect(selection.getSnapshot()).toMatchObject({ items: [books], problem: null });
  });

  it('reports storage full, and writes what the tab holds once storage takes it again', async () => {
    const real = freshStore();
    let full = true;
    const store: UseStore = (mode, callback) =>
      full && mode === 'readwrite'
        ? Promise.reject(new DOMException('quota', 'QuotaExceededError'))
        : real(mode, callback);
    const selection = started(store);
    await loaded(selection);
    expect(await selection.add(books)).toEqual({ outcome: 'added', saved: false });
    expect(selection.getSnapshot().problem).toBe('full');
    // A read meanwhile (another tab spoke) does not take away what is not saved yet.
    await selection.refresh();
    expect(selection.getSnapshot().items).toEqual([books]);
    full = false;
    expect(await selection.add(foil)).toEqual({ outcome: 'added', saved: true });
    expect(selection.getSnapshot()).toMatchObject({ items: [books, foil], problem: null });
    expect(parseStoredSelection(await get(SELECTION_KEY, real)).items).toEqual([books, foil]);
  });

  it('holds no state of its own outside a store: two stores are two selections', async () => {
    const one = started(freshStore());
    const other = started(freshStore());
    await one.add(books);
    expect((await loaded(other)).items).toEqual([]);
  });
});
