/// <reference lib="webworker" />
import { COMPANY } from '../../content/company';
import { emailJsTarget } from '../emailjs-config';
import { newSubmissionId } from '../payload';
import { createSender, sendUrl } from '../send';
import { openOutboxStore, readOutbox } from './outbox';
import { OUTBOX_CHANNEL } from './outbox-names';
import { createOutboxRunner } from './outbox-runner';
import { openSentStores } from './sent-log';
import { createReachabilityProbe } from './reachability';

/**
 * The outbox as the service worker runs it, on Background Sync: the same queue, lease and
 * runner as the pages (outbox-runner.ts), so an enquiry is never sent by both. The browser
 * fires the sync when a network is back, even with no page of the site open.
 */

/** The tag pages register (page-outbox.ts) and the worker answers. */
export const OUTBOX_SYNC_TAG = 'outbox';

/**
 * Sends what waits. Rejects while something is still waiting to be retried, so the browser
 * schedules the sync again; a refused enquiry waits for the visitor, not for a sync.
 */
export async function sendFromWorker(scope: WorkerGlobalScope): Promise<void> {
  // Opened for this sync and let go after it: a worker lives on between syncs, and each sync
  // would otherwise leave three more connections open for as long as it does.
  const store = openOutboxStore();
  const sentStores = openSentStores();
  const target = emailJsTarget(scope.location.origin);
  const workerFetch: typeof fetch = (...args) => scope.fetch(...args);
  const runner = createOutboxRunner({
    store,
    sentStores,
    send: createSender({ target, fetch: workerFetch }),
    locks: scope.navigator.locks,
    // Open pages hear of each send as if a tab had sent it: their lists and toasts follow.
    openChannel: () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null),
    isOnline: () => scope.navigator.onLine,
    reachable: createReachabilityProbe(sendUrl(target), workerFetch),
    now: Date.now,
    monotonicNow: () => performance.now(),
    random: Math.random,
    owner: newSubmissionId(),
    pauseMs: COMPANY.emailjs.minSendIntervalMs,
    warn: console.warn,
  });
  // Every send stays in the round awaited below, inside the sync event's waitUntil: a round
  // started on its own (start-up, a retry timer) could be killed with the worker mid-send.
  const stop = runner.start({ sendNow: false });
  let waiting: number;
  try {
    // What was never tried, and what is due: a sync keeps the schedule's waits (see FlushMode).
    await runner.flush('new');
    waiting = (await readOutbox(store)).filter((entry) => !entry.rejection).length;
  } finally {
    stop();
    for (const opened of [store, sentStores.receipts, sentStores.marks]) opened.close();
  }
  if (waiting > 0) throw new Error(`Outbox: ${waiting} enquiries still wait; the browser will sync again.`);
}
