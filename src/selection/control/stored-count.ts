import { SELECTION_KEY, SELECTION_STORE } from '../selection-names';
import { MAX_ITEMS } from '../limits';
import { readWithoutCreating } from '../../components/read-without-creating';

/*
 * How many items the device's selection holds, read by the page before the app (control-on-open.ts
 * loads this module only where the selection's database may exist). It never creates the database
 * (read-without-creating.ts).
 *
 * It counts without the store's parser (parseStoredSelection), which checks each item against the
 * catalogue: importing it here brought the app's shell (34 KB gzip) to a page before its first use,
 * and named as a part the page loads on its own (vite.config.ts), it split the store, the
 * catalogue and idb-keyval out of the shell into three more requests at every app load. The
 * count here is the record's item-shaped entries, at most MAX_ITEMS, which is the parser's count
 * for every record the store writes (stored-count.test.ts); for a record holding items the
 * catalogue no longer has, the app's count replaces it as soon as the app has read the record.
 */

/** Whether a stored entry is shaped as an item (the catalogue decides, in the app, if it still is one). */
function itemShaped(entry: unknown): boolean {
  if (typeof entry !== 'object' || entry === null) return false;
  const { kind, service, picture } = entry as Record<string, unknown>;
  if (typeof service !== 'string') return false;
  return kind === 'service' || (kind === 'picture' && typeof picture === 'string');
}

/** The count a stored value shows: 0 for anything that is not a selection record. */
export function storedCount(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const { version, items } = value as Record<string, unknown>;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || !Array.isArray(items)) return 0;
  return Math.min(items.filter(itemShaped).length, MAX_ITEMS);
}

/** The number of items stored; 0 where there is no selection. Rejects where storage refuses. */
export function readStoredCount(idb: IDBFactory, database: string): Promise<number> {
  return readWithoutCreating(idb, database, SELECTION_STORE, (store) => store.get(SELECTION_KEY)).then(storedCount);
}
