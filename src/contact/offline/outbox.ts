import { createStore, del, entries, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { COMPANY } from '../../content/company';
import { parseTemplateParams } from '../payload';
import type { TemplateParams } from '../template-params';

/**
 * The offline outbox: enquiries that could not be sent yet, kept in IndexedDB until the
 * provider accepts them. Framework-free; the store and the sender are passed in.
 */

export interface Rejection {
  status: number | null;
  text: string;
}

export interface OutboxEntry {
  id: string;
  createdAt: number;
  params: TemplateParams;
  attempts: number;
  /** Why the last attempt failed, while it is still worth retrying. */
  lastError: string | null;
  /** Set when the provider refused it for good: it waits for the visitor, not for a retry. */
  rejection: Rejection | null;
}

/** What one attempt to send came to. `status: null` means the library refused before any request. */
export type SendOutcome =
  { kind: 'sent' } | { kind: 'network' } | { kind: 'failed'; status: number | null; text: string };

export const OUTBOX_DB = 'outbox';
const OUTBOX_STORE = 'enquiries';
const ENQUIRY_PREFIX = 'enquiry:';
const SET_ASIDE_PREFIX = 'set-aside:';
/** Kept in the same store so that one transaction can check and take it (see outbox-lock.ts). */
export const LEASE_KEY = 'lease';

export function openOutboxStore(): UseStore {
  return createStore(OUTBOX_DB, OUTBOX_STORE);
}

const enquiryKey = (id: string) => `${ENQUIRY_PREFIX}${id}`;

/** Retrying cannot help with a 4xx, except 429 (too many requests); nor with a refusal before any request. */
export function isPermanent(outcome: SendOutcome): boolean {
  if (outcome.kind !== 'failed') return false;
  return outcome.status === null || (outcome.status >= 400 && outcome.status < 500 && outcome.status !== 429);
}

const BACKOFF_MS = [5_000, 15_000, 30_000, 60_000, 120_000, 300_000];

/** The wait before the next try after `attempts` failed ones. */
export function backoffMs(attempts: number): number {
  return BACKOFF_MS[Math.min(Math.max(attempts, 1), BACKOFF_MS.length) - 1]!;
}

/** The widest time a Date can hold; a stored time outside it cannot even be shown. */
const MAX_TIME = 8.64e15;

/**
 * Reads a stored record back. What the visitor wrote decides (see parseTemplateParams); the
 * bookkeeping around it is repaired rather than trusted: an unknown time is 0, a count that is
 * not a whole number is 0, and a refusal that cannot be read is a refusal without a reason.
 */
export function parseEntry(value: unknown): OutboxEntry | string {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const record = value as Record<string, unknown>;
  const params = parseTemplateParams(record.params, COMPANY.brand);
  if (typeof params === 'string') return params;
  if (record.id !== undefined && record.id !== params.submission_id) return 'id does not match submission_id';
  const { createdAt, attempts, lastError } = record;
  const rejection = record.rejection as Partial<Rejection> | null | undefined;
  return {
    id: params.submission_id,
    createdAt: typeof createdAt === 'number' && Math.abs(createdAt) <= MAX_TIME ? createdAt : 0,
    params,
    attempts: Number.isSafeInteger(attempts) && (attempts as number) >= 0 ? (attempts as number) : 0,
    lastError: typeof lastError === 'string' ? lastError : null,
    rejection:
      rejection == null
        ? null
        : {
            status: typeof rejection.status === 'number' ? rejection.status : null,
            text: typeof rejection.text === 'string' ? rejection.text : '',
          },
  };
}

/** Stores an enquiry to be sent later; an enquiry already queued (same submission id) is kept as it is. */
export async function enqueue(store: UseStore, params: TemplateParams, now: number): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    id: params.submission_id,
    createdAt: now,
    params,
    attempts: 0,
    lastError: null,
    rejection: null,
  };
  await store('readwrite', (objects) => {
    const request = objects.getKey(enquiryKey(entry.id));
    request.onsuccess = () => {
      if (request.result === undefined) objects.put(entry, enquiryKey(entry.id));
    };
    return promisifyRequest(objects.transaction);
  });
  return entry;
}

