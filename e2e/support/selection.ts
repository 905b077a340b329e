import type { Page } from '@playwright/test';
import type { SelectionItem } from '../../src/selection/items';
import { SELECTION_CHANNEL, SELECTION_DB, SELECTION_KEY, SELECTION_STORE } from '../../src/selection/selection-names';
import { RECORD_VERSION } from '../../src/selection/selection-store';

/**
 * The device's selection as the tests set and see it: the one IndexedDB record the store keeps
 * (selection-store.ts), written and read on the page's origin, outside the app.
 */

export interface WriteOptions {
  /** The record's version: a newer one is another deploy's, which this code reads and never overwrites. */
  version?: number;
  /** Says so on the selection's channel afterwards, as the store does, so open tabs read it again. */
  announce?: boolean;
}

/** Writes the record with `items`, creating the database where there is none yet. */
export async function writeSelection(
  page: Page,
  items: readonly SelectionItem[],
  { version = RECORD_VERSION, announce = false }: WriteOptions = {},
): Promise<void> {
  await page.evaluate(
    ({ db, store, key, channel, record, announce }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction(store, 'readwrite');
          transaction.objectStore(store).put(record, key);
          transaction.oncomplete = () => {
            open.result.close();
            if (announce) new BroadcastChannel(channel).postMessage({ type: 'changed' });
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    {
      db: SELECTION_DB,
      store: SELECTION_STORE,
      key: SELECTION_KEY,
      channel: SELECTION_CHANNEL,
      record: { version, items: [...items] },
      announce,
    },
  );
}

/** The record as stored now; undefined where the device keeps none. */
export function readSelection(page: Page): Promise<{ version: number; items: SelectionItem[] } | undefined> {
  return page.evaluate(
    ({ db, store, key }) =>
      new Promise<{ version: number; items: SelectionItem[] } | undefined>((resolve, reject) => {
        const open = indexedDB.open(db);
        // Looking must not make the database: a new one's open is stopped at its upgrade.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = (event) => {
          if (open.error?.name !== 'AbortError') return reject(open.error);
          event.preventDefault();
          resolve(undefined);
        };
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains(store)) {
            open.result.close();
            return resolve(undefined);
          }
          const read = open.result.transaction(store).objectStore(store).get(key);
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => reject(read.error);
          open.result.close();
        };
      }),
    { db: SELECTION_DB, store: SELECTION_STORE, key: SELECTION_KEY },
  );
}
