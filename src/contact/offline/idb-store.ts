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
 * It also lets go of the database when the page goes into the back/forward cache (see
 * `suspended`), and reads afresh when the page is shown from it. It listens to the page only
 * from its first use until it is closed: a store a page made and closed (the booth's leads, one
 * per visit of the page) leaves nothing behind.
 *
 * `onReset` is called when the connection was lost, so what is shown can be read again. `page`:
 * where the page's `pagehide` and `pageshow` come (the window; none in a worker).
 */
export function openResilientStore(
  dbName: string,
  storeName: string,
  onReset: () => void = () => {},
  page: EventTarget | null = typeof window === 'undefined' ? null : window,
): ResilientStore {
  let connection: Promise<IDBDatabase> | null = null;
  /** The transactions this store began that have not ended yet (see `suspended`). */
  const unfinished = new Set<IDBTransaction>();
  /** Whether it listens to the page's `pagehide`: from its first use until it is closed. */
  let listening = false;
  /** While the page is in the back/forward cache: settles as it is shown again (see `suspended`). */
  let shown: Promise<void> | null = null;

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
    if (shown) await shown;
    listen(true);
    for (let attempt = 0; ; attempt++) {
      const db = await database();
      let store: IDBObjectStore;
      try {
        store = db.transaction(storeName, txMode).objectStore(storeName);
        const transaction = store.transaction;
        unfinished.add(transaction);
        const ended = () => unfinished.delete(transaction);
        // An error aborts the transaction too, and ends there.
        transaction.addEventListener('complete', ended);
        transaction.addEventListener('abort', ended);
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

  /** Lets the connection go (once its transactions are done) without calling onReset. */
  const letGo = () => {
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

  /**
   * The page goes into the back/forward cache (`pagehide`, persisted). WebKit keeps it there with
   * its transactions unfinished, and every later read-write transaction on the same store, in any
   * tab or the worker, waits behind them until the page is shown again or evicted: in the WebKit
   * lane, a page left mid-read held the next page's Save for good. Its transactions are aborted,
   * as leaving the page for good would (each is all or nothing, and what awaited one hears that it
   * failed), and its connection is let go. A use asked for after that (a card's own `pagehide` or
   * `visibilitychange` writing what was typed: they may come after this one, and the card's typed
   * copy, typed-copy.ts, holds it meanwhile) waits until the page is shown again, so that nothing
   * is left open in the cache whatever order the page's listeners run in. A page shown again
   * reads afresh.
   */
  const suspended = (event: Event) => {
    if (!(event as Event & { persisted?: boolean }).persisted || shown || !page) return;
    for (const transaction of unfinished) {
      try {
        transaction.abort();
      } catch {
        // Ended meanwhile (committed, or aborted already): nothing is held.
      }
    }
    unfinished.clear();
    letGo();
    // Heard even if the store is closed meanwhile: a use waiting on it must not wait for ever.
    shown = new Promise((resolve) =>
      page.addEventListener(
        'pageshow',
        () => {
          shown = null;
          resolve();
          if (listening) onReset();
        },
        { once: true },
      ),
    );
  };

  function listen(on: boolean) {
    if (!page || listening === on) return;
    listening = on;
    if (on) page.addEventListener('pagehide', suspended);
    else page.removeEventListener('pagehide', suspended);
  }

  /** Lets the connection go, as letGo, and stops listening to the page; a later use opens one again. */
  const close = () => {
    letGo();
    listen(false);
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
