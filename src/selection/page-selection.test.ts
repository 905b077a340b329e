import 'fake-indexeddb/auto';
import { promisifyRequest } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
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
