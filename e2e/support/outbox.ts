import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { outboxDir, readRecords } from '../../scripts/outbox-server/outbox-files.ts';
import { CONTROL_PATH } from '../../scripts/outbox-server/middleware.ts';
import type { FailureRule } from '../../scripts/outbox-server/failure-rules.ts';
import { LOCK_NAME } from '../../src/contact/offline/outbox-lock';
import { RECORD_VERSION } from '../../src/contact/offline/outbox';
import { COMPANY } from '../../src/content/company';

/**
 * Helpers for tests of the enquiry form against the local outbox server. Each test sends as
 * its own address, so its files and its staged failures are its own, even in parallel.
 */

export function uniqueSender(testInfo: TestInfo): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `e2e-${testInfo.workerIndex}-${Date.now().toString(36)}-${random}@example.com`;
}

/** The files the outbox server wrote for enquiries from `sender`. */
export async function recordsFrom(sender: string) {
  return (await readRecords(outboxDir())).filter((record) => record.template_params.from_email === sender);
}

export async function stageFailure(request: APIRequestContext, sender: string, rule: FailureRule) {
  const response = await request.post(CONTROL_PATH, { data: { from_email: sender, ...rule } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function clearFailure(request: APIRequestContext, sender: string) {
  const response = await request.delete(`${CONTROL_PATH}?from_email=${encodeURIComponent(sender)}`);
  expect(response.status()).toBe(200);
}

export interface Enquiry {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  message: string;
}

/** Fills the Spanish form (the project type is left to the tests that pick one). */
export async function fillEnquiry(page: Page, enquiry: Enquiry) {
  await page.getByLabel('Nombre completo').fill(enquiry.name);
  await page.getByLabel('Correo electrónico').fill(enquiry.email);
  if (enquiry.phone) await page.getByLabel('Teléfono').fill(enquiry.phone);
  if (enquiry.company) await page.getByLabel('Empresa').fill(enquiry.company);
  await page.getByLabel('Mensaje').fill(enquiry.message);
}

export function submitButton(page: Page) {
  return page.locator('form').getByRole('button', { name: /Enviar mensaje|Enviando/ });
}

/** The site-wide indicator of enquiries waiting on this device. */
export function outboxIndicator(page: Page) {
  return page.getByTestId('outbox-dock').locator('button[aria-expanded]');
}

/**
 * Waits until every outbox round that any tab of the page's browser had asked for has finished:
 * Web Locks are granted in order, so once the test gets the senders' lock, those are done.
 */
export async function settleOutbox(page: Page) {
  await page.evaluate((name) => navigator.locks.request(name, () => {}), LOCK_NAME);
}

/** The keys of the enquiries kept in this browser's outbox (none when it has no store yet). */
export function queuedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('enquiries')) return (db.close(), resolve([]));
          const request = db.transaction('enquiries').objectStore('enquiries').getAllKeys();
          request.onsuccess = () => {
            db.close();
            resolve((request.result as IDBValidKey[]).map(String).filter((key) => key.startsWith('enquiry:')));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/**
 * An outbox record as outbox.ts's enqueue writes it, for a test to put in IndexedDB: `params`
 * over an enquiry with every field empty, `extra` (its time, its counts, a refusal) over the rest.
 */
export function outboxEntry(id: string, params: Record<string, string>, extra: Record<string, unknown> = {}) {
  return {
    v: RECORD_VERSION,
    id,
    createdAt: Date.parse('2026-03-02T09:00:00Z'),
    params: {
      from_name: '',
      from_email: '',
      phone: '',
      company: '',
      project_type: '',
      message: '',
      to_name: COMPANY.brand,
      reply_to: params.from_email ?? '',
      submission_id: id,
      ...params,
    },
    attempts: 0,
    lastError: null,
    rejection: null,
    timeouts: 0,
    gatewayFailures: 0,
    guessedNotArrived: 0,
    inFlight: null,
    ...extra,
  };
}
