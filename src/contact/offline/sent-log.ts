import { promisifyRequest, type UseStore } from 'idb-keyval';
import { openResilientStore, type ResilientStore } from './idb-store';
import { SENT_DB, SENT_KEPT_HOURS, SENT_MARK_KEPT_DAYS, SENT_MARKS_DB } from './outbox-names';
import type { OutboxEntry } from './outbox';

/**
 * What this device keeps of the queued enquiries that have gone out. A receipt, so the rep who
 * took them at the booth can see that they did: who and what about (name, company, project
 * type), never the e-mail, phone or message, and only for a working day. And a mark: the
 * enquiry's random id and when it was sent, so that an enquiry already sent is never sent again
 * (a kept draft, a correction) and a lead sent while booth mode was closed is still known as
 * sent; it goes after SENT_MARK_KEPT_DAYS, and the dock's 'clear sent' leaves it.
 *
 * Receipts and marks live in two databases (see SENT_MARKS_DB), one record per enquiry under its
 * id: the receipts in the format code from before the marks reads, the marks where it never looks.
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

/** That an enquiry was sent, and when: all that stays of it after its receipt. */
export interface SentMark {
  id: string;
  sentAt: number;
}

/** The sent log as read: the receipts still shown, and the marks of everything sent. */
export interface SentLog {
  /** Most recently sent first. */
  receipts: SentReceipt[];
  /** Most recently sent first. */
  marks: SentMark[];
}

/** The two stores of the sent log. */
export interface SentStores {
  receipts: UseStore;
  marks: UseStore;
}

/**
 * The format of a stored mark. A reader leaves a mark of a newer format alone (code from after
 * this one wrote it, in another tab), as the queue does with its RECORD_VERSION.
 */
export const MARK_VERSION = 1;

interface StoredMark extends SentMark {
  v: number;
}

const HOUR_MS = 60 * 60 * 1000;
const SENT_KEPT_MS = SENT_KEPT_HOURS * HOUR_MS;
const SENT_MARK_KEPT_MS = SENT_MARK_KEPT_DAYS * 24 * HOUR_MS;

