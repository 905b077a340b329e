import { clear, delMany, entries, set, type UseStore } from 'idb-keyval';
import { openResilientStore } from './idb-store';
import { SENT_DB, SENT_KEPT_HOURS } from './outbox-names';
import type { OutboxEntry } from './outbox';

/**
 * Receipts of queued enquiries that have gone out, so the rep who took them at the booth can
 * see that they did. A receipt keeps who and what about (name, company, project type), never
 * the e-mail, phone or message, and only for a working day. It lives in its own database:
 * the queue's records and its lease stay exactly as they were.
 */

export interface SentReceipt {
  id: string;
  /** When the enquiry was saved on this device. */
  createdAt: number;
  sentAt: number;
  name: string;
  company: string;
  projectType: string;
}

const SENT_STORE = 'receipts';

const SENT_KEPT_MS = SENT_KEPT_HOURS * 60 * 60 * 1000;

export function openSentStore(onReset?: () => void): UseStore {
  return openResilientStore(SENT_DB, SENT_STORE, onReset);
}

export function receiptOf(entry: OutboxEntry, sentAt: number): SentReceipt {
  const { params } = entry;
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    sentAt,
    name: params.from_name,
    company: params.company,
    projectType: params.project_type,
  };
}

export function parseReceipt(value: unknown): SentReceipt | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  const texts = [r.id, r.name, r.company, r.projectType].every((field) => typeof field === 'string');
  const times = [r.createdAt, r.sentAt].every((field) => typeof field === 'number' && Number.isFinite(field));
  return texts && times ? (r as unknown as SentReceipt) : null;
}

export async function recordSent(store: UseStore, entry: OutboxEntry, now: number): Promise<void> {
  await set(entry.id, receiptOf(entry, now), store);
}

/** The receipts still worth showing, most recently sent first; older or unreadable ones are dropped. */
export async function readSent(store: UseStore, now: number): Promise<SentReceipt[]> {
  const kept: SentReceipt[] = [];
  const dropped: IDBValidKey[] = [];
  for (const [key, value] of await entries<IDBValidKey, unknown>(store)) {
    const receipt = parseReceipt(value);
    if (receipt && receipt.id === key && now - receipt.sentAt < SENT_KEPT_MS) kept.push(receipt);
    else dropped.push(key);
  }
  if (dropped.length > 0) await delMany(dropped, store);
  return kept.sort((a, b) => b.sentAt - a.sentAt || a.id.localeCompare(b.id));
}

export async function clearSent(store: UseStore): Promise<void> {
  await clear(store);
}
