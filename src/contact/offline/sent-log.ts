import { get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { openResilientStore } from './idb-store';
import { SENT_DB, SENT_KEPT_HOURS, SENT_MARK_KEPT_DAYS } from './outbox-names';
import type { OutboxEntry } from './outbox';

/**
 * What this device keeps of the queued enquiries that have gone out. A receipt, so the rep who
 * took them at the booth can see that they did: who and what about (name, company, project
 * type), never the e-mail, phone or message, and only for a working day. After that, or once the
 * rep clears the sent list, only a mark stays: the enquiry's random id and when it was sent, so
 * that a lead sent while booth mode was closed is still known as sent and never offered for a
 * second sending; it goes after SENT_MARK_KEPT_DAYS. Both live in their own database, one record
 * per enquiry under its id: the queue's records and its lease stay exactly as they were.
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

/** That an enquiry was sent, and when: all that stays of its receipt after SENT_KEPT_HOURS. */
export interface SentMark {
  id: string;
  sentAt: number;
}

/** The sent log as read: the receipts still shown, and the marks of what was sent before them. */
export interface SentLog {
  /** Most recently sent first. */
  receipts: SentReceipt[];
  /** Most recently sent first. */
  marks: SentMark[];
}

const SENT_STORE = 'receipts';

const HOUR_MS = 60 * 60 * 1000;
const SENT_KEPT_MS = SENT_KEPT_HOURS * HOUR_MS;
const SENT_MARK_KEPT_MS = SENT_MARK_KEPT_DAYS * 24 * HOUR_MS;

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

const isTime = (field: unknown) => typeof field === 'number' && Number.isFinite(field);

export function parseReceipt(value: unknown): SentReceipt | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  const texts = [r.id, r.name, r.company, r.projectType].every((field) => typeof field === 'string');
  const times = [r.createdAt, r.sentAt].every(isTime);
  return texts && times ? (r as unknown as SentReceipt) : null;
}

/**
 * A mark as stored: exactly its id and time. Anything more is not a mark this code wrote, and may
 * hold what a mark must not (a receipt's name, read wrong): it is dropped, not kept as one.
 */
export function parseMark(value: unknown): SentMark | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  const bare = Object.keys(r).every((field) => field === 'id' || field === 'sentAt');
  return bare && typeof r.id === 'string' && isTime(r.sentAt) ? { id: r.id, sentAt: r.sentAt as number } : null;
}

const markOf = ({ id, sentAt }: SentReceipt | SentMark): SentMark => ({ id, sentAt });

type Held = { receipt: SentReceipt } | { mark: SentMark };

/**
 * What a stored record is worth at `now`: a receipt within its hours, else the mark of it within
 * its days, else nothing (it goes). A record under another key than its id is foreign, and goes.
 */
function heldAt(key: IDBValidKey, value: unknown, now: number): Held | null {
  const receipt = parseReceipt(value);
  if (receipt && receipt.id === key && now - receipt.sentAt < SENT_KEPT_MS) return { receipt };
  const mark = receipt ? markOf(receipt) : parseMark(value);
  if (mark && mark.id === key && now - mark.sentAt < SENT_MARK_KEPT_MS) return { mark };
  return null;
}

/**
 * Visits every record in one transaction: `keep` says what stays of each that is worth anything
 * at `now`, and it is written back when that is less than what is stored; the rest are deleted.
 * One transaction, so that a sender (a tab, the worker) writing a receipt meanwhile never has it
 * turned into a mark, or deleted, on the strength of an older read.
 */
async function sweep(store: UseStore, now: number, keep: (held: Held) => Held): Promise<SentLog> {
  const log: SentLog = { receipts: [], marks: [] };
  await store('readwrite', (objects) => {
    const request = objects.openCursor();
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return;
      const held = heldAt(cursor.key, cursor.value, now);
      const kept = held && keep(held);
      if (!kept) cursor.delete();
      else if ('receipt' in kept) log.receipts.push(kept.receipt);
      else {
        if (!parseMark(cursor.value)) cursor.update(kept.mark);
        log.marks.push(kept.mark);
      }
      cursor.continue();
    };
    return promisifyRequest(objects.transaction);
  });
  const newestFirst = (a: SentMark, b: SentMark) => b.sentAt - a.sentAt || a.id.localeCompare(b.id);
  log.receipts.sort(newestFirst);
  log.marks.sort(newestFirst);
  return log;
}

export async function recordSent(store: UseStore, entry: OutboxEntry, now: number): Promise<void> {
  await set(entry.id, receiptOf(entry, now), store);
}

/**
 * The receipts still worth showing and the marks still kept. A receipt past its hours is written
 * back as its mark; a mark past its days, or a record that cannot be read, is deleted.
 */
export function readSent(store: UseStore, now: number): Promise<SentLog> {
  return sweep(store, now, (held) => held);
}

/** Takes the receipts off the list (their personal details off the device), keeping their marks. */
export async function clearSent(store: UseStore, now: number): Promise<void> {
  await sweep(store, now, (held) => ('receipt' in held ? { mark: markOf(held.receipt) } : held));
}

/** Whether the sent log holds a receipt or a mark of `id`; a log that cannot be read says nothing. */
export async function wasSent(store: UseStore, id: string): Promise<boolean> {
  try {
    const value: unknown = await get(id, store);
    return (parseReceipt(value) ?? parseMark(value))?.id === id;
  } catch {
    return false;
  }
}
