import { readFile } from 'node:fs/promises';
import { expect, type BrowserContext, type Download, type Locator, type Page } from '@playwright/test';
import { waitForApp } from './test';
import { screenPath, text } from './site';
import { servicePath } from '../../src/routing/paths';
import { itemKey, type SelectionItem } from '../../src/selection/items';
import { TOGGLE } from '../../src/selection/toggle/toggle-marks';

/** Helpers for the booth's tests, in Spanish (the site's first language), as a rep at a Spanish fair uses it. */

/** A text of the booth's namespace, with its values put in. */
export const boothText = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (said, [name, value]) => said.replaceAll(`{{${name}}}`, String(value)),
    text('es', key, 'booth'),
  );

/** The visitor card's form (or the card correcting a lead: `name` is then its visitor's). */
export const visitorCard = (page: Page, correcting?: string) =>
  page.getByRole('form', {
    name: correcting ? boothText('card.correcting', { name: correcting }) : boothText('card.title'),
  });

/** A field of the card by the contact form's own label (the list's filter beside it names companies too). */
export const cardField = (card: Locator, key: string) => card.getByLabel(text('es', `enquiry.fields.${key}`));

export const nextVisitor = (page: Page) => page.getByRole('button', { name: boothText('card.start') });

/** Marks `item` on its service page, as a visitor does in the catalogue. */
export async function markItem(page: Page, item: SelectionItem) {
  await page.goto(servicePath(item.service, 'es'));
  await waitForApp(page);
  const toggle = page.locator(`button[${TOGGLE.item}="${itemKey(item)}"]`);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

export async function openBooth(page: Page) {
  await page.goto(screenPath('booth', 'es'));
  await waitForApp(page);
}

/** The network cut, and the page knows it. */
export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

export const leadsList = (page: Page) => page.getByTestId('booth-list');
export const leadRow = (list: Locator, name: string) => list.getByRole('listitem').filter({ hasText: name });

/** Presses Export (by `press`) and resolves with the two files it downloaded, by extension. */
export async function exportFiles(page: Page, press: () => Promise<void>) {
  const downloads: Download[] = [];
  const take = (download: Download) => downloads.push(download);
  page.on('download', take);
  await press();
  await expect.poll(() => downloads.length).toBe(2);
  page.off('download', take);
  const files = new Map<string, { name: string; bytes: Buffer }>();
  for (const download of downloads) {
    const name = download.suggestedFilename();
    files.set(name.slice(name.lastIndexOf('.') + 1), { name, bytes: await readFile((await download.path())!) });
  }
  return files;
}

/**
 * Writes records into one of the site's IndexedDB stores, creating it if need be; with `channel`,
 * says so on it afterwards, as another tab's store would.
 */
export function seedRecords(
  page: Page,
  db: string,
  store: string,
  records: [key: string, value: unknown][],
  channel?: string,
) {
  return page.evaluate(
    ({ db, store, channel, records }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction(store, 'readwrite');
          for (const [key, value] of records) transaction.objectStore(store).put(value, key);
          transaction.oncomplete = () => {
            open.result.close();
            if (channel) {
              const told = new BroadcastChannel(channel);
              told.postMessage({ type: 'changed' });
              told.close();
            }
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { db, store, channel, records },
  );
}
