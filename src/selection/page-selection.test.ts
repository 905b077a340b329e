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
});
