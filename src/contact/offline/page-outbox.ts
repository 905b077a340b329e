import { COMPANY } from '../../content/company';
import { emailJsTarget } from '../emailjs-config';
import { newSubmissionId } from '../payload';
import { createSender, sendUrl } from '../send';
import { openOutboxStore } from './outbox';
import { OUTBOX_CHANNEL } from './outbox-names';
import { createOutboxRunner, type OutboxRunner } from './outbox-runner';
import { openSentStores } from './sent-log';
import { createReachabilityProbe } from './reachability';
import { watchPageAway } from './page-away';
import { OUTBOX_SYNC_TAG } from './worker-outbox';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** The outbox as a page of the site runs it: the browser's storage, network, locks and events. */
export function createPageOutbox(): OutboxRunner {
  // Lost connections (site data cleared in another tab) are shown at once, not as ghosts.
  const reread = () => void runner.refresh();
  const target = emailJsTarget(window.location.origin);
  const pageFetch: typeof fetch = (...args) => fetch(...args);
  const runner = createOutboxRunner({
    store: openOutboxStore(reread),
    sentStores: openSentStores(reread),
    send: createSender({ target, fetch: pageFetch }),
    locks: navigator.locks,
    openChannel: () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(OUTBOX_CHANNEL) : null),
    isOnline: () => navigator.onLine,
    reachable: createReachabilityProbe(sendUrl(target), pageFetch),
    now: Date.now,
    monotonicNow: () => performance.now(),
    away: watchPageAway(document),
    random: Math.random,
    owner: newSubmissionId(),
    pauseMs: COMPANY.emailjs.minSendIntervalMs,
    warn: console.warn,
  });
  return runner;
}

/**
 * While something waits: asks the service worker to send it on Background Sync (where the
 * browser has it, it sends with no page open), and asks the browser to keep this site's
 * storage rather than evict it under pressure. Both once per wait, not on every change.
 */
function onceWhileWaiting(runner: OutboxRunner): () => void {
  let asked = false;
  return runner.subscribe(() => {
    const waiting = runner.getSnapshot().entries.some((entry) => !entry.rejection);
    if (!waiting) return void (asked = false);
    if (asked) return;
    asked = true;
    void navigator.storage?.persist?.().catch(() => {});
    if ('serviceWorker' in navigator) {
      void navigator.serviceWorker.ready
        .then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
        .catch(() => {});
    }
  });
}

/**
 * Starts the outbox for this page and sends when there is reason to: the connection came back
 * (at once), or the tab came back into view (if a retry is due). The schedule's own timer and
 * the start-up round are the runner's.
 */
export function runPageOutbox(runner: OutboxRunner): () => void {
  const stop = runner.start();
  const unwatch = onceWhileWaiting(runner);
  // Not 'all': what waits for its time (after an edge's answer, a Retry-After) keeps waiting; what
  // was queued while offline was never tried, and goes at once.
  const onOnline = () => void runner.flush('new');
  const onVisible = () => document.visibilityState === 'visible' && void runner.flush();
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    unwatch();
    stop();
  };
}
