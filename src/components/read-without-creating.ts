/*
 * A read of the device's IndexedDB by the page's small scripts before the app (the header's
 * selection count, the outbox's check for enquiries waiting): they look whether something is
 * kept, and must never create the database they look in. A database made by merely looking
 * would tell the next page that something may be kept (`indexedDB.databases()` names it), and
 * that page would load its reader for nothing.
 */

/**
 * What `ask` answers from the store `store` of the database `database`, read without creating
 * either: the open is stopped at its upgrade, which only a new database needs. Undefined where
 * the database or its store does not exist; rejects where storage refuses or the read fails.
 */
export function readWithoutCreating<T>(
  idb: IDBFactory,
  database: string,
  store: string,
  ask: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const request = idb.open(database);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = (event) => {
      // The abort above: nothing kept. Anything else (storage blocked) says nothing either way.
      if (request.error?.name === 'AbortError') {
        event.preventDefault();
        resolve(undefined);
      } else reject(request.error);
    };
    request.onsuccess = () => {
      const db = request.result;
      try {
        if (!db.objectStoreNames.contains(store)) return resolve(undefined);
        const read = ask(db.transaction(store, 'readonly').objectStore(store));
        read.onsuccess = () => resolve(read.result);
        read.onerror = () => reject(read.error);
      } catch (error) {
        reject(error);
      } finally {
        // Closed at once (the read above still completes), so a deletion (site data cleared) or
        // another tab's upgrade is never blocked by this page.
        db.close();
      }
    };
  });
}