/**
 * Every queued enquiry, oldest first. A record that cannot be read is moved aside (kept, not
 * deleted, so it can still be recovered by hand) with a warning, and the rest carry on.
 */
export async function readOutbox(
  store: UseStore,
  warn: (message: string) => void = console.warn,
): Promise<OutboxEntry[]> {
  const queue: OutboxEntry[] = [];
  for (const [key, value] of await entries<IDBValidKey, unknown>(store)) {
    if (key === LEASE_KEY || (typeof key === 'string' && key.startsWith(SET_ASIDE_PREFIX))) continue;
    const entry = typeof key === 'string' && key.startsWith(ENQUIRY_PREFIX) ? parseEntry(value) : 'unknown key';
    if (typeof entry !== 'string' && enquiryKey(entry.id) === key) {
      queue.push(entry);
      continue;
    }
    const reason = typeof entry === 'string' ? entry : 'key does not match id';
    warn(`Outbox: setting aside an unreadable enquiry record (${String(key)}): ${reason}.`);
    await set(`${SET_ASIDE_PREFIX}${String(key)}`, { key: String(key), value, reason }, store);
    await del(key, store);
  }
  return queue.sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/** Replaces an entry only if it is still there: one removed meanwhile must not come back. */
async function replaceIfPresent(store: UseStore, entry: OutboxEntry): Promise<void> {
  await store('readwrite', (objects) => {
    const request = objects.getKey(enquiryKey(entry.id));
    request.onsuccess = () => {
      if (request.result !== undefined) objects.put(entry, enquiryKey(entry.id));
    };
    return promisifyRequest(objects.transaction);
  });
}

export interface FlushDeps {
  send: (params: TemplateParams) => Promise<SendOutcome>;
  /** Waits between two sends (the provider's rate limit). */
  pause: () => Promise<void>;
  warn?: (message: string) => void;
  /** Called before each send, e.g. to renew a lease. */
  beforeSend?: () => Promise<void>;
  /** Called once an enquiry was accepted and has left the queue, e.g. to keep a receipt of it. */
  afterSent?: (entry: OutboxEntry) => Promise<void>;
}

export interface FlushResult {
  sent: number;
  rejected: number;
  /** When to try again after a failure worth retrying; null when nothing is left to retry. */
  retryInMs: number | null;
}

/**
 * Sends the waiting enquiries one at a time, oldest first. Each one is removed only once the
 * provider accepted it; a permanent refusal is kept with its reason; any other failure stops
 * the round (the next ones would most likely fail the same way) and says when to try again.
 */
export async function flushOutbox(store: UseStore, deps: FlushDeps): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, rejected: 0, retryInMs: null };
  let first = true;
  for (const queued of await readOutbox(store, deps.warn)) {
    if (queued.rejection) continue;
    if (!first) await deps.pause();
    first = false;
    await deps.beforeSend?.();
    // Read again: while this round waited, the entry may have been sent, removed or rejected.
    const current = parseEntry(await get(enquiryKey(queued.id), store));
    if (typeof current === 'string' || current.rejection) continue;
    const outcome = await deps.send(current.params);
    if (outcome.kind === 'sent') {
      await del(enquiryKey(current.id), store);
      result.sent++;
      await deps.afterSent?.(current);
    } else if (isPermanent(outcome)) {
      const text = outcome.kind === 'failed' ? outcome.text : '';
      const status = outcome.kind === 'failed' ? outcome.status : null;
      await replaceIfPresent(store, { ...current, attempts: current.attempts + 1, rejection: { status, text } });
      result.rejected++;
    } else {
      const lastError = outcome.kind === 'failed' ? `${outcome.status} ${outcome.text}`.trim() : 'network';
      await replaceIfPresent(store, { ...current, attempts: current.attempts + 1, lastError });
      result.retryInMs = backoffMs(current.attempts + 1);
      return result;
    }
  }
  return result;
}

/** The visitor asks to try a refused enquiry again. */
export async function retryEntry(store: UseStore, id: string): Promise<void> {
  const current = parseEntry(await get(enquiryKey(id), store));
  if (typeof current === 'string') return;
  await replaceIfPresent(store, { ...current, attempts: 0, lastError: null, rejection: null });
}

export async function removeEntry(store: UseStore, id: string): Promise<void> {
  await del(enquiryKey(id), store);
}