export function openSentStores(onReset?: () => void): { receipts: ResilientStore; marks: ResilientStore } {
  return {
    receipts: openResilientStore(SENT_DB, 'receipts', onReset),
    marks: openResilientStore(SENT_MARKS_DB, 'marks', onReset),
  };
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
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function parseReceipt(value: unknown): SentReceipt | null {
  if (!isRecord(value)) return null;
  const texts = [value.id, value.name, value.company, value.projectType].every((field) => typeof field === 'string');
  const times = [value.createdAt, value.sentAt].every(isTime);
  return texts && times ? (value as unknown as SentReceipt) : null;
}

const storedMark = ({ id, sentAt }: SentMark): StoredMark => ({ v: MARK_VERSION, id, sentAt });

/**
 * A stored mark as read under `key`: a mark of this format; 'newer', a record of a later format
 * under the id it names, which is left for the code that wrote it; or null, anything else, which
 * goes. A mark of this format holds exactly its version, id and time: anything more may hold what
 * a mark must not (a receipt's name, written wrong).
 */
export function parseMark(key: IDBValidKey, value: unknown): SentMark | 'newer' | null {
  if (!isRecord(value) || typeof key !== 'string' || value.id !== key || !isTime(value.v)) return null;
  if ((value.v as number) > MARK_VERSION) return 'newer';
  const bare = Object.keys(value).every((field) => ['v', 'id', 'sentAt'].includes(field));
  return value.v === MARK_VERSION && bare && isTime(value.sentAt) ? { id: key, sentAt: value.sentAt as number } : null;
}

/**
 * Whether a receipt is still shown at `now`: for SENT_KEPT_HOURS after it was sent. One timed more
 * than those hours ahead (a clock that was fast, set right since) is past too: otherwise it would
 * keep the visitor's name for as long as the clock was wrong.
 */
const receiptShown = (receipt: SentReceipt, now: number) => Math.abs(now - receipt.sentAt) < SENT_KEPT_MS;
/** A mark stays SENT_MARK_KEPT_DAYS; one timed ahead stays too, as it proves a sending all the same. */
const markKept = (mark: SentMark, now: number) => now - mark.sentAt < SENT_MARK_KEPT_MS;

/** What a read found, and what should be written so that the stores hold only that. */
interface Plan {
  log: SentLog;
  dropReceipts: IDBValidKey[];
  dropMarks: IDBValidKey[];
  addMarks: SentMark[];
}

interface Listing {
  keys: IDBValidKey[];
  values: unknown[];
}

/**
 * Pure: the sent log in `receipts` and `marks` at `now`. A receipt past its hours, or unreadable,
 * goes; so does a mark past its days, or unreadable. Every receipt that leaves a mark and has none
 * (one written by code from before the marks, or whose mark could not be written) gets one.
 */
export function planSentLog(receipts: Listing, marks: Listing, now: number): Plan {
  const plan: Plan = { log: { receipts: [], marks: [] }, dropReceipts: [], dropMarks: [], addMarks: [] };
  const marked = new Set<IDBValidKey>();
  marks.keys.forEach((key, index) => {
    const mark = parseMark(key, marks.values[index]);
    if (mark === 'newer') return void marked.add(key);
    if (mark && markKept(mark, now)) {
      marked.add(key);
      plan.log.marks.push(mark);
    } else plan.dropMarks.push(key);
  });
  receipts.keys.forEach((key, index) => {
    const receipt = parseReceipt(receipts.values[index]);
    if (!receipt || receipt.id !== key) return void plan.dropReceipts.push(key);
    if (receiptShown(receipt, now)) plan.log.receipts.push(receipt);
    else plan.dropReceipts.push(key);
    const mark = { id: receipt.id, sentAt: receipt.sentAt };
    if (marked.has(key) || !markKept(mark, now)) return;
    marked.add(key);
    plan.addMarks.push(mark);
    plan.log.marks.push(mark);
  });
  const newestFirst = (a: SentMark, b: SentMark) => b.sentAt - a.sentAt || a.id.localeCompare(b.id);
  plan.log.receipts.sort(newestFirst);
  plan.log.marks.sort(newestFirst);
  return plan;
}

/** Every key and value of a store, in one read-only transaction: no write lock held. */
function list(store: UseStore): Promise<Listing> {
  return store('readonly', async (objects) => {
    const [keys, values] = await Promise.all([
      promisifyRequest(objects.getAllKeys()),
      promisifyRequest(objects.getAll()),
    ]);
    return { keys, values };
  });
}

/**
 * Writes a plan, each store in one transaction, and only when it has something to write. Each
 * record is looked at again inside the transaction and only changed if it still is what the plan
 * was made from: a sender writing a receipt or a mark meanwhile is never undone by an older read.
 */
async function carryOut(stores: SentStores, plan: Plan, now: number): Promise<void> {
  if (plan.addMarks.length > 0 || plan.dropMarks.length > 0) {
    await stores.marks('readwrite', (objects) => {
      for (const key of plan.dropMarks) {
        const request = objects.get(key);
        request.onsuccess = () => {
          const mark = parseMark(key, request.result);
          if (mark !== 'newer' && !(mark && markKept(mark, now))) objects.delete(key);
        };
      }
      for (const mark of plan.addMarks) {
        const request = objects.getKey(mark.id);
        request.onsuccess = () => request.result === undefined && void objects.put(storedMark(mark), mark.id);
      }
      return promisifyRequest(objects.transaction);
    });
  }
  if (plan.dropReceipts.length > 0) {
    await stores.receipts('readwrite', (objects) => {
      for (const key of plan.dropReceipts) {
        const request = objects.get(key);
        request.onsuccess = () => {
          const receipt = parseReceipt(request.result);
          if (!(receipt && receipt.id === key && receiptShown(receipt, now))) objects.delete(key);
        };
      }
      return promisifyRequest(objects.transaction);
    });
  }
}

/**
 * Keeps what was sent: the mark first, then the receipt, in two databases (no transaction spans
 * both). Should the receipt not land, the mark alone still says the enquiry was sent (the dock just
 * does not list it); should the mark not land, the next read makes it from the receipt.
 */
export async function recordSent(stores: SentStores, entry: OutboxEntry, now: number): Promise<void> {
  try {
    await stores.marks('readwrite', (objects) => {
      objects.put(storedMark({ id: entry.id, sentAt: now }), entry.id);
      return promisifyRequest(objects.transaction);
    });
  } finally {
    await stores.receipts('readwrite', (objects) => {
      objects.put(receiptOf(entry, now), entry.id);
      return promisifyRequest(objects.transaction);
    });
  }
}

/**
 * The receipts still worth showing and the marks still kept, read without holding a write lock;
 * what is past its time or unreadable is then tidied away. Should that tidying fail (a full disk,
 * storage refused), the log is still what was read. Throws only when the log cannot be read.
 */
export async function readSent(stores: SentStores, now: number): Promise<SentLog> {
  const [marks, receipts] = await Promise.all([list(stores.marks), list(stores.receipts)]);
  const plan = planSentLog(receipts, marks, now);
  try {
    await carryOut(stores, plan, now);
  } catch {
    // Tidied on the next read; what was read stands.
  }
  return plan.log;
}

/**
 * Takes the receipts off the list (their personal details off the device), keeping the marks:
 * first the marks any receipt still lacks, then the receipts go. The receipts go even when those
 * marks cannot be written: the visitor's details leaving the device was what was asked.
 */
export async function clearSent(stores: SentStores, now: number): Promise<void> {
  try {
    const [marks, receipts] = await Promise.all([list(stores.marks), list(stores.receipts)]);
    await carryOut(stores, { ...planSentLog(receipts, marks, now), dropReceipts: [] }, now);
  } finally {
    await stores.receipts('readwrite', (objects) => {
      objects.clear();
      return promisifyRequest(objects.transaction);
    });
  }
}

/**
 * What the sent log says of an enquiry: `sent`, a mark (of any format) or a receipt of it is
 * there; `notSent`, neither store holds it, or one that does not could not be read at all (see
 * sentState); `unknown`, a store did not answer within the limit, and the other does not hold it.
 */
export type SentState = 'sent' | 'notSent' | 'unknown';

/**
 * How long the check whether an enquiry was sent may take (sentState). It is a safeguard asked on
 * the way to saving (a Save, a correction) and before a send cut off mid-way goes again, so no
 * one may wait on it without bound. An IndexedDB read on an open connection answers in
 * milliseconds; the first open on a busy phone starting the app, in a few hundred (the figure the
 * selection's storage limit starts from); the slowest check measured in the WebKit lane, two
 * browsers pinned to one core of a loaded machine, took 59 ms. A store that has not answered in
 * 1.5 s, several times any of these, is not slow but stuck (an open queued behind an upgrade that
 * an old connection blocks), and the bound leaves most of the 5 s the visitor is promised for the
 * write and the first send (SUBMIT_SETTLE_MS, outbox-runner.ts).
 */
export const SENT_CHECK_LIMIT_MS = 1_500;

/**
 * Whether the sent log holds `id`, within `limitMs`: the two stores are asked together, and
 * either one that holds it settles the answer at once. A store that has not answered by the limit
 * (or whose own bound gave up: a TimeoutError) makes the answer `unknown` (unless the other holds
 * it): what it started may still finish, and nothing waits for it. A store that fails outright is
 * asked once more; failing again, it is one that cannot be read now (an open that another
 * connection blocks fails at once, see idb-store.ts), not a slow one that may yet answer, and it
 * says nothing, as before the limit: the enquiry is not known sent. Taking that as `unknown` would
 * leave a rep unable to save a card reopened after a reload for as long as the log fails; the
 * queue still keeps one copy per id where it holds it (enqueue).
 */
export function sentState(stores: SentStores, id: string, limitMs = SENT_CHECK_LIMIT_MS): Promise<SentState> {
  const marked = () =>
    stores
      .marks('readonly', (objects) => promisifyRequest(objects.get(id)))
      .then((value) => parseMark(id, value) !== null);
  const received = () =>
    stores
      .receipts('readonly', (objects) => promisifyRequest(objects.get(id)))
      .then((value) => parseReceipt(value)?.id === id);
  return new Promise((resolve) => {
    let waiting = 2;
    let unanswered = false;
    const timer = setTimeout(() => resolve('unknown'), limitMs);
    const settle = (state: SentState) => {
      clearTimeout(timer);
      resolve(state);
    };
    const heard = (sent: boolean) => {
      if (sent) return settle('sent');
      if (--waiting === 0) settle(unanswered ? 'unknown' : 'notSent');
    };
    const slow = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';
    // Asked through a function, so that a store that throws at once counts as one that failed.
    const ask = (question: () => Promise<boolean>, tries: number) => {
      const failed = (error: unknown) => {
        if (slow(error)) {
          unanswered = true;
          return heard(false);
        }
        if (tries > 1) return ask(question, tries - 1);
        heard(false);
      };
      try {
        question().then(heard, failed);
      } catch (error) {
        failed(error);
      }
    };
    ask(marked, 2);
    ask(received, 2);
  });
}

/**
 * Whether the sent log holds a mark (of any format) or a receipt of `id`, within `limitMs`
 * (SENT_CHECK_LIMIT_MS unless said otherwise: see sentState); a log that cannot be read in time
 * says nothing.
 */
export async function wasSent(stores: SentStores, id: string, limitMs = SENT_CHECK_LIMIT_MS): Promise<boolean> {
  return (await sentState(stores, id, limitMs)) === 'sent';
}
