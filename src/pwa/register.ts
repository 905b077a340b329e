import type { PwaStatusStore } from './pwa-status';
import { isPrecacheOutcome, isPrecacheProgress } from './precache-progress';
import { watchCopy } from './copy-state';
import { PAGE_BUSY } from './saving-pace';
import { waitingIsOffered } from './update-offer';
import type { Workbox } from 'workbox-window';
import { whenSettled } from '../components/when-settled';
import { onPageShown } from '../routing/page-shown';
import { VISITOR_INPUTS } from '../components/when-quiet';

/** The longest wait for the browser's estimate of the space the saved copy takes. */
const ESTIMATE_WAIT_MS = 1000;

/**
 * Once the catalogue is saved: how much space it takes, read before "ready offline" is said, so
 * the notice is drawn once with its size. Drawn first without it and lengthened a moment later,
 * it grew by a line on a slow machine and moved on the screen (a layout shift). A browser that
 * does not answer within ESTIMATE_WAIT_MS gets the notice without the size.
 */
async function savedSize(): Promise<number | null> {
  const storage = navigator.storage;
  if (!storage?.estimate) return null;
  const estimate = storage.estimate().then(
    ({ usage }) => (typeof usage === 'number' && usage > 0 ? usage : null),
    () => null,
  );
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), ESTIMATE_WAIT_MS));
  return Promise.race([estimate, late]);
}

/**
 * Then asks the browser to keep it (a rep's device under storage pressure would otherwise lose it
 * first). After the notice: a browser may ask the visitor first, and the answer can take long.
 */
function keepOnDevice(): void {
  void navigator.storage?.persist?.().catch(() => false);
}

/** The installing worker is told of input at most this often, ms. */
const INPUT_TOLD_EVERY_MS = 100;

/** The longest wait for an idle moment before registering anyway. */
const IDLE_WAIT_MS = 3000;

/**
 * The page's side of the service worker: registering it once (again only after a first install
 * that failed), and the visitor's "Reload" onto a waiting version. What it learns goes to
 * `pwaStatus`, for the notices.
 */
