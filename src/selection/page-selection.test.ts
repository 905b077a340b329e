import 'fake-indexeddb/auto';
import { promisifyRequest } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { serviceItem } from './items';
import { createPageSelection } from './page-selection';
import { SELECTION_DB } from './selection-names';
import type { SelectionSnapshot, SelectionStore } from './selection-store';

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

describe('the selection as a page keeps it', () => {
  it('is shared by two tabs through the browser’s database and channel, and survives site data cleared', async () => {
    const one = createPageSelection();
    const other = createPageSelection();
    const stops = [one.start(), other.start()];
    await snapshotWhere(other, (snapshot) => snapshot.loaded);
    await one.add(serviceItem('cuttings'));
    expect((await snapshotWhere(other, (s) => s.items.length === 1)).items).toEqual([serviceItem('cuttings')]);
    // Cleared in another tab: the deletion goes through, and the list is read again, empty.
    await promisifyRequest(indexedDB.deleteDatabase(SELECTION_DB));
    expect((await snapshotWhere(one, (s) => s.items.length === 0)).problem).toBeNull();
    expect(await other.add(serviceItem('lomeras'))).toEqual({ outcome: 'added', saved: true });
    stops.forEach((stop) => stop());
  });
});

describe('the database connection of a page that shows the selection', () => {
  it('is closed when the page stops (unmounts), and opened again if it starts anew', async () => {
    const close = vi.spyOn(IDBDatabase.prototype, 'close');
    try {
      const selection = createPageSelection();
      const stop = selection.start();
      await snapshotWhere(selection, (snapshot) => snapshot.loaded);
      const before = close.mock.calls.length;
      stop();
      await vi.waitFor(() => expect(close.mock.calls.length).toBe(before + 1));
      stop();
      expect(close.mock.calls.length).toBe(before + 1);
      const again = selection.start();
      expect(await selection.add(serviceItem('varios'))).toEqual({ outcome: 'added', saved: true });
      again();
      await vi.waitFor(() => expect(close.mock.calls.length).toBe(before + 2));
    } finally {
      close.mockRestore();
    }
  });

  it('is closed too when the page stops in the tick it started (StrictMode), and not opened again by a late re-read', async () => {
    const opened = vi.spyOn(indexedDB, 'open');
    const close = vi.spyOn(IDBDatabase.prototype, 'close');
    try {
      const selection = createPageSelection();
      const openedBefore = opened.mock.calls.length;
      const closedBefore = close.mock.calls.length;
      selection.start()();
      // The read the start queued opened a connection after the stop: it goes as the read ends.
      await vi.waitFor(() => expect(opened.mock.calls.length).toBe(openedBefore + 1));
      await vi.waitFor(() => expect(close.mock.calls.length).toBe(closedBefore + 1));
      // Site data cleared in another tab, with no page showing the selection: nothing is opened.
      await promisifyRequest(indexedDB.deleteDatabase(SELECTION_DB));
      expect(opened.mock.calls.length).toBe(openedBefore + 1);
    } finally {
      opened.mockRestore();
      close.mockRestore();
    }
  });
});
