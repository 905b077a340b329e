import type { UseStore } from 'idb-keyval';
import type { TemplateParams } from '../template-params';
import type { Sender } from '../send';
import {
  enqueue,
  flushOutbox,
  readEntry,
  readOutbox,
  readSchedule,
  readSetAside,
  removeEntry,
  replaceQueued,
  removeSetAside,
  retryEntry,
  type FlushMode,
  type ReplaceOutcome,
} from './outbox';
import type { OutboxEntry, Rejection, SetAside } from './outbox';
import { LEASE_TTL_MS, whenSenderDone, withOutboxLock, type LockDeps } from './outbox-lock';
import { clearSent, readSent, recordSent, wasSent, type SentLog, type SentStores } from './sent-log';
import { SERVER_SNAPSHOT, type OutboxSnapshot } from './outbox-snapshot';
import { MAX_TIMER_MS, retryDelayMs, SEND_TIMEOUTS_MS } from './retry-policy';
import { boundedStore } from './idb-store';
import type { ReachabilityProbe } from './reachability';
import type { AwayWatch } from './page-away';

/**
 * The longest the form waits, once the enquiry is written, for its first send: then it says
 * the enquiry is saved and will go, whatever holds the send lock (another tab or the worker
 * sending a backlog, a crashed tab's lease). Under the 5 s the visitor is promised, with room
 * for the page to draw it.
 */
export const SUBMIT_SETTLE_MS = 4_000;

/**
 * The longest any use of the receipts store may take (it may hang: its opening blocked by
 * another tab's upgrade): what the lease leaves after the longest send, so that a receipt kept
 * after a send never outlasts the lease renewed before it, and the form and the lock never wait
 * on a courtesy. Without an answer in time, there is no receipt, and the queue goes on.
 */
export const RECEIPTS_LIMIT_MS = LEASE_TTL_MS - Math.max(...SEND_TIMEOUTS_MS);

/**
 * The longest a submit waits on the queue's own storage: the enquiry's write, and the read of what
 * became of it. A healthy write takes milliseconds (at most 28 ms in 27 Saves measured in the WebKit
 * lane, pinned to one core of a loaded machine); one that has not answered in 5 s, the limit the
 * booth's and the selection's storage also have, is stuck (in that lane, a write that never
 * answered held a Save for good), and the card or form must say so rather than wait for ever. A
 * write given up on may still land: it is then sent from the queue like any other, never sent
 * directly beside it (see `unconfirmed`).
 */
export const QUEUE_LIMIT_MS = 5_000;

/**
 * One sender of the outbox: writes each enquiry to IndexedDB first, then sends from the queue,
 * one sender at a time across tabs and the service worker; keeps a snapshot of the queue for
 * the UI. A factory: everything it remembers lives in the instance, so tests make as many as
 * they like and a page makes one (page-outbox.ts). Senders tell each other about changes over
 * a BroadcastChannel.
 */

/**
 * What became of a submitted enquiry, for the form. `unsaved`: it could not be stored at all;
 * `cause`, what refused it, for the form's log.
 * `unconfirmed`: storage did not answer in time, and nothing was sent: either the sent log (the
 * enquiry may have gone already, so it was not queued again: see NotQueued, outbox.ts), or the
 * queue itself (QUEUE_LIMIT_MS: the write may still land, and then goes from the queue). Submitting
 * the same enquiry again is safe: a copy in the queue is kept as it is, a sent one is found sent.
 */
export type SubmitOutcome =
  | { kind: 'sent' }
  | { kind: 'queued' }
  | ({ kind: 'rejected' } & Rejection)
  | { kind: 'unsaved'; cause?: unknown }
  | { kind: 'unconfirmed' };

type Message = { type: 'changed' } | { type: 'sent'; count: number } | { type: 'sending'; id: string | null };

export interface ChannelLike {
  postMessage(message: Message): void;
  close(): void;
  onmessage: ((event: MessageEvent<Message>) => void) | null;
}