export function createServiceWorkerRegistrar(pwaStatus: PwaStatusStore) {
  let registering = false;
  let acceptUpdate: (() => void) | null = null;
  /**
   * How this attempt at a first install ended has been heard: from workbox-window in the tab that
   * registered the worker, and from the worker's word to every tab (sw.ts), each said once.
   */
  let ended = false;

  /**
   * Whether this tab came on a first visit: no worker active yet, none serving an offline copy.
   * Read once as it registers. Not the same as being uncontrolled: a shift-reload leaves a tab
   * uncontrolled while an older worker serves the copy, and there a new worker's install is an
   * update's, whose failure leaves the copy as it was and is not the visitor's news.
   */
  let firstVisit: Promise<boolean> = Promise.resolve(false);

  /** The catalogue is saved: "ready offline", with the space it takes. */
  function whenSaved() {
    if (ended || pwaStatus.get().offlineReady) return;
    ended = true;
    void savedSize().then((storageBytes) => {
      pwaStatus.set({ offlineReady: true, precache: null, precacheFailed: false, storageBytes });
      keepOnDevice();
    });
  }

  /**
   * Installing failed (a file of the catalogue did not load), and the browser forgets a worker
   * that never installed: tried again at the next page the visitor opens, in place too, or once
   * the network comes back, as the notice promises.
   */
  function whenFailed() {
    if (ended || pwaStatus.get().offlineReady) return;
    ended = true;
    pwaStatus.set({ precacheFailed: true, precache: null });
    registered = null;
    tryAgainLater();
  }

  /**
   * Registers the service worker once the page has loaded and the browser is idle (the page's
   * first script calls it once the first page is shown, by the app or as served), so caching the
   * catalogue, a few megabytes, never competes with the first view or with making it
   * interactive on a phone's two slow cores. Checks for a new version when the tab comes back
   * into view.
   */
  function register(): void {
    if (import.meta.env.DEV || !('serviceWorker' in navigator) || registering) return;
    registering = true;
    watchTheCopy();
    if (!navigator.serviceWorker.controller) {
      firstVisit = navigator.serviceWorker.getRegistration().then(
        (registration) => {
          if (registration?.active) return false;
          followTheSaving(registration?.installing ?? null);
          return true;
        },
        () => false,
      );
    }
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && navigator.onLine) void registered?.update();
    });
    whenSettled(startWhenOnline, IDLE_WAIT_MS);
  }

  /**
   * A first visit: the worker reports how far it has got saving the catalogue, and how it ended.
   * `installing` is another tab's worker already saving as this one registers: followed at once.
   */
  function followTheSaving(installing: ServiceWorker | null) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
      const { data } = event;
      const source = event.source instanceof ServiceWorker ? event.source : null;
      // A report the worker sent as its install failed can arrive after the news of the failure:
      // it is not progress, and must not put "saving…" back where the failure is said.
      const fromFailedWorker = source?.state === 'redundant';
      // From a worker trying again too: the notice of the failed attempt gives way to it.
      if (isPrecacheProgress(data) && !fromFailedWorker && !pwaStatus.get().offlineReady) {
        pwaStatus.set({ precache: { done: data.done, total: data.total }, precacheFailed: false });
        // A new attempt (this tab's, or another's) under way: its ending is news again.
        ended = false;
        followInstall(source);
      }
      // The ending, in every tab open during the saving, whichever registered the worker.
      if (isPrecacheOutcome(data)) (data.saved ? whenSaved : whenFailed)();
    });
    followInstall(installing);
    tellWorkerOfInput();
  }

  /** How whole the saved copy is, as the worker serving this page says (copy-state.ts). */
  function watchTheCopy() {
    const { serviceWorker } = navigator;
    watchCopy({
      onMessage: (listener) =>
        serviceWorker.addEventListener('message', ({ data, source }: MessageEvent<unknown>) => listener(data, source)),
      controller: () => serviceWorker.controller,
      // Once the page is settled: a worker started afresh lists its cache to answer (~20 ms in
      // Chromium for the copy's ~330 files, machine shared), which need not compete with the first view.
      whenSettled: (ask) => whenSettled(ask, IDLE_WAIT_MS),
      onPageShown: (ask) => void onPageShown(document, ask),
      onOnline: (ask) => addEventListener('online', ask),
      savedSize,
      set: pwaStatus.set,
    });
  }

  /** The installing workers whose ending this tab watches. */
  const followed = new WeakSet<ServiceWorker>();

  /**
   * Hears how an install ends from the worker's own state, in a tab that did not register it and
   * so gets no word from workbox-window: the worker's message says it too, but a worker stopped
   * mid-install (the browser's limit on an install's time, a crash) sends none, and a tab that
   * took its progress said "saving" for ever.
   */
  function followInstall(worker: ServiceWorker | null) {
    if (!worker || followed.has(worker)) return;
    followed.add(worker);
    const onState = () => {
      if (worker.state === 'installing') return;
      worker.removeEventListener('statechange', onState);
      (worker.state === 'redundant' ? whenFailed : whenSaved)();
    };
    worker.addEventListener('statechange', onState);
    onState();
  }

  /**
   * While a first visit's saving goes on, each tap or key press is told to the installing worker,
   * which holds its next files until the page has answered it (saving-pace.ts). Once the copy is
   * ready, no more.
   */
  function tellWorkerOfInput() {
    let toldAt = -Infinity;
    const onInput = (event: Event) => {
      if (pwaStatus.get().offlineReady) {
        for (const type of VISITOR_INPUTS) removeEventListener(type, onInput, { capture: true });
        return;
      }
      // One word per burst of input is enough: the worker waits for quiet after the last.
      if (event.timeStamp - toldAt < INPUT_TOLD_EVERY_MS) return;
      toldAt = event.timeStamp;
      void navigator.serviceWorker
        .getRegistration()
        .then((registration) => registration?.installing?.postMessage({ type: PAGE_BUSY }))
        .catch(() => {});
    };
    for (const type of VISITOR_INPUTS) addEventListener(type, onInput, { capture: true, passive: true });
  }

  /** The worker registered, to check for a new version: a new one for each attempt at a first install. */
  let registered: Workbox | null = null;

  async function start() {
    const [{ Workbox }, first] = await Promise.all([import('workbox-window'), firstVisit]);
    const wb = new Workbox('/sw.js', { scope: '/' });
    let reloadWhenControlling = false;
    ended = false;
    // workbox-window's `isUpdate` reads the tab's controller, which a shift-reload takes away.
    wb.addEventListener('installed', (event) => {
      if (first && !event.isUpdate) whenSaved();
    });
    wb.addEventListener('redundant', (event) => {
      if (first && !event.isUpdate) whenFailed();
    });
    wb.addEventListener('waiting', () => {
      const controlled = navigator.serviceWorker.controller !== null;
      if (waitingIsOffered({ controlled, firstVisit: first })) pwaStatus.set({ updateWaiting: true });
    });
    wb.addEventListener('controlling', () => {
      if (reloadWhenControlling) window.location.reload();
    });
    acceptUpdate = () => {
      reloadWhenControlling = true;
      wb.messageSkipWaiting();
    };
    await wb.register();
    registered = wb;
  }

  // Service workers can be blocked (private modes, policies): the site then simply works online.
  // With a worker already in control, only the check for a new version failed (the site is
  // unreachable on a network that says it is online): the saved catalogue still works.
  const startQuietly = () =>
    start().catch((error) =>
      navigator.serviceWorker.controller
        ? console.warn('Could not check for a new version of the site:', error)
        : console.warn('Offline support is unavailable:', error),
    );
  // Offline, fetching the worker's script can only fail (and the browser logs it): wait for a network.
  function startWhenOnline() {
    if (navigator.onLine) void startQuietly();
    else window.addEventListener('online', () => void startQuietly(), { once: true });
  }

  /** Registers again once another page is shown or the network comes back, whichever is first. */
  function tryAgainLater() {
    const again = () => {
      stopOnPage();
      window.removeEventListener('online', again);
      whenSettled(startWhenOnline, IDLE_WAIT_MS);
    };
    const stopOnPage = onPageShown(document, again);
    window.addEventListener('online', again);
  }

  return {
    register,
    /** Reload onto the waiting version (the visitor pressed "Reload"). */
    applyUpdate: (): void => acceptUpdate?.(),
  };
}
