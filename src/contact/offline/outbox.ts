import { del, entries, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { openResilientStore, type ResilientStore } from './idb-store';
import { ENQUIRY_PREFIX, OUTBOX_DB, OUTBOX_STORE } from './outbox-names';
import { COMPANY } from '../../content/company';
import { parseTemplateParams } from '../payload';
import type { TemplateParams } from '../template-params';
import type { SendOutcome } from '../send';
import {
  askedWaitMs,
  failureReason,
  hasOwnBound,
  isTransient,
  mayHaveArrived,
  refusedTheText,
  RETRY_AFTER_CAP_MS,
  retryDelayMs,
  SEND_TIMEOUTS_MS,
  stopsRound,
  UNCOUNTED_SENDS_BOUND,
  UNREAD_RETRY_AFTER_MS,
} from './retry-policy';
import { sentState, wasSent, type SentStores } from './sent-log';
import { isUnansweredRejection, UNANSWERED } from './unanswered';
import type { ReachabilityProbe } from './reachability';
import { wasAway, type AwayWatch } from './page-away';

/**
 * The offline outbox: enquiries that could not be sent yet, kept in IndexedDB until the
 * provider accepts them. Framework-free; the store and the sender are passed in.
 */

export type { Rejection } from './unanswered';
import type { Rejection } from './unanswered';

/**
 * The format of the records this code writes. A reader never rewrites a record of a newer
 * format (an old tab or worker beside a new deploy would drop or reset what it does not know of
 * it, or send it without the bookkeeping a newer version keeps), and writes what it changed over
 * the stored record, so fields it does not know are kept. Raised with every field added: see
 * RECORD_FIELDS.
 */
export const RECORD_VERSION = 3;

/** Version 2's fields, which version 3 keeps and adds one to. */
const VERSION_2_FIELDS = [
  'id',
  'createdAt',
  'params',
  'attempts',
  'lastError',
  'rejection',
  'timeouts',
  'v',
  'inFlight',
  'gatewayFailures',
  'guessedNotArrived',
  'correctedAt',
] as const;

/**
 * The fields a record of each version holds (any stored record of it, whatever became of it):
 * - 0 (no `v`): id, createdAt, params, attempts, lastError, rejection, and `timeouts` (the sends
 *   that may have left a copy).
 * - 1: the same, with `v`; from it on, a writer keeps the stored fields it does not know.
 * - 2: adds `inFlight` (the mark written before a send), `gatewayFailures` and
 *   `guessedNotArrived` (the sends counted against UNCOUNTED_SENDS_BOUND) and `correctedAt`
 *   (when a correction replaced its params). A version-1 reader would send such a record without
 *   its mark, never count those sends, and "try again" without resetting them, so it must not
 *   take it: these were added while records still said 1, and this version says 2.
 * - 3: adds `copyMayHaveLeft` (see OutboxEntry), which "try again" keeps. A version-2 reader
 *   would neither keep it nor know it, and would put a correction over a text that may have
 *   arrived once "try again" had cleared the counts it decides by.
 * A reader of a later version reads every earlier one: the fields it lacks count as 0 or none,
 * and `copyMayHaveLeft` is read from the counts (see parseEntry).
 */
export const RECORD_FIELDS: Readonly<Record<number, readonly string[]>> = {
  0: ['id', 'createdAt', 'params', 'attempts', 'lastError', 'rejection', 'timeouts'],
  1: ['id', 'createdAt', 'params', 'attempts', 'lastError', 'rejection', 'timeouts', 'v'],
  2: VERSION_2_FIELDS,
  3: [...VERSION_2_FIELDS, 'copyMayHaveLeft'],
};

export interface OutboxEntry {
  id: string;
  createdAt: number;
  params: TemplateParams;
  attempts: number;
  /** Why the last attempt failed, while it is still worth retrying. */
  lastError: string | null;
  /** Set when the provider refused it for good: it waits for the visitor, not for a retry. */
  rejection: Rejection | null;
  /**
   * Attempts that may have left a copy with the provider (see mayHaveArrived: a timeout,
   * a lost answer, a 500/504/52x, a send cut off by a reload): each retry waits longer, and after the
   * last one it waits for the visitor. Stored under the name it had when it counted timeouts
   * only, so a tab of the previous version beside this one counts in the same field.
   */
  timeouts?: number;
  /**
   * 502s and the 5xx the status table does not list (hasOwnBound), and sends an edge answered
   * without CORS (see ProbeResult), since the enquiry was queued or the visitor last tried it again: with `guessedNotArrived`, against UNCOUNTED_SENDS_BOUND
   * (retry-policy.ts). Not reset by other failures: a 502 now and then must not send for ever.
   */
  gatewayFailures?: number;
  /**
   * Sends without an answer that were not counted in `timeouts` on a guess that they never got
   * there (see providerReached): against UNCOUNTED_SENDS_BOUND with `gatewayFailures`, so a guess
   * that is wrong every time (a lost answer read as a network that was down) sends a bounded
   * number of copies.
   */
  guessedNotArrived?: number;
  /**
   * Written before a send goes out, under the send lock, and cleared with its outcome: found by
   * the next sender (which holds the lock, so its writer is gone: a reload or a closed tab
   * mid-send), it counts as one attempt that may have left a copy. `attempt`: the attempt it was.
   */
  inFlight?: InFlight | null;
  /**
   * A send of the text now queued was attempted and its outcome is unknown, so a copy of it may
   * be with the provider: a timeout, a lost answer, a send cut off, a 5xx or an edge's answer that
   * may come after the request was taken (see leftACopy). Not set by a failure read as having
   * left nothing: offline, a fast failure the probe could not get through either (no name lookup,
   * a refused connection), a 503 or 429 asking to come back, a refusal. Sticky: neither "try
   * again", a later failure nor the same text saved again clears it, since none takes back a
   * copy that arrived; only new text put in place of one the provider refused as text (a 400 or
   * 422: see copyMarkOver) starts without it, or an enquiry never queued. replaceQueued reads it:
   * a correction must not go under the id of a text that may have arrived. Absent (false) in
   * what this code builds before any send.
   */
  copyMayHaveLeft?: boolean;
}

export interface InFlight {
  attempt: number;
  at: number;
}

const SET_ASIDE_PREFIX = 'set-aside:';
/** Kept in the same store so that one transaction can check and take it (see outbox-lock.ts). */
export const LEASE_KEY = 'lease';
/** The retry schedule every sender shares (tabs and the service worker): one, not one per tab. */
export const SCHEDULE_KEY = 'schedule';

/** `onReset`: the connection was lost (database deleted or closed); see idb-store.ts. */
export function openOutboxStore(onReset?: () => void): ResilientStore {
  return openResilientStore(OUTBOX_DB, OUTBOX_STORE, onReset);
}

const enquiryKey = (id: string) => `${ENQUIRY_PREFIX}${id}`;

export interface RetrySchedule {
  /** Failed tries in a row, by any sender; reset by the next accepted send. */
  failures: number;
  /** No sender tries again on its own before this time (a visitor's "Send now" may). */
  nextAt: number;
  /** The wait that set `nextAt`: how far ahead of any clock it may lie (see readSchedule). */
  delayMs?: number;
}

/**
 * The shared schedule. A time further ahead of `now` than the wait that set it was written by a
 * clock that has since been set back, and would park the queue until that clock's time came
 * again: it is moved to `now` plus that wait, and stored so (a clamp on each read alone would
 * keep it that far ahead for as long as the clock is behind). A schedule stored without its
 * wait (an older version) is clamped to the longest wait any failure sets.
 */
export async function readSchedule(store: UseStore, now: number): Promise<RetrySchedule | null> {
  const held = parseSchedule(await get(SCHEDULE_KEY, store));
  if (!held || held.nextAt <= now + held.delayMs) return held;
  const moved: RetrySchedule & { delayMs: number } = { ...held, nextAt: now + held.delayMs };
  try {
    await store('readwrite', (objects) => {
      const request = objects.get(SCHEDULE_KEY);
      request.onsuccess = () => {
        // Only the schedule read above: one another sender wrote meanwhile is its own.
        if (parseSchedule(request.result)?.nextAt === held.nextAt) objects.put(moved, SCHEDULE_KEY);
      };
      return promisifyRequest(objects.transaction);
    });
  } catch {
    // Storage full or closed: the clamped time still holds for this read.
  }
  return moved;
}

function parseSchedule(value: unknown): (RetrySchedule & { delayMs: number }) | null {
  if (typeof value !== 'object' || value === null) return null;
  const { failures, nextAt, delayMs } = value as Record<string, unknown>;
  const wait =
    typeof delayMs === 'number' && delayMs >= 0 && delayMs <= RETRY_AFTER_CAP_MS ? delayMs : RETRY_AFTER_CAP_MS;
  return Number.isSafeInteger(failures) && typeof nextAt === 'number' && Number.isFinite(nextAt)
    ? { failures: failures as number, nextAt, delayMs: wait }
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
      const delayMs = retryDelayMs(failures, random, retryAfterMs);
      next = { failures, nextAt: now + delayMs, delayMs };
      // Another sender's wait that ends later (an edge's answer, a Retry-After) still holds.
      const stored = parseSchedule(held);
      // Bounded by that wait from now, as in readSchedule: not a time left by a clock set back.
      const later = stored ? Math.min(stored.nextAt, now + stored.delayMs) : -Infinity;
      if (stored && later > next.nextAt) next = { failures, nextAt: later, delayMs: stored.delayMs };
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
  const { createdAt, attempts, lastError, copyMayHaveLeft } = record;
  const inFlight = record.inFlight as Partial<InFlight> | null | undefined;
  const rejection = record.rejection as Partial<Rejection> | null | undefined;
  const timeouts = countOf(record.timeouts);
  const gatewayFailures = countOf(record.gatewayFailures);
  return {
    id: params.submission_id,
    createdAt: typeof createdAt === 'number' && Math.abs(createdAt) <= MAX_TIME ? createdAt : 0,
    params,
    attempts: countOf(attempts),
    lastError: typeof lastError === 'string' ? lastError : null,
    timeouts,
    gatewayFailures,
    guessedNotArrived: countOf(record.guessedNotArrived),
    // A record from before version 3, or one whose mark cannot be read: its counts say it, as far
    // as they still can ("try again" cleared them), and they count only the sends that may have
    // left a copy (a guess that one never got there, guessedNotArrived, is not one).
    // A stored false does not outweigh counts that say otherwise: the fact is only ever added to.
    copyMayHaveLeft: copyMayHaveLeft === true || timeouts + gatewayFailures > 0,
    // A mark that cannot be read is still a mark: the send it stood for may have gone out.
    inFlight:
      inFlight == null
        ? null
        : {
            attempt: Number.isSafeInteger(inFlight.attempt) ? inFlight.attempt! : 0,
            at: typeof inFlight.at === 'number' && Math.abs(inFlight.at) <= MAX_TIME ? inFlight.at : 0,
          },
    rejection:
      rejection == null
        ? null
        : {
            status: typeof rejection.status === 'number' ? rejection.status : null,
            text: typeof rejection.text === 'string' ? rejection.text : '',
          },
  };
}

/** A stored count: a whole number from 0, else 0 (see parseEntry). */
function countOf(value: unknown): number {
  return Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : 0;
}

/** The version a stored record says it has; records from before versions are version 0. */
function versionOf(value: unknown): number {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).v : undefined;
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/** Whether a stored record is of a format newer than this code's: not this reader's to touch. */
function isNewerRecord(value: unknown): boolean {
  return versionOf(value) > RECORD_VERSION;
}

/** What to store for `entry` over `held` (what is stored now): what this code knows, over the rest. */
function recordOver(held: unknown, entry: OutboxEntry): Record<string, unknown> {
  const kept = typeof held === 'object' && held !== null ? (held as Record<string, unknown>) : {};
  return { ...kept, ...entry, v: RECORD_VERSION };
}

/**
 * An enquiry's tries as they stand before its first send: no attempt, failure or refusal. Given
 * to a new enquiry, and to one the visitor tries again (corrected, or with "send now") after the
 * provider refused it: the new try must not inherit the old one's count towards giving up.
 */
function freshCounts(): Pick<
  OutboxEntry,
  'attempts' | 'lastError' | 'rejection' | 'timeouts' | 'gatewayFailures' | 'guessedNotArrived'
> {
  return { attempts: 0, lastError: null, rejection: null, timeouts: 0, gatewayFailures: 0, guessedNotArrived: 0 };
}

/**
 * The check of the sent log before an enquiry is queued (see enqueue). `neverQueued`: the caller
 * knows this submission id was never given to the outbox before (made on this page and not
 * submitted yet), so it cannot have been sent: a sent log that does not answer in time
 * (SENT_CHECK_LIMIT_MS) does not stop it. Without that knowledge (a draft or a card that outlived
 * a reload may have been queued and sent before it), such an enquiry is not queued: see NotQueued.
 */
export interface SentCheck {
  stores: SentStores;
  neverQueued: boolean;
}

/**
 * Why enqueue did not queue an enquiry. `sent`: the sent log holds it (a reload mid-send kept its
 * draft). `unconfirmed`: the sent log could not be read in time and the enquiry is not in the
 * queue, so it may have gone already; the caller asks again later rather than risk a second copy.
 */
export type NotQueued = 'sent' | 'unconfirmed';

/**
 * Stores an enquiry to be sent; resolves once the transaction is complete (the write is on
 * disk). An enquiry already waiting with the same submission id is kept as it is; one that
 * was refused is replaced: the visitor is trying again, perhaps with corrected text. So is the
 * refused enquiry `corrects` names, when this one is written: the form's corrected text goes under
 * an id of its own (payload.ts, enquiryId). With a check of the sent log (`sent`, see SentCheck),
 * an enquiry the log holds is not queued again.
 */
export async function enqueue(store: UseStore, params: TemplateParams, now: number): Promise<OutboxEntry>;
export async function enqueue(
  store: UseStore,
  params: TemplateParams,
  now: number,
  sent: SentCheck,
  corrects?: string,
): Promise<OutboxEntry | NotQueued>;
export async function enqueue(
  store: UseStore,
  params: TemplateParams,
  now: number,
  sent?: SentCheck,
  corrects?: string,
): Promise<OutboxEntry | NotQueued> {
  const state = sent ? await sentState(sent.stores, params.submission_id) : 'notSent';
  if (state === 'sent') return 'sent';
  const entry: OutboxEntry = {
    id: params.submission_id,
    createdAt: now,
    params,
    ...freshCounts(),
    inFlight: null,
    copyMayHaveLeft: false,
  };
  let outcome: OutboxEntry | NotQueued = entry;
  await store('readwrite', (objects) => {
    // Asked first, so that its answer is in when the enquiry's own comes.
    const corrected = corrects !== undefined && corrects !== entry.id ? objects.get(enquiryKey(corrects)) : null;
    const request = objects.get(enquiryKey(entry.id));
    request.onsuccess = () => {
      // Still in the queue, it has not been sent: whatever the sent log could say, it is safe.
      if (request.result === undefined && state === 'unknown' && !sent?.neverQueued) {
        outcome = 'unconfirmed';
        return;
      }
      const held = request.result === undefined ? null : parseEntry(request.result);
      const replaceable = held === null || typeof held === 'string' || held.rejection;
      // Saved again over one held as unanswered (the rep's Save after "could not confirm"), say:
      // a copy it may have left is still out there (see copyMarkOver).
      const copyMayHaveLeft = held !== null && typeof held !== 'string' && copyMarkOver(held);
      if (replaceable && versionOf(request.result) <= RECORD_VERSION) {
        objects.put({ ...entry, copyMayHaveLeft, v: RECORD_VERSION }, enquiryKey(entry.id));
        if (corrected && stillRefused(corrected.result)) objects.delete(enquiryKey(corrects!));
      }
    };
    return promisifyRequest(objects.transaction);
  });
  return outcome;
}

/**
 * Whether a stored record is an enquiry the provider refused, as it was when the visitor corrected
 * it: not one held unanswered (it may have arrived), not one retried since, nor a newer version's.
 */
function stillRefused(value: unknown): boolean {
  const held = value === undefined ? 'none' : parseEntry(value);
  return (
    typeof held !== 'string' &&
    held.rejection !== null &&
    !isUnansweredRejection(held.rejection) &&
    versionOf(value) <= RECORD_VERSION
  );
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
    // A newer version's record is not this reader's (see RECORD_VERSION): not sent, not counted,
    // not moved aside for a field this code cannot read; the newer version deals with it.
    if (isNewerRecord(value)) continue;
    const entry = typeof key === 'string' && key.startsWith(ENQUIRY_PREFIX) ? parseEntry(value) : 'unknown key';
    if (typeof entry !== 'string' && enquiryKey(entry.id) === key) {
      queue.push(entry);
      continue;
    }
    const reason = typeof entry === 'string' ? entry : 'key does not match id';
    warn(`Outbox: setting aside an unreadable enquiry record (${String(key)}): ${reason}.`);
    try {
      await set(`${SET_ASIDE_PREFIX}${String(key)}`, { key: String(key), value, reason }, store);
      await del(key, store);
    } catch (error) {
      // The disk is full, say: it stays where it is, skipped, and the rest still go out.
      warn(`Outbox: could not set aside ${String(key)}; skipped this time. ${String(error)}`);
    }
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

/** Takes a set-aside record away, once the visitor has copied what it held. */
export async function removeSetAside(store: UseStore, key: string): Promise<void> {
  if (key.startsWith(SET_ASIDE_PREFIX)) await del(key, store);
}

/**
 * Replaces an entry's bookkeeping only if it is still there (one removed meanwhile must not come
 * back) and of a format this code knows (see RECORD_VERSION). The params stay as stored: they
 * change only through enqueue and replaceQueued, and a correction made since `entry` was read
 * must not be written over with the text it corrected; so does a copyMayHaveLeft set since.
 */
async function replaceIfPresent(store: UseStore, entry: OutboxEntry): Promise<void> {
  await store('readwrite', (objects) => {
    const request = objects.get(enquiryKey(entry.id));
    request.onsuccess = () => {
      const held: unknown = request.result;
      if (held === undefined || isNewerRecord(held)) return;
      const stored = parseEntry(held);
      const params = typeof stored === 'string' ? entry.params : stored.params;
      // Set meanwhile by another sender, it stays set (see copyMayHaveLeft).
      const copyMayHaveLeft = entry.copyMayHaveLeft || (typeof stored !== 'string' && stored.copyMayHaveLeft);
      objects.put(recordOver(held, { ...entry, params, copyMayHaveLeft }), enquiryKey(entry.id));
    };
    return promisifyRequest(objects.transaction);
  });
}

/**
 * Marks `attempted` in flight over the stored entry, in one transaction with the read of what is
 * stored: the params sent are the stored ones (a correction may have replaced them since the
 * round read the entry), everything else is the round's. Null when the entry has left the queue,
 * cannot be read or is a newer version's (see RECORD_VERSION): nothing to send. From here on
 * replaceQueued answers 'sending', so what goes out is what is stored until the outcome.
 */
async function markInFlight(store: UseStore, attempted: OutboxEntry): Promise<OutboxEntry | null> {
  let marked: OutboxEntry | null = null;
  await store('readwrite', (objects) => {
    const request = objects.get(enquiryKey(attempted.id));
    request.onsuccess = () => {
      const raw: unknown = request.result;
      if (raw === undefined || isNewerRecord(raw)) return;
      const held = parseEntry(raw);
      if (typeof held === 'string') return;
      marked = {
        ...attempted,
        params: held.params,
        copyMayHaveLeft: attempted.copyMayHaveLeft || held.copyMayHaveLeft,
      };
      objects.put(recordOver(raw, marked), enquiryKey(attempted.id));
    };
    return promisifyRequest(objects.transaction);
  });
  return marked;
}

/**
 * Whether new text put in `held`'s place still has a copy of held's text that may have left
 * (copyMayHaveLeft): only a refusal of the text itself (refusedTheText: 400, 422) shows that the
 * earlier sends of the same text were refused too. Any other refusal (an account's, a 403, a 413)
 * came after a copy may have arrived, and says nothing of it.
 */
function copyMarkOver(held: OutboxEntry): boolean {
  return held.copyMayHaveLeft === true && !refusedTheText(held.rejection?.status ?? null);
}

/** What became of a correction: see replaceQueued. */
export type ReplaceOutcome = 'replaced' | 'sending' | 'mayHaveArrived' | 'sent' | 'missing';

/**
 * Replaces the params of the queued enquiry `params.submission_id` (a correction made before it
 * was sent), in one transaction that reads the entry and writes it: only while no send of it is
 * in progress. A sender writes its mark (`inFlight`) in the transaction that reads the params it
 * sends (markInFlight), so a replace either lands before that transaction, and is what goes out,
 * or finds the mark and answers 'sending': never between the sender's read and its send. The
 * lease names no entry, and needs not: a sender that has read the entry but not marked it yet
 * sends what it finds at its mark. A mark left by a sender cut off mid-send answers 'sending'
 * too: that send may have reached the provider. Nor is an entry replaced that an earlier send may
 * have delivered (copyMayHaveLeft: its answer lost on a fair's Wi-Fi, say): its retry would carry
 * the corrected text under the same id, a second version with nothing to say which one counts.
 * Its place in the queue stays, and its counts and refusal, except a refusal by the provider:
 * the corrected text goes afresh (see below).
 * - 'replaced': the queued entry now carries `params`;
 * - 'sending': a send of it is in progress (or was cut off): the old text may arrive;
 * - 'mayHaveArrived': queued, but a copy of the old text may have arrived already: it goes on as
 *   it was (retried, or held for the rep), and the correction must go on its own;
 * - 'sent': it has left the queue with a receipt or a mark in the sent log (`sentStores`);
 * - 'missing': not in the queue (sent without a receipt, removed, or sent while the sent log does
 *   not answer in time: see wasSent), or a record this code may not change (unreadable, a newer
 *   version's): the correction must go on its own.
 */
export async function replaceQueued(
  store: UseStore,
  params: TemplateParams,
  now: number,
  sentStores?: SentStores,
): Promise<ReplaceOutcome> {
  const id = params.submission_id;
  let outcome: ReplaceOutcome = 'missing';
  await store('readwrite', (objects) => {
    const request = objects.get(enquiryKey(id));
    request.onsuccess = () => {
      const raw: unknown = request.result;
      if (raw === undefined || isNewerRecord(raw)) return;
      const held = parseEntry(raw);
      if (typeof held === 'string') return;
      if (held.inFlight) {
        outcome = 'sending';
        return;
      }
      // Not over a text that may have arrived, unless the provider refused that very text when it
      // was sent again (see copyMarkOver): one held as unanswered stays held, and the rep decides.
      if (copyMarkOver(held)) {
        outcome = 'mayHaveArrived';
        return;
      }
      // A refusal by the provider (an address it would not take, say): the corrected text is tried
      // afresh, as enqueue and "send now" do; no copy of the text it replaces may have left.
      const refused = held.rejection !== null && !isUnansweredRejection(held.rejection);
      const corrected: OutboxEntry = refused
        ? { ...held, params, ...freshCounts(), copyMayHaveLeft: false }
        : { ...held, params };
      // `correctedAt` is kept beside what this code reads, for whoever looks at the record.
      objects.put({ ...recordOver(raw, corrected), correctedAt: now }, enquiryKey(id));
      outcome = 'replaced';
    };
    return promisifyRequest(objects.transaction);
  });
  if (outcome === 'missing' && sentStores && (await wasSent(sentStores, id))) return 'sent';
  return outcome;
}

/**
 * Writes the outcome of the send marked `attempt` (see OutboxEntry.inFlight), computed from the
 * record as it was before the send. Only while the stored mark is still that send's is it written
 * as is; otherwise a sender whose lease ran out mid-send is writing over the one that took over
 * (and may have counted, sent or set it aside since): the two are merged, so nothing the other
 * counted is lost: the higher of each count, its refusal if it has one, its mark in flight.
 */
async function writeOutcome(store: UseStore, entry: OutboxEntry, attempt: InFlight): Promise<void> {
  await store('readwrite', (objects) => {
    const request = objects.get(enquiryKey(entry.id));
    request.onsuccess = () => {
      const raw: unknown = request.result;
      if (raw === undefined || isNewerRecord(raw)) return;
      const held = parseEntry(raw);
      const ours =
        typeof held !== 'string' && held.inFlight?.attempt === attempt.attempt && held.inFlight.at === attempt.at;
      const written = ours || typeof held === 'string' ? entry : mergeOutcome(held, entry);
      objects.put(recordOver(raw, written), enquiryKey(entry.id));
    };
    return promisifyRequest(objects.transaction);
  });
}

function mergeOutcome(held: OutboxEntry, late: OutboxEntry): OutboxEntry {
  return {
    ...held,
    attempts: Math.max(held.attempts, late.attempts),
    timeouts: Math.max(held.timeouts ?? 0, late.timeouts ?? 0),
    gatewayFailures: Math.max(held.gatewayFailures ?? 0, late.gatewayFailures ?? 0),
    guessedNotArrived: Math.max(held.guessedNotArrived ?? 0, late.guessedNotArrived ?? 0),
    rejection: held.rejection ?? late.rejection,
    lastError: held.lastError ?? late.lastError,
    copyMayHaveLeft: held.copyMayHaveLeft || late.copyMayHaveLeft,
  };
}
/**
 * An accepted send ends the failures in a row. A round that was due (or forced) tried every
 * enquiry waiting, so the schedule goes. One before the scheduled time (`new`) sent only fresh
 * enquiries: one that failed before still waits for that time, and without it no timer would be
 * armed for it (outbox-runner.ts arms one from the schedule) until the next online, tab shown,
 * reload or save. Its time stays; only the count is reset, so its next failure waits as after a
 * first. Nothing of that kind left waiting, the schedule goes as well.
 */
async function recordSuccess(store: UseStore, due: boolean, warn?: (message: string) => void): Promise<void> {
  const olderWaiting = !due && (await readOutbox(store, warn)).some((entry) => !entry.rejection && entry.attempts > 0);
  if (!olderWaiting) return del(SCHEDULE_KEY, store);
  await store('readwrite', (objects) => {
    const request = objects.get(SCHEDULE_KEY);
    request.onsuccess = () => {
      const held = parseSchedule(request.result);
      if (held) objects.put({ ...held, failures: 0 }, SCHEDULE_KEY);
    };
    return promisifyRequest(objects.transaction);
  });
}

export interface FlushDeps {
  /** `timeoutMs`: how long this attempt waits for an answer (longer after each timeout). */
  send: (params: TemplateParams, options: { timeoutMs: number }) => Promise<SendOutcome>;
  /** Waits between two sends (the provider's rate limit). */
  pause: () => Promise<void>;
  now: () => number;
  /**
   * A clock that only moves forward (performance.now()), for how long a send took, with the wall
   * clock (`now`), which may be set back or forward meanwhile, while this one may stop in a
   * device's sleep: the larger of the two counts (see sendLengthMs). Required: a test left on
   * the real clock would time its sends against DEPARTURE_MS, and a loaded machine would miscount.
   */
  monotonicNow: () => number;
  /** Where a page sends: whether it is hidden or frozen, for sendLengthMs. None in the worker. */
  away?: AwayWatch;
  random: () => number;
  /** Which enquiries this round may send (see FlushMode). */
  mode: FlushMode;
  warn?: (message: string) => void;
  /**
   * Called before each send, and before a probe after one (see providerReached), to renew the
   * sender's lease; false when it was lost: the round stops.
   */
  keepAlive?: () => Promise<boolean>;
  /**
   * Whether the device is online, asked as a send goes and after it got no answer (see
   * providerReached). Online when absent.
   */
  isOnline?: () => boolean;
  /**
   * Whether the provider answers at all (reachability.ts), asked only after a send failed with a
   * network error while online throughout (see providerReached). Answered when absent.
   */
  reachable?: ReachabilityProbe;
  /** Called with the id being sent, then with null once its answer came (outside the send's timing). */
  sending?: (id: string | null) => void;
  /**
   * Called once an enquiry was accepted, before it leaves the queue: to keep a receipt of it. First,
   * so that no read in between finds it neither queued nor sent (the booth's 'missing'); should the
   * sender stop between the two, the record is found cut off mid-send with its receipt (`wasSent`).
   */
  afterSent?: (entry: OutboxEntry) => Promise<void>;
  /** Called once an accepted enquiry has left the queue. */
  left?: (entry: OutboxEntry) => Promise<void>;
  /**
   * Whether the sent log holds the enquiry `id`: asked only of a record found marked in flight (a
   * send cut off), which may be one that was sent and recorded but not yet removed. It is removed
   * then, not sent again. Bounded (the runner gives it RECEIPTS_LIMIT_MS, as long as the lease
   * allows: nobody waits on it): a log that does not answer says false, and the record counts as a
   * send cut off (countCutOffSend), which the bound of such sends limits.
   */
  wasSent?: (id: string) => Promise<boolean>;
}

/**
 * `due`: what the shared schedule allows (nothing before its time). `new`: that, and any enquiry
 * never tried yet: the form's own first send, and the triggers no visitor asked for (the
 * connection came back, Background Sync), which must keep every wait the schedule holds, the
 * minute after an edge's answer or a Retry-After among them. `all`: everything waiting, now: only
 * the visitor's own "Send now" or "Try again".
 */
export type FlushMode = 'due' | 'new' | 'all';

export interface FlushResult {
  sent: string[];
  rejected: string[];
  /** When the shared schedule says to try again; null when nothing is left to retry. */
  nextAt: number | null;
  /**
   * The round failed and storage refused to keep the schedule (a full disk): no time is stored,
   * and the caller must keep one of its own (outbox-runner.ts) or nobody tries again.
   */
  scheduleUnsaved?: true;
}

/**
 * Sends the waiting enquiries one at a time, oldest first, each once per round, including any
 * queued while the round runs. Each one is removed only once the provider accepted it; a
 * permanent refusal is kept with its reason. A failure worth retrying is kept for the next
 * round and the round goes on: the failure may be the enquiry's own (a 5xx caused by its
 * content, a long message on a slow uplink), and it must not hold back the others. The round
 * stops only where the next ones would fail the same way: a 429 (the provider asks everyone to
 * slow down), or two enquiries in a row without any answer (no connection). The shared schedule
 * moves on once per round with a failure. Without `mode: 'due'`, a round before the scheduled
 * time sends nothing.
 */
export async function flushOutbox(store: UseStore, deps: FlushDeps): Promise<FlushResult> {
  const result: FlushResult = { sent: [], rejected: [], nextAt: null };
  const schedule = await readSchedule(store, deps.now());
  const due = deps.mode === 'all' || !schedule || schedule.nextAt <= deps.now();
  const sendable = (entry: OutboxEntry) => !entry.rejection && (due || (deps.mode === 'new' && entry.attempts === 0));
  const tried = new Set<string>();
  let failures = 0;
  let retryAfterMs: number | null = null;
  let unansweredInARow = 0;
  const finish = async (): Promise<FlushResult> => {
    if (failures > 0) result.nextAt = (await recordFailure(store, deps.now(), deps.random, retryAfterMs)).nextAt;
    else if (result.sent.length > 0) await recordSuccess(store, due, deps.warn);
    return result;
  };
  for (;;) {
    const queue = await readOutbox(store, deps.warn);
    const queued = queue.find((entry) => sendable(entry) && !tried.has(entry.id));
    if (!queued) {
      if (failures > 0) return finish();
      const waiting = !due && queue.some((entry) => !entry.rejection);
      await finish();
      return { ...result, nextAt: waiting ? schedule!.nextAt : null };
    }
    if (tried.size > 0) await deps.pause();
    tried.add(queued.id);
    if (deps.keepAlive && !(await deps.keepAlive())) return finish();
    // Read again: while this round waited, the entry may have been sent, removed or rejected.
    const stored: unknown = await get(enquiryKey(queued.id), store);
    // Rewritten by a newer version meanwhile: its to send, not this reader's (see RECORD_VERSION).
    if (isNewerRecord(stored)) continue;
    const read = parseEntry(stored);
    if (typeof read === 'string' || !sendable(read)) continue;
    // No correction can have landed on a record marked in flight (replaceQueued answers 'sending').
    if (read.inFlight && (await deps.wasSent?.(read.id))) {
      await del(enquiryKey(read.id), store);
      continue;
    }
    const current = await countCutOffSend(store, read);
    if (current.rejection) {
      result.rejected.push(current.id);
      continue;
    }
    const timeouts = current.timeouts ?? 0;
    const gatewayFailures = current.gatewayFailures ?? 0;
    const guessedNotArrived = current.guessedNotArrived ?? 0;
    const timeoutMs = SEND_TIMEOUTS_MS[Math.min(timeouts, SEND_TIMEOUTS_MS.length - 1)]!;
    // Counted before it goes out: a reload or a closed tab mid-send must not send it uncounted.
    const mark: InFlight = { attempt: current.attempts + 1, at: deps.now() };
    let attempted: OutboxEntry = { ...current, attempts: current.attempts + 1, inFlight: mark };
    try {
      // What goes out is what the mark was written over: a correction (replaceQueued) that came
      // after this round read the entry is sent, and none can come once the mark is down.
      const marked = await markInFlight(store, attempted);
      if (!marked) continue;
      attempted = marked;
    } catch (error) {
      // The disk is full, say: a send now could record neither its attempt nor its outcome, and
      // every round would send another copy. It stays queued, unsent, until writes work again;
      // the rest would meet the same refusal, so the round ends.
      deps.warn?.(`Outbox: could not mark ${current.id} in flight; not sending it this time. ${String(error)}`);
      // A failed round: where the schedule can still be written, a retry is set (and shown);
      // where it cannot, the caller keeps one.
      failures++;
      return finish().catch((): FlushResult => ({ ...result, scheduleUnsaved: true }));
    }
    deps.sending?.(current.id);
    // The page's redraw of what `sending` told it is queued as a microtask (React's render of a
    // store's change): it runs before the send is timed, not inside its span.
    await Promise.resolve();
    const onlineBefore = deps.isOnline?.() ?? true;
    const sentAt = { monotonic: deps.monotonicNow(), wall: deps.now(), away: deps.away?.() ?? null };
    let sentForMs = 0;
    // Timed as it settles, before `sending` tells the page, whose redraw on a loaded device would
    // add its time to the span, and a refusal would read as a send that may have arrived (see
    // DEPARTURE_MS). What the browser does meanwhile (layout, paint) still counts: it cannot be
    // told apart from the send's own wait.
    const outcome = await deps.send(attempted.params, { timeoutMs }).finally(() => {
      try {
        sentForMs = sendLengthMs(
          deps.monotonicNow() - sentAt.monotonic,
          deps.now() - sentAt.wall,
          wasAway(sentAt.away, deps.away?.() ?? null),
        );
      } finally {
        deps.sending?.(null);
      }
    });
    const answered: OutboxEntry = { ...attempted, inFlight: null };
    unansweredInARow = outcome.kind === 'network' || outcome.kind === 'timeout' ? unansweredInARow + 1 : 0;
    // A timeout always counts: a send that waited out its limit had a way out for that long.
    const reach: Reach =
      outcome.kind === 'network'
        ? await providerReached(onlineBefore, sentForMs, deps)
        : { way: 'open', leaseLost: false };
    const edge = reach.way === 'edge';
    const guessed = reach.way === 'guessedShut';
    const maybeArrived = mayHaveArrived(outcome, reach.way === 'open');
    const gateway = hasOwnBound(outcome) || edge;
    const counts = {
      timeouts: maybeArrived ? timeouts + 1 : timeouts,
      gatewayFailures: gateway ? gatewayFailures + 1 : gatewayFailures,
      guessedNotArrived: guessed ? guessedNotArrived + 1 : guessedNotArrived,
      copyMayHaveLeft: attempted.copyMayHaveLeft || leftACopy(maybeArrived, gateway),
    };
    const uncounted = counts.gatewayFailures + counts.guessedNotArrived;
    if (outcome.kind === 'sent') {
      const sent = { ...current, params: attempted.params };
      result.sent.push(current.id);
      try {
        await deps.afterSent?.(sent);
      } finally {
        // Removed even when no receipt could be kept: sent, it must not go again.
        await del(enquiryKey(current.id), store);
      }
      await deps.left?.(sent);
    } else if (
      (maybeArrived && counts.timeouts >= SEND_TIMEOUTS_MS.length) ||
      ((gateway || guessed) && uncounted >= UNCOUNTED_SENDS_BOUND)
    ) {
      // Each of these may have left a copy with the provider: no more of them without the visitor.
      await writeOutcome(store, { ...answered, ...counts, rejection: UNANSWERED }, mark);
      result.rejected.push(current.id);
    } else if (!isTransient(outcome)) {
      const { status, text } = outcome.kind === 'failed' ? outcome : { status: null, text: '' };
      await writeOutcome(store, { ...answered, rejection: { status, text } }, mark);
      result.rejected.push(current.id);
    } else {
      const lastError = failureReason(outcome);
      await writeOutcome(store, { ...answered, ...counts, lastError }, mark);
      failures++;
      const asked = askedWaitMs(outcome);
      if (asked !== null) retryAfterMs = Math.max(retryAfterMs ?? 0, asked);
      // An edge's answer (a 429 or a 503 of a CDN, say) was not readable, so neither was its
      // Retry-After: wait as after a 429 without one, not the 5 s of a first retry.
      if (edge) retryAfterMs = Math.max(retryAfterMs ?? 0, UNREAD_RETRY_AFTER_MS);
      // An edge answering without CORS answers so for every enquiry: the round ends, as at a 429.
      if (stopsRound(outcome) || unansweredInARow >= 2 || reach.leaseLost || edge) return finish();
    }
    if (reach.leaseLost) return finish();
  }
}

/**
 * Whether a failed send may have left a copy of its text with the provider (copyMayHaveLeft):
 * one counted as such (`maybeArrived`: a timeout, a lost answer, a 500/504/52x) or one counted
 * against its own bound as a gateway's failure (`gateway`: a 502, a 5xx the status table does not
 * list, an edge's answer), which may come after the request was passed on. A send the probe read
 * as never having got there (guessedShut) is not one: this network could not reach the provider
 * (no name lookup, a refused connection), and a correction of it goes in its place. It is a guess,
 * as UNCOUNTED_SENDS_BOUND says; such sends stay bounded by it.
 */
function leftACopy(maybeArrived: boolean, gateway: boolean): boolean {
  return maybeArrived || gateway;
}

/**
 * Whether a send that failed with a network error had a way to the provider, decided after it
 * failed (the send always goes first: a wrong answer here costs a miscount, never a send):
 * - offline when it went: the request never left (`shut`), and is retried without counting;
 * - a failure within DEPARTURE_MS, with the device offline after (a flapping Wi-Fi) or a probe
 *   that failed with an error (a Wi-Fi without internet, a captive portal): most likely it never
 *   got there (`guessedShut`). Not counted against the bound of two, but a guess: a lost answer
 *   on a warm connection fails as fast, so these count against UNCOUNTED_SENDS_BOUND;
 * - a probe answered by an edge without CORS (`edge`): see ProbeResult; a gateway failure;
 * - anything else (`open`): it may have got there and its answer was lost; it counts. A failure
 *   that took longer than DEPARTURE_MS had time to go out, whatever the network does after; a
 *   probe that got an answer, or none in time, cannot say the way was shut (ProbeResult).
 * The probe may wait as long as a send: the lease is renewed first. A lease lost by then ends
 * the round, and the send counts, as one cut off would.
 */
async function providerReached(onlineBefore: boolean, sentForMs: number, deps: FlushDeps): Promise<Reach> {
  if (!onlineBefore) return { way: 'shut', leaseLost: false };
  const fast = sentForMs < DEPARTURE_MS;
  if (!(deps.isOnline?.() ?? true)) return { way: fast ? 'guessedShut' : 'open', leaseLost: false };
  if (!deps.reachable) return { way: 'open', leaseLost: false };
  if (deps.keepAlive && !(await deps.keepAlive())) return { way: 'open', leaseLost: true };
  const probed = await deps.reachable();
  if (probed === 'answeredWithoutCors') return { way: 'edge', leaseLost: false };
  return { way: probed === 'failed' && fast ? 'guessedShut' : 'open', leaseLost: false };
}

/**
 * How long a send must have lasted, by the monotonic clock, before it failed with a network
 * error, to count as one that may have gone out. A Wi-Fi that flaps (review 4) says `online`,
 * the outbox sends at once, and the network goes again: the send fails within milliseconds;
 * counted, two flaps would set aside an enquiry that never left. Going out takes a new connection
 * (after a network change there is no other to reuse): a name lookup, TCP and TLS, three round
 * trips and more before the request's first byte, each tens of milliseconds on a fair's Wi-Fi,
 * and the provider must then take it in. A failure sooner than this most likely did not carry
 * it; not certainly (an answer lost on a warm connection is as quick), so such sends have their
 * own bound (UNCOUNTED_SENDS_BOUND). Never applied to a timeout.
 */
export const DEPARTURE_MS = 250;

/**
 * How long a send lasted, for DEPARTURE_MS. The monotonic clock (performance.now()) may stop while
 * the device sleeps, so a send cut off by a sleep would read as a fast failure, one that never
 * left; the wall clock goes on through a sleep, but may be stepped meanwhile (NTP on reconnecting,
 * the visitor). So the wall clock's delta (taken as 0 at least) counts only where the device may
 * have slept: `away`, the page was hidden or frozen during the send (see page-away.ts); else a
 * clock stepped forward 250 ms would turn a 5 ms flap into a send that may have arrived. Where
 * nobody can tell (null: the service worker), the larger of the two: a copy too many is counted,
 * never one too few.
 */
export function sendLengthMs(monotonicMs: number, wallMs: number, away: boolean | null = null): number {
  return away === false ? Math.max(monotonicMs, 0) : Math.max(monotonicMs, wallMs, 0);
}

/**
 * Where a send that failed with a network error got, as far as can be told (see providerReached);
 * `edge`: an edge (CDN, gateway) answered for the provider without CORS headers, which is why
 * the send read as a network error (see ProbeResult): a gateway failure, or a lost answer.
 */
interface Reach {
  way: 'open' | 'shut' | 'guessedShut' | 'edge';
  leaseLost: boolean;
}

/**
 * An entry found marked in flight: the send it stood for was cut off (its sender let go of the
 * lock without an answer) and may have reached the provider, so it counts as one attempt that
 * may have left a copy; at the bound, it waits for the visitor instead of going out again.
 */
async function countCutOffSend(store: UseStore, entry: OutboxEntry): Promise<OutboxEntry> {
  if (!entry.inFlight) return entry;
  const timeouts = (entry.timeouts ?? 0) + 1;
  const counted: OutboxEntry = {
    ...entry,
    attempts: Math.max(entry.attempts, entry.inFlight.attempt),
    timeouts,
    lastError: 'cut off',
    inFlight: null,
    copyMayHaveLeft: true,
    rejection: timeouts >= SEND_TIMEOUTS_MS.length ? UNANSWERED : null,
  };
  await replaceIfPresent(store, counted);
  return counted;
}

/** One queued enquiry as it is now, or null when it has left the queue (sent or removed). */
export async function readEntry(store: UseStore, id: string): Promise<OutboxEntry | null> {
  const entry = parseEntry(await get(enquiryKey(id), store));
  return typeof entry === 'string' ? null : entry;
}

/**
 * The visitor asks to try a refused enquiry again: its counts start afresh, but not
 * copyMayHaveLeft, since trying again takes back no copy that arrived.
 */
export async function retryEntry(store: UseStore, id: string): Promise<void> {
  const current = parseEntry(await get(enquiryKey(id), store));
  if (typeof current === 'string') return;
  await replaceIfPresent(store, {
    ...current,
    ...freshCounts(),
    inFlight: null,
  });
}

export async function removeEntry(store: UseStore, id: string): Promise<void> {
  await del(enquiryKey(id), store);
}