export interface RunnerDeps {
  store: UseStore;
  sentStores: SentStores;
  send: Sender;
  locks: LockDeps['locks'];
  openChannel: () => ChannelLike | null;
  isOnline: () => boolean;
  /** Whether the provider answers at all: asked after a network error while online (reachability.ts). */
  reachable: ReachabilityProbe;
  now: () => number;
  /** A clock that only moves forward, for how long a send took (see FlushDeps.monotonicNow). */
  monotonicNow: () => number;
  /** Whether the page is hidden or frozen (see FlushDeps.away); none where there is no page. */
  away?: AwayWatch;
  random: () => number;
  /** This sender's name in the fallback lease. */
  owner: string;
  /** The provider's rate limit: the least time between two sends. */
  pauseMs: number;
  warn: (...data: unknown[]) => void;
}

export type OutboxRunner = ReturnType<typeof createOutboxRunner>;

export interface SubmitHooks {
  /** Called once the enquiry is safely written: its draft can go (a reload must not send it again). */
  saved?: () => void;
  /**
   * The caller made this submission id on this page and has not submitted it before (a card
   * started with "Next visitor", a form's new enquiry), so it cannot have been sent: it is queued
   * even when the sent log does not answer in time (see SentCheck, outbox.ts). An id this sender
   * has tried to queue before (a write given up on may have landed), or has seen in the outbox
   * (queued, on its way or sent, by any sender: see `seen`), is never taken as new, whatever the
   * caller says: a page that minted an id cannot tell whether a copy of its draft (a duplicated
   * tab) has sent it since.
   */
  neverQueued?: boolean;
  /**
   * The id of the enquiry the provider refused, of which this one is the visitor's correction:
   * it leaves the queue as this one is written (enqueue), as it did when both had one id.
   */
  corrects?: string;
}

const MODES: readonly FlushMode[] = ['due', 'new', 'all'];
const widest = (a: FlushMode, b: FlushMode) => MODES[Math.max(MODES.indexOf(a), MODES.indexOf(b))]!;

