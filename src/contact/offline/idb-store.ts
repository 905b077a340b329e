import type { UseStore } from 'idb-keyval';

/** A store of openResilientStore: used like any UseStore, and closed when its user is done. */
export type ResilientStore = UseStore & { close(): void };

/**
 * An idb-keyval store that survives what happens to IndexedDB under a page that stays open:
 * site data cleared in another tab (`versionchange`: this connection closes at once so the
 * deletion can go ahead, then the next use makes a new database), the browser closing the
 * connection (`close`), and a database whose object store is missing (repaired by an upgrade).
 * idb-keyval's own createStore keeps one connection forever: it blocked the deletion, kept
 * writing into a database about to vanish, and called those writes saved.
 *
 * `onReset` is called when the connection was lost, so what is shown can be read again.
 */
export function openResilientStore(dbName: string, storeName: string, onReset: () => void = () => {}): ResilientStore {
  let connection: Promise<IDBDatabase> | null = null;

  const open = (version?: number) =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const request = version === undefined ? indexedDB.open(dbName) : indexedDB.open(dbName, version);
      let gaveUp = false;
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(storeName)) request.result.createObjectStore(storeName);
      };
      // This open's upgrade waits for another connection that does not let go (a tab or worker of
      // an older version, which does not close on `versionchange`): the request cannot be taken
      // back, and waiting would hang every use of this store until that connection closes. The
      // use fails now; should the upgrade go through later, its connection is let go at once, and
      // the next use opens afresh.
      request.onblocked = () => {
        gaveUp = true;
        reject(new DOMException(`Opening ${dbName} is blocked by another connection`, 'AbortError'));
      };
      request.onsuccess = () => {
        if (gaveUp) request.result.close();
        else resolve(request.result);
      };
      request.onerror = () => reject(request.error);
    });

  const forget = (db: IDBDatabase) => {
    db.onversionchange = null;
    db.onclose = null;
    db.close();
    connection = null;
    onReset();
  };

  async function connect(): Promise<IDBDatabase> {
    let db = await open();
    if (!db.objectStoreNames.contains(storeName)) {
      const version = db.version + 1;
      db.close();
      db = await open(version);
    }
    db.onversionchange = () => forget(db);
    db.onclose = () => forget(db);
    return db;
  }

  const database = () => {
    connection ??= connect().catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection;
  };

  const use: UseStore = async (txMode, callback) => {
    for (let attempt = 0; ; attempt++) {
      const db = await database();
      let store: IDBObjectStore;
      try {
        store = db.transaction(storeName, txMode).objectStore(storeName);
      } catch (error) {
        // Closed under us, or the store is gone: open afresh once. Nothing was done yet.
        const stale = error instanceof DOMException && ['InvalidStateError', 'NotFoundError'].includes(error.name);
        if (!stale || attempt > 0) throw error;
        forget(db);
        continue;
      }
      return callback(store);
    }
  };

  /** Lets the connection go (once its transactions are done) without calling onReset; a later use opens one again. */
  const close = () => {
    const open = connection;
    connection = null;
    void open
      ?.then((db) => {
        db.onversionchange = null;
        db.onclose = null;
        db.close();
      })
      .catch(() => {});
  };

  return Object.assign(use, { close });
}

/**
 * `store` with a limit on each use: one that has not settled within `limitMs` fails (what it
 * started may still finish). For a store that is a courtesy, whose opening may hang (blocked by
 * another tab's upgrade), so that no caller waits on it forever.
 */
export function boundedStore(store: UseStore, limitMs: number, onLateAnswer: () => void = () => {}): UseStore {
  return (txMode, callback) =>
    new Promise((resolve, reject) => {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        reject(new DOMException(`No answer within ${limitMs} ms`, 'TimeoutError'));
      }, limitMs);
      // A store that answers after its limit is working after all: the caller may read again.
      // One that fails after it is not: read again then, and a slow failure would loop.
      store(txMode, callback).then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
          if (late) onLateAnswer();
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}
