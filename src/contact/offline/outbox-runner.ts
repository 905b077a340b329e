import type { UseStore } from 'idb-keyval';
import { COMPANY } from '../../content/company';
import type { TemplateParams } from '../template-params';
import { newSubmissionId } from '../payload';
import { sendEnquiry } from '../send';
import {
  backoffMs,
  enqueue,
  flushOutbox,
  openOutboxStore,
  readOutbox,
  removeEntry,
  retryEntry,
  type OutboxEntry,
} from './outbox';
import { whenSenderDone, withOutboxLock } from './outbox-lock';
import { clearSent, openSentStore, readSent, recordSent, type SentReceipt } from './sent-log';

/**
 * The browser side of the outbox, one per tab: keeps a snapshot of the queue for the UI, and
 * sends what waits when the tab opens, when the connection returns, and on a backoff. Tabs
 * tell each other about changes over a BroadcastChannel.
 */

export interface OutboxSnapshot {
  /** Null until the first read; false when this browser cannot keep enquiries (no IndexedDB). */
  available: boolean | null;
  entries: readonly OutboxEntry[];
  /** Receipts of the enquiries sent lately (see sent-log.ts). */
  sent: readonly SentReceipt[];
  /** The enquiry on its way to the provider right now, by this tab or another. */
  sendingId: string | null;
}

type Message = { type: 'changed' } | { type: 'sent'; count: number } | { type: 'sending'; id: string | null };

export const SERVER_SNAPSHOT: OutboxSnapshot = { available: null, entries: [], sent: [], sendingId: null };
const LEASE_TTL_MS = 60_000;
const owner = newSubmissionId();

let store: UseStore | null = null;
let sentStore: UseStore | null = null;
let snapshot = SERVER_SNAPSHOT;
const listeners = new Set<() => void>();
const sentListeners = new Set<(count: number) => void>();
let channel: BroadcastChannel | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let flushing = false;
let flushAgain = false;
let users = 0;

const getStore = () => (store ??= openOutboxStore());
const getSentStore = () => (sentStore ??= openSentStore());
const post = (message: Message) => channel?.postMessage(message);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSnapshot(): OutboxSnapshot {
  return snapshot;
}

/** Called with how many queued enquiries were just sent, by this tab or another. */
export function onSent(listener: (count: number) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

function publish(next: OutboxSnapshot) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** Receipts are a courtesy: without them the queue works just the same. */
async function readReceipts(): Promise<SentReceipt[]> {
  try {
    return await readSent(getSentStore(), Date.now());
  } catch {
    return [];
  }
}

async function refresh(): Promise<void> {
  try {
    const entries = await readOutbox(getStore());
    const sendingId = entries.some((entry) => entry.id === snapshot.sendingId) ? snapshot.sendingId : null;
    publish({ available: true, entries, sent: await readReceipts(), sendingId });
  } catch (error) {
    if (snapshot.available !== false) console.warn('Outbox: this browser cannot keep enquiries on this device.', error);
    publish({ ...SERVER_SNAPSHOT, available: false });
  }
}

function setSending(id: string | null) {
  publish({ ...snapshot, sendingId: id });
  post({ type: 'sending', id });
}

/** Another tab says it is sending `id` (or done): shown until it says so, finishes or closes. */
function showOtherTabSending(id: string | null) {
  publish({ ...snapshot, sendingId: id });
  if (id === null) return;
  void whenSenderDone(navigator.locks, LEASE_TTL_MS).then(() => {
    if (snapshot.sendingId !== id) return;
    publish({ ...snapshot, sendingId: null });
    void refresh();
  });
}

async function sendTracked(params: TemplateParams) {
  setSending(params.submission_id);
  try {
    return await sendEnquiry(params);
  } finally {
    setSending(null);
  }
}

async function keepReceipt(entry: OutboxEntry) {
  try {
    await recordSent(getSentStore(), entry, Date.now());
  } catch (error) {
    console.warn('Outbox: could not keep a receipt of a sent enquiry.', error);
  }
}

async function changed(): Promise<void> {
  await refresh();
  post({ type: 'changed' });
}

function retryIn(ms: number | null) {
  clearTimeout(retryTimer);
  if (ms !== null) retryTimer = setTimeout(() => void flushOutboxNow(), ms);
}

/** Sends every waiting enquiry that can be sent now; one round at a time per tab, one tab at a time. */
export async function flushOutboxNow(): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return;
  }
  if (!navigator.onLine) return;
  flushing = true;
  retryIn(null);
  try {
    const lock = { locks: navigator.locks, store: getStore(), owner, now: Date.now, ttlMs: LEASE_TTL_MS };
    const result = await withOutboxLock(lock, (keepAlive) =>
      flushOutbox(getStore(), {
        send: sendTracked,
        pause: () => sleep(COMPANY.emailjs.minSendIntervalMs),
        beforeSend: keepAlive,
        afterSent: async (entry) => {
          await keepReceipt(entry);
          await changed();
        },
      }),
    );
    if (result === null) retryIn(backoffMs(1));
    else {
      if (result.sent > 0) {
        sentListeners.forEach((listener) => listener(result.sent));
        post({ type: 'sent', count: result.sent });
      }
      retryIn(result.retryInMs);
    }
  } catch (error) {
    console.warn('Outbox: queued enquiries could not be sent this time.', error);
  } finally {
    flushing = false;
    await changed();
  }
  if (flushAgain) {
    flushAgain = false;
    await flushOutboxNow();
  }
}

/** Keeps an enquiry that could not be sent; rejects when this browser cannot store it. */
export async function queueEnquiry(params: TemplateParams): Promise<void> {
  await enqueue(getStore(), params, Date.now());
  await changed();
  // Online, the send just failed for want of a network: give it a moment. Offline, `online` will call.
  if (navigator.onLine) retryIn(backoffMs(1));
}

export async function retryQueued(id: string): Promise<void> {
  await retryEntry(getStore(), id);
  await changed();
  await flushOutboxNow();
}

export async function removeQueued(id: string): Promise<void> {
  await removeEntry(getStore(), id);
  await changed();
}

/** Takes the receipts of sent enquiries off this device's list. */
export async function clearSentList(): Promise<void> {
  await clearSent(getSentStore());
  await changed();
}

const onOnline = () => void flushOutboxNow();

/** Starts watching (idempotent; each caller stops its own start). Sends whatever waits right away. */
export function startOutbox(): () => void {
  if (++users === 1) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('outbox') : null;
    if (channel) {
      channel.onmessage = (event: MessageEvent<Message>) => {
        const message = event.data;
        if (message?.type === 'sending') return showOtherTabSending(message.id);
        void refresh();
        if (message?.type === 'sent') sentListeners.forEach((listener) => listener(message.count));
      };
    }
    window.addEventListener('online', onOnline);
    void refresh().then(flushOutboxNow);
  }
  return () => {
    if (--users > 0) return;
    window.removeEventListener('online', onOnline);
    channel?.close();
    channel = null;
    retryIn(null);
  };
}