export function createOutboxRunner(deps: RunnerDeps) {
  const { store } = deps;
  /**
   * The queue as a submit or a correction uses it: never waited on for longer than QUEUE_LIMIT_MS. A write given
   * up on that lands after all shows in the queue at once (the card says to look there), and goes
   * from the queue as a submit's would.
   */
  const submitStore = boundedStore(store, QUEUE_LIMIT_MS, () => void changed().then(() => flush('new')));
  const sentStores: SentStores = {
    receipts: boundedStore(deps.sentStores.receipts, RECEIPTS_LIMIT_MS),
    marks: boundedStore(deps.sentStores.marks, RECEIPTS_LIMIT_MS),
  };
  const lock: LockDeps = { locks: deps.locks, store, owner: deps.owner, now: deps.now, ttlMs: LEASE_TTL_MS };
  let snapshot = SERVER_SNAPSHOT;
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(count: number) => void>();
  let channel: ChannelLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let users = 0;
  /** Whether this sender starts rounds of its own (its start-up round, the schedule's timer). */
  let selfStarting = true;
  /** Reads overlap; only the latest one may be shown, or an older read would show stale data. */
  let reads = 0;
  let running: Promise<void> | null = null;
  let next: { mode: FlushMode; promise: Promise<void> } | null = null;
  const submitting = new Map<string, Promise<SubmitOutcome>>();
  /** The ids this sender has put, or tried to put, into the queue (see SubmitHooks.neverQueued). */
  const queuedHere = new Set<string>();
  /**
   * Every id this sender has shown in the queue, on its way or in the sent log, whoever queued it
   * (see SubmitHooks.neverQueued). Kept for the page's life, not only while shown: a read of the
   * queue while the sent log is held busy shows no log at all, and the id it sent must not turn
   * new again then.
   */
  const seen = new Set<string>();
  /**
   * A retry time this page keeps in memory, where a round failed and storage would not keep the
   * shared schedule (it refuses every write: a full disk). Without it nothing would try again,
   * and the form would say "in a moment" for ever. Doubling as the shared one does; dropped at
   * the next round that stored its schedule or had nothing to retry.
   */
  let pageRetry: { failures: number; at: number; delayMs: number } | null = null;
  const keepRetryOnPage = () => {
    const failures = (pageRetry?.failures ?? 0) + 1;
    const delayMs = retryDelayMs(failures, deps.random);
    pageRetry = { failures, at: deps.now() + delayMs, delayMs };
  };
  /**
   * The page's retry time, clamped to its wait from now as readSchedule clamps the stored one:
   * it is a wall-clock time, and a clock set back a day would leave a timer armed for a day.
   */
  const pageRetryAt = (now: number): number | null => {
    if (pageRetry && pageRetry.at > now + pageRetry.delayMs) pageRetry = { ...pageRetry, at: now + pageRetry.delayMs };
    return pageRetry?.at ?? null;
  };

  const post = (message: Message) => channel?.postMessage(message);
  const publish = (value: OutboxSnapshot) => {
    snapshot = value;
    for (const records of [value.entries, value.sent, value.sentMarks]) for (const { id } of records) seen.add(id);
    if (value.sendingId !== null) seen.add(value.sendingId);
    listeners.forEach((listener) => listener());
  };
  const announceSent = (count: number) => sentListeners.forEach((listener) => listener(count));

  /**
   * The sent log is a courtesy: without it the queue works just the same. Null when it cannot be
   * read at all, which the snapshot says (sentUnreadable), rather than an empty log.
   */
  async function readSentLog(): Promise<SentLog | null> {
    try {
      return await readSent(sentStores, deps.now());
    } catch {
      return null;
    }
  }

  function armTimer(retryAt: number | null) {
    clearTimeout(timer);
    timer = undefined;
    // Clamped: beyond MAX_TIMER_MS setTimeout fires at once, in a loop; the timer is armed again
    // on every read of the queue anyway.
    const delay = retryAt === null ? 0 : Math.min(MAX_TIMER_MS, Math.max(0, retryAt - deps.now()));
    if (retryAt !== null && users > 0 && selfStarting) timer = setTimeout(() => void flush(), delay);
  }

  async function refresh(): Promise<void> {
    const read = ++reads;
    try {
      const entries = await readOutbox(store, deps.warn);
      const schedule = await readSchedule(store, deps.now());
      const setAside = await readSetAside(store);
      const sent = await readSentLog();
      if (read !== reads) return;
      const waiting = entries.some((entry) => !entry.rejection);
      const now = deps.now();
      const pageAt = pageRetryAt(now);
      // A stored schedule already due where the page keeps its own is one the failed round could not
      // write over (a full disk): taken, it would arm the timer for 0 ms and fail again at once,
      // round after round. The page's later time holds, and it is the page's only.
      const onPage = pageAt !== null && (!schedule || schedule.nextAt <= now);
      const retryOnPageOnly = waiting && onPage;
      const retryAt = !waiting ? null : onPage ? pageAt : (schedule?.nextAt ?? null);
      const sendingId = entries.some((entry) => entry.id === snapshot.sendingId) ? snapshot.sendingId : null;
      publish({
        available: true,
        entries,
        sent: sent?.receipts ?? [],
        sentMarks: sent?.marks ?? [],
        sentUnreadable: sent === null,
        sendingId,
        retryAt,
        retryOnPageOnly,
        setAside,
      });
      armTimer(retryAt);
    } catch (error) {
      if (read !== reads) return;
      if (snapshot.available !== false) deps.warn('Outbox: this browser cannot keep enquiries on this device.', error);
      publish({ ...SERVER_SNAPSHOT, available: false });
    }
  }

  async function changed(): Promise<void> {
    await refresh();
    post({ type: 'changed' });
  }

  function setSending(id: string | null) {
    publish({ ...snapshot, sendingId: id });
    post({ type: 'sending', id });
  }

  /** Another sender says it is sending `id` (or done): shown until it says so, finishes or closes. */
  function showOtherSending(id: string | null) {
    publish({ ...snapshot, sendingId: id });
    if (id === null) return;
    void whenSenderDone(lock).then(() => {
      if (snapshot.sendingId !== id) return;
      publish({ ...snapshot, sendingId: null });
      void refresh();
    });
  }

  async function keepReceipt(entry: OutboxEntry) {
    try {
      await recordSent(sentStores, entry, deps.now());
    } catch (error) {
      deps.warn('Outbox: could not keep a receipt of a sent enquiry.', error);
    }
  }

  async function round(mode: FlushMode): Promise<void> {
    if (!deps.isOnline()) return;
    try {
      const result = await withOutboxLock(lock, (keepAlive) =>
        flushOutbox(store, {
          send: deps.send,
          pause: () => new Promise((resolve) => setTimeout(resolve, deps.pauseMs)),
          now: deps.now,
          monotonicNow: deps.monotonicNow,
          away: deps.away,
          random: deps.random,
          mode,
          warn: deps.warn,
          keepAlive,
          isOnline: deps.isOnline,
          reachable: deps.reachable,
          sending: setSending,
          afterSent: keepReceipt,
          left: changed,
          // The sender holds the lock and nobody waits on this answer, while a record sent and
          // recorded but taken for cut off would go twice: the log has as long as its own bound.
          wasSent: (id) => wasSent(sentStores, id, RECEIPTS_LIMIT_MS),
        }),
      );
      // Another sender holds the lease (no Web Locks): wait for it, as a Web Lock would, then
      // send whatever it left.
      if (result === null) {
        await whenSenderDone(lock);
        return round(mode);
      }
      if (result.scheduleUnsaved) keepRetryOnPage();
      else pageRetry = null;
      if (result.sent.length > 0) {
        announceSent(result.sent.length);
        post({ type: 'sent', count: result.sent.length });
      }
    } catch (error) {
      // Storage refusing the lease or the schedule, say: what waits is tried again from here.
      keepRetryOnPage();
      deps.warn('Outbox: queued enquiries could not be sent this time.', error);
    }
    await changed();
  }

  /**
   * Sends what waits. One round at a time in this sender; a call during a round gets the round
   * after it (which also sends what was queued meanwhile), in the widest mode asked for.
   */
  function flush(mode: FlushMode = 'due'): Promise<void> {
    if (!running) {
      running = round(mode).finally(() => (running = null));
      return running;
    }
    if (next) {
      next.mode = widest(next.mode, mode);
      return next.promise;
    }
    const queued: { mode: FlushMode; promise: Promise<void> } = {
      mode,
      promise: running.then((): Promise<void> => {
        next = null;
        return flush(queued.mode);
      }),
    };
    next = queued;
    return queued.promise;
  }

  async function submitOnce(params: TemplateParams, hooks: SubmitHooks): Promise<SubmitOutcome> {
    const id = params.submission_id;
    const triedHere = queuedHere.has(id);
    // Counted as queued before the write is tried: one given up on (QUEUE_LIMIT_MS) may still
    // land and be sent, and the next submit of this id must not take it as new.
    queuedHere.add(id);
    try {
      const neverQueued = hooks.neverQueued === true && !triedHere && !seen.has(id);
      const queued = await enqueue(
        submitStore,
        params,
        deps.now(),
        { stores: sentStores, neverQueued },
        hooks.corrects,
      );
      // 'sent': its receipt says it was sent already (the same draft sent again after a reload).
      if (queued === 'sent') return { kind: 'sent' };
      if (queued === 'unconfirmed') {
        deps.warn('Outbox: the sent log did not answer in time; the enquiry was not queued again.');
        return { kind: 'unconfirmed' };
      }
    } catch (error) {
      // Not answered in time: the write may still land, and must not be sent beside it.
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        deps.warn('Outbox: the queue did not answer in time; the enquiry may not be kept.', error);
        return { kind: 'unconfirmed' };
      }
      // Refused outright, the transaction wrote nothing: the id is as new as it was.
      if (!triedHere) queuedHere.delete(id);
      deps.warn('Outbox: the enquiry could not be kept on this device.', error);
      return { kind: 'unsaved', cause: error };
    }
    hooks.saved?.();
    let settle: ReturnType<typeof setTimeout> | undefined;
    // From the write on, the form waits SUBMIT_SETTLE_MS at most. Showing the queue again reads
    // the receipts too, which may hang up to their limit: the send does not wait for it.
    const settled = await Promise.race([
      Promise.all([changed(), flush('new')]).then(() => 'flushed' as const),
      new Promise<'waiting'>((resolve) => (settle = setTimeout(() => resolve('waiting'), SUBMIT_SETTLE_MS))),
    ]).finally(() => clearTimeout(settle));
    // Still behind the send lock or on its way: it is saved, and the round in progress sends it.
    if (settled === 'waiting') return { kind: 'queued' };
    try {
      const entry = await readEntry(submitStore, id);
      if (!entry) return { kind: 'sent' };
      if (entry.rejection) return { kind: 'rejected', ...entry.rejection };
    } catch {
      // It was written; what became of it will show in the outbox.
    }
    return { kind: 'queued' };
  }

  /**
   * Takes enquiries out of the queue so that they are never sent (the booth's "Clear this
   * device"), as the only sender: no send of one of them can be under way while it is taken out,
   * and none can start after (a plain delete could land between a round's read of the enquiry
   * and its send). Waits for a round in progress, here or in another tab or the worker, to end.
   * Resolves to the ids no longer in the queue: taken out now, or gone already (sent meanwhile,
   * or removed); an id missing from the answer is still queued (storage refused).
   */
  async function withdraw(ids: readonly string[]): Promise<string[]> {
    const out: string[] = [];
    const taken = await withOutboxLock(lock, async () => {
      for (const id of ids) {
        try {
          // Deleted by key, whatever the record holds: one this version cannot read (a newer
          // deploy's) is still queued, and would be sent by the version that can.
          await removeEntry(store, id);
          out.push(id);
        } catch (error) {
          deps.warn('Outbox: could not take an enquiry out of the queue.', error);
        }
      }
      return true;
    });
    // Another sender holds the lease (no Web Locks): wait for it, as a round does, then try again.
    if (taken === null) {
      await whenSenderDone(lock);
      return withdraw(ids);
    }
    await changed();
    return out;
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): OutboxSnapshot => snapshot,
    /** Called with how many queued enquiries were just sent, by this sender or another. */
    onSent(listener: (count: number) => void): () => void {
      sentListeners.add(listener);
      return () => sentListeners.delete(listener);
    },
    flush,
    /** Reads the queue again (e.g. after the database was deleted or closed under the page). */
    refresh: (): Promise<void> => refresh(),
    /**
     * Writes the enquiry (transaction complete) before any network call, then sends it from the
     * queue. The same submission while it is on its way is not submitted twice.
     */
    submit(params: TemplateParams, hooks: SubmitHooks = {}): Promise<SubmitOutcome> {
      const id = params.submission_id;
      const pending = submitting.get(id);
      if (pending) return pending;
      const promise = submitOnce(params, hooks).finally(() => submitting.delete(id));
      submitting.set(id, promise);
      return promise;
    },
    /**
     * Corrects a queued enquiry not yet on its way (replaceQueued: atomic, never under a send in
     * progress, nor over one an earlier send may have delivered), then sends what waits as a new
     * submission would. The outcome says whether it took; otherwise the correction must go on its
     * own. Throws where storage refuses, or does not answer within QUEUE_LIMIT_MS (a TimeoutError:
     * the correction may still land, and shows in the queue when it does; correcting again with
     * the same text is safe).
     */
    async correct(params: TemplateParams): Promise<ReplaceOutcome> {
      const outcome = await replaceQueued(submitStore, params, deps.now(), sentStores);
      await changed();
      if (outcome === 'replaced') void flush('new');
      return outcome;
    },
    async retry(id: string): Promise<void> {
      await retryEntry(store, id);
      await changed();
      await flush('all');
    },
    async remove(id: string): Promise<void> {
      await removeEntry(store, id);
      await changed();
    },
    withdraw,
    /** Takes a set-aside record away, once the visitor has copied it. */
    async dismissSetAside(key: string): Promise<void> {
      await removeSetAside(store, key);
      await changed();
    },
    /** Takes the receipts of sent enquiries off this device's list; their marks stay (sent-log.ts). */
    async clearSent(): Promise<void> {
      await clearSent(sentStores, deps.now());
      await changed();
    },
    /**
     * Starts watching (each caller stops its own start); sends whatever is due right away, unless
     * `sendNow` is false: the service worker sends only in its own awaited round (waitUntil).
     */
    start({ sendNow = true }: { sendNow?: boolean } = {}): () => void {
      if (++users === 1) {
        selfStarting = sendNow;
        channel = deps.openChannel();
        if (channel) {
          channel.onmessage = (event) => {
            const message = event.data;
            if (message?.type === 'sending') return showOtherSending(message.id);
            void refresh();
            if (message?.type === 'sent') announceSent(message.count);
          };
        }
        void refresh().then(() => (users > 0 && selfStarting ? flush() : undefined));
      }
      let stopped = false;
      return () => {
        if (stopped || --users > 0) return;
        stopped = true;
        channel?.close();
        channel = null;
        armTimer(null);
      };
    },
  };
}
