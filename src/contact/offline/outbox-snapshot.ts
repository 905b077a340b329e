import type { OutboxEntry, SetAside } from './outbox';
import type { SentMark, SentReceipt } from './sent-log';

/*
 * What the UI shows of the outbox, apart from the runner that keeps it (outbox-runner.ts): the
 * form reads it from its first render, and importing the runner for it put the queue, its lock,
 * IndexedDB and the sent log on the contact page's path to hydration.
 */

export interface OutboxSnapshot {
  /** Null until the first read; false when this browser cannot keep enquiries. */
  available: boolean | null;
  entries: readonly OutboxEntry[];
  /** Receipts of the enquiries sent lately (see sent-log.ts). */
  sent: readonly SentReceipt[];
  /**
   * Marks of the enquiries sent before those receipts, or whose receipts were cleared: only
   * their ids and times (see sent-log.ts). Not shown in the dock; the booth knows its leads by them.
   */
  sentMarks: readonly SentMark[];
  /**
   * The sent log could not be read at all (storage refused): an enquiry gone from the queue may
   * have been sent all the same, and nothing here says it was not.
   */
  sentUnreadable: boolean;
  /** The enquiry on its way to the provider right now, by this sender or another. */
  sendingId: string | null;
  /** When the shared schedule tries again; null when nothing waits on it. */
  retryAt: number | null;
  /**
   * `retryAt` is this page's alone: storage refuses every write (a full disk), so no time could
   * be stored; the enquiry goes at it only while this page stays open (outbox-runner.ts).
   */
  retryOnPageOnly: boolean;
  /** Records that could not be read, kept for the visitor to copy. */
  setAside: readonly SetAside[];
}

/** The snapshot before the outbox has been read: also the server's and the hydrating render's. */
export const SERVER_SNAPSHOT: OutboxSnapshot = {
  available: null,
  entries: [],
  sent: [],
  sentMarks: [],
  sentUnreadable: false,
  sendingId: null,
  retryAt: null,
  retryOnPageOnly: false,
  setAside: [],
};
