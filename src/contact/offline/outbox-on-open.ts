import { ENQUIRY_PREFIX, OUTBOX_DB, OUTBOX_STORE } from './outbox-names';
import { outboxMayExist } from './outbox-presence';
import { readWithoutCreating } from '../../components/read-without-creating';
import { triedAgain } from '../../components/load-when-online';

/*
 * Enquiries queued on this device are sent whenever a page of the site is open and online,
 * whether or not anyone touches it: a tablet left showing the catalogue at a fair, a site opened
 * again after its tab closed mid-send. The app loads only at the first use, so the boot script
 * looks here, cheaply, whether anything waits, and only then loads the outbox's sender (its own
 * chunk, page-outbox.ts), not the app. Most visits have no outbox at all and pay for one call to
 * `indexedDB.databases()`.
 */

/** What the check reads and starts: the browser's, or a test's. */
export interface OnOpenDeps {
  /** `indexedDB.databases`, where the browser has it. */
  databases?: () => Promise<readonly { name?: string }[]>;
  /** How many enquiries the queue holds; 0 where there is no queue. */
  countWaiting: () => Promise<number>;
  /** Loads the sender and keeps it running for the page: it sends now, and again when due or online. */
  runSender: () => Promise<void>;
  /** Calls the task once, the next time the connection returns. */
  whenOnline: (task: () => void) => void;
  /** Whether the browser says it is online. */
  isOnline: () => boolean;
  warn: (...data: unknown[]) => void;
}

/** How many enquiries the queue holds, read without creating the database where it does not exist. */
export function countQueued(idb: IDBFactory = indexedDB): Promise<number> {
  return readWithoutCreating(idb, OUTBOX_DB, OUTBOX_STORE, (store) =>
    store.count(IDBKeyRange.bound(ENQUIRY_PREFIX, `${ENQUIRY_PREFIX}\uffff`)),
  ).then((count) => count ?? 0);
}

/**
 * Starts the sender if anything waits in the queue. A sender that cannot load (offline before
 * the worker has the site) is tried again when the connection returns. Never throws.
 */
export async function sendWaitingFromOpenPage(deps: OnOpenDeps): Promise<void> {
  try {
    if (!(await outboxMayExist(deps.databases))) return;
    if ((await deps.countWaiting()) === 0) return;
  } catch {
    // Storage blocked or broken: the outbox says so itself where the form uses it.
    return;
  }
  // One gate for the tries (components/load-when-online.ts): a load begun offline that fails as
  // the network returns, its `online` gone by, is tried again after its back-off.
  const again = triedAgain(() => void run(), undefined, deps.isOnline);
  const run = (): Promise<void> => {
    again.started();
    // Heard while the sender loads too: a network that drops and comes back meanwhile.
    deps.whenOnline(again.online);
    return deps.runSender().catch((error: unknown) => {
      deps.warn('Outbox: the sender could not be loaded; it is tried again once online.', error);
      again.failed();
      deps.whenOnline(again.online);
    });
  };
  await run();
}

/** The browser's: what the boot script calls once the first view is shown and the load has passed. */
export function sendWaitingEnquiries(): Promise<void> {
  let databases: OnOpenDeps['databases'];
  try {
    // Reading `indexedDB` itself throws where storage is refused (some sandboxed frames).
    if (typeof indexedDB === 'undefined') return Promise.resolve();
    if (typeof indexedDB.databases === 'function') databases = () => indexedDB.databases();
  } catch {
    return Promise.resolve();
  }
  return sendWaitingFromOpenPage({
    databases,
    countWaiting: () => countQueued(),
    runSender: () =>
      import('./page-outbox').then(({ createPageOutbox, runPageOutbox }) => {
        // Kept for the page's life, as the app's would be: a retry due later, or the connection
        // coming back, sends again. The app, once loaded, runs its own, as another tab would;
        // the outbox's lock lets one send at a time.
        runPageOutbox(createPageOutbox());
      }),
    whenOnline: (task) => window.addEventListener('online', task, { once: true }),
    isOnline: () => navigator.onLine,
    warn: console.warn,
  });
}
