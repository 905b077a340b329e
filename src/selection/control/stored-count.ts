import { SELECTION_KEY, SELECTION_STORE } from '../selection-names';
import { parseStoredSelection } from '../selection-store';

/*
 * How many items the device's selection holds, read by the page before the app (control-on-open.ts
 * loads this module only where the selection's database may exist). It never creates the database:
 * the open is stopped at its upgrade, which only a new database needs. A record it cannot read
 * counts for its valid items, as the store reads it.
 */

/** The number of items stored; 0 where there is no selection. Rejects where storage refuses. */
export function readStoredCount(idb: IDBFactory, database: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = idb.open(database);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = (event) => {
      // The abort above: no selection on this device. Anything else says nothing either way.
      if (request.error?.name === 'AbortError') {
        event.preventDefault();
        resolve(0);
      } else reject(request.error);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Closed at once (the read below still completes), so a deletion or another tab's upgrade
      // is never blocked by this page.
      const close = () => db.close();
      if (!db.objectStoreNames.contains(SELECTION_STORE)) {
        close();
        return resolve(0);
      }
      try {
        const read = db.transaction(SELECTION_STORE, 'readonly').objectStore(SELECTION_STORE).get(SELECTION_KEY);
        read.onsuccess = () => resolve(parseStoredSelection(read.result).items.length);
        read.onerror = () => reject(read.error);
      } catch (error) {
        reject(error);
      } finally {
        close();
      }
    };
  });
}
