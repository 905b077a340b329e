import type { Page } from '@playwright/test';
import { OUTBOX_DB } from '../../src/contact/offline/outbox-names';

/** Text that would run if the page ever treated it as markup or script. */
export const PAYLOADS = {
  script: '<script>alert(1)</script>',
  img: '"><img src=x onerror=alert(1)>',
  svg: "'><svg onload=alert(document.domain)>",
  url: 'javascript:alert(1)',
  template: '{{brand}} $t(common:nav.home) ${alert(1)}',
} as const;

/** Makes local and session storage throw on access, as when a browser blocks site data. */
export async function blockWebStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'])
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
  });
}

/** Makes IndexedDB refuse to open, as some private modes and policies do. */
export async function refuseIndexedDb(page: Page) {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function open() {
      throw new DOMException(
        'A mutation operation was attempted on a database that did not allow mutations.',
        'InvalidStateError',
      );
    };
  });
}

/** Writes raw records into the outbox's IndexedDB store, the way a tampered or old browser profile holds them. */
export function seedOutbox(page: Page, records: [key: string, value: unknown][]) {
  return page.evaluate(
    ({ db, records }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore('enquiries');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('enquiries', 'readwrite');
          for (const [key, value] of records) transaction.objectStore('enquiries').put(value, key);
          transaction.oncomplete = () => (open.result.close(), resolve());
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { db: OUTBOX_DB, records },
  );
}

/** The keys of the outbox store, to see what was kept. */
export function outboxKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    (db) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('enquiries').objectStore('enquiries').getAllKeys();
          request.onsuccess = () => (open.result.close(), resolve(request.result.map(String)));
          request.onerror = () => reject(request.error);
        };
      }),
    OUTBOX_DB,
  );
}
