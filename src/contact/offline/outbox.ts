import { del, entries, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { openResilientStore } from './idb-store';
import { ENQUIRY_PREFIX, OUTBOX_DB, OUTBOX_STORE } from './outbox-names';
import { COMPANY } from '../../content/company';
import { parseTemplateParams } from '../payload';
import type { TemplateParams } from '../template-params';
import type { SendOutcome } from '../send';
import { failureReason, isTransient, retryDelayMs } from './retry-policy';

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

const SET_ASIDE_PREFIX = 'set-aside:';
/** Kept in the same store so that one transaction can check and take it (see outbox-lock.ts). */
export const LEASE_KEY = 'lease';
/** The retry schedule every sender shares (tabs and the service worker): one, not one per tab. */
export const SCHEDULE_KEY = 'schedule';

/** `onReset`: the connection was lost (database deleted or closed); see idb-store.ts. */
export function openOutboxStore(onReset?: () => void): UseStore {
  return openResilientStore(OUTBOX_DB, OUTBOX_STORE, onReset);
}

const enquiryKey = (id: string) => `${ENQUIRY_PREFIX}${id}`;

export interface RetrySchedule {
  /** Failed tries in a row, by any sender; reset by the next accepted send. */
  failures: number;
  /** No sender tries again on its own before this time (a visitor's "Send now" may). */
  nextAt: number;
}

export async function readSchedule(store: UseStore): Promise<RetrySchedule | null> {
  const value: unknown = await get(SCHEDULE_KEY, store);
  if (typeof value !== 'object' || value === null) return null;
  const { failures, nextAt } = value as Record<string, unknown>;
  return Number.isSafeInteger(failures) && typeof nextAt === 'number' && Number.isFinite(nextAt)
    ? { failures: failures as number, nextAt }
    : null;
}

/** Counts one more failure in one transaction, so two senders failing together count twice. */
async function recordFailure(
  store: UseStore,
  now: number,
  random: () => number,
  retryAfterMs: number | null,
): Promise<RetrySchedule> {
  let next: RetrySchedule = { failures: 1, nextAt: now };
  await store('readwrite', (objects) => {
    const request = objects.get(SCHEDULE_KEY);
    request.onsuccess = () => {
      const held = request.result as Partial<RetrySchedule> | undefined;
      const failures = (Number.isSafeInteger(held?.failures) ? held!.failures! : 0) + 1;
      next = { failures, nextAt: now + retryDelayMs(failures, random, retryAfterMs) };
      objects.put(next, SCHEDULE_KEY);
    };
    return promisifyRequest(objects.transaction);
  });
  return next;
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

/**
 * Stores an enquiry to be sent; resolves once the transaction is complete (the write is on
 * disk). An enquiry already waiting with the same submission id is kept as it is; one that
 * was refused is replaced: the visitor is trying again, perhaps with corrected text.
 */
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
    const request = objects.get(enquiryKey(entry.id));
    request.onsuccess = () => {
      const held = request.result === undefined ? null : parseEntry(request.result);
      if (held === null || typeof held === 'string' || held.rejection) objects.put(entry, enquiryKey(entry.id));
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
    if (key === LEASE_KEY || key === SCHEDULE_KEY) continue;
    if (typeof key === 'string' && key.startsWith(SET_ASIDE_PREFIX)) continue;
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

/** A record that could not be read, kept aside (see readOutbox) for the visitor to recover. */
export interface SetAside {
  key: string;
  /** What was stored, as readable text: the visitor can copy it and send it by hand. */
  text: string;
}

/** The longest text shown of one set-aside record: enough for any enquiry, not a flood. */
const SET_ASIDE_TEXT_MAX = 20_000;

function readableText(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > SET_ASIDE_TEXT_MAX ? `${text.slice(0, SET_ASIDE_TEXT_MAX)}…` : text;
}

export async function readSetAside(store: UseStore): Promise<SetAside[]> {
  const kept: SetAside[] = [];
  for (const [key, record] of await entries<IDBValidKey, unknown>(store)) {
    if (typeof key !== 'string' || !key.startsWith(SET_ASIDE_PREFIX)) continue;
    const value = typeof record === 'object' && record !== null && 'value' in record ? record.value : record;
    kept.push({ key, text: readableText(value) });
  }
  return kept.sort((a, b) => a.key.localeCompare(b.key));
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
  now: () => number;
  random: () => number;
  /** Which enquiries this round may send (see FlushMode). */
  mode: FlushMode;
  warn?: (message: string) => void;
  /** Called before each send to renew the sender's lease; false when it was lost: the round stops. */
  keepAlive?: () => Promise<boolean>;
  /** Called with the id being sent, then with null once its answer came. */
  sending?: (id: string | null) => void;
  /** Called once an enquiry was accepted and has left the queue, e.g. to keep a receipt of it. */
  afterSent?: (entry: OutboxEntry) => Promise<void>;
}

/**
 * `due`: what the shared schedule allows (nothing before its time). `new`: that, and any enquiry
 * never tried yet (the form's own first send does not wait for a schedule set by others).
 * `all`: everything waiting, now (the visitor pressed "Send now", or the connection came back).
 */
export type FlushMode = 'due' | 'new' | 'all';

export interface FlushResult {
  sent: string[];
  rejected: string[];
  /** When the shared schedule says to try again; null when nothing is left to retry. */
  nextAt: number | null;
}

/**
 * Sends the waiting enquiries one at a time, oldest first, each once per round, including any
 * queued while the round runs. Each one is removed only once the provider accepted it; a
 * permanent refusal is kept with its reason; a failure worth retrying stops the round (the
 * next ones would most likely fail the same way) and moves the shared schedule on. Without
 * `mode: 'due'`, a round before the scheduled time sends nothing.
 */
export async function flushOutbox(store: UseStore, deps: FlushDeps): Promise<FlushResult> {
  const result: FlushResult = { sent: [], rejected: [], nextAt: null };
  const schedule = await readSchedule(store);
  const due = deps.mode === 'all' || !schedule || schedule.nextAt <= deps.now();
  const sendable = (entry: OutboxEntry) => !entry.rejection && (due || (deps.mode === 'new' && entry.attempts === 0));
  const tried = new Set<string>();
  for (;;) {
    const queue = await readOutbox(store, deps.warn);
    const queued = queue.find((entry) => sendable(entry) && !tried.has(entry.id));
    if (!queued) {
      const waiting = !due && queue.some((entry) => !entry.rejection);
      return { ...result, nextAt: waiting ? schedule!.nextAt : null };
    }
    if (tried.size > 0) await deps.pause();
    tried.add(queued.id);
    if (deps.keepAlive && !(await deps.keepAlive())) return result;
    // Read again: while this round waited, the entry may have been sent, removed or rejected.
    const current = parseEntry(await get(enquiryKey(queued.id), store));
    if (typeof current === 'string' || !sendable(current)) continue;
    deps.sending?.(current.id);
    const outcome = await deps.send(current.params).finally(() => deps.sending?.(null));
    if (outcome.kind === 'sent') {
      await del(enquiryKey(current.id), store);
      await del(SCHEDULE_KEY, store);
      result.sent.push(current.id);
      await deps.afterSent?.(current);
    } else if (!isTransient(outcome)) {
      const { status, text } = outcome.kind === 'failed' ? outcome : { status: null, text: '' };
      await replaceIfPresent(store, { ...current, attempts: current.attempts + 1, rejection: { status, text } });
      result.rejected.push(current.id);
    } else {
      const lastError = failureReason(outcome);
      await replaceIfPresent(store, { ...current, attempts: current.attempts + 1, lastError });
      const retryAfterMs = outcome.kind === 'failed' ? outcome.retryAfterMs : null;
      result.nextAt = (await recordFailure(store, deps.now(), deps.random, retryAfterMs)).nextAt;
      return result;
    }
  }
}

/** One queued enquiry as it is now, or null when it has left the queue (sent or removed). */
export async function readEntry(store: UseStore, id: string): Promise<OutboxEntry | null> {
  const entry = parseEntry(await get(enquiryKey(id), store));
  return typeof entry === 'string' ? null : entry;
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
