import { createPwaStatusStore } from './pwa-status';
import { createServiceWorkerRegistrar } from './register';
import { loadWhenOnline } from '../components/load-when-online';

/**
 * Marks the live region the notices are drawn into (pwa-notices-host.tsx renders it). Here, in
 * the page's first script, which both the app and the notices' chunk import anyway: a module
 * they shared outside it went into the app shell's chunk, and the notices' chunk, which a first
 * visit loads at once for the cookie banner, imported the whole shell with it.
 */
export const NOTICES_REGION = 'data-pwa-notices';
/** Marks the notices' alerts' own live region, beside the polite one (pwa-notices-host.tsx). */
export const ALERTS_REGION = 'data-pwa-alerts';

/** The page's side of the offline catalogue, as the page's first script holds it. */
export interface PwaStart {
  /**
   * Called once the first page is shown for good (by the app, or as served until the visitor's
   * first use), and again once the app has drawn it: registers the service worker (register.ts),
   * and mounts the notices now, so that they have their code and texts in hand if the network
   * goes, or draws them again into a live region the app rendered afresh.
   */
  firstPageShown(): void;
}

/**
 * The service worker and its notices belong to the page, not to the app, as the cookie banner
 * does: the page's first script (src/boot.ts) starts them, so a page whose app has not loaded
 * still saves the catalogue and says so. The notices' code (pwa-notices.ts) and texts load once
 * the first page is shown, or before if there is news: the visitor is offline, or the
 * worker has spoken.
 */
export function startPwa(win: Window = window): PwaStart {
  const status = createPwaStatusStore();
  const registrar = createServiceWorkerRegistrar(status);
  let notices: { redraw: () => void } | null = null;
  let loading = false;
  const mountNotices = () => {
    if (loading) return;
    loading = true;
    stopWaiting();
    win.removeEventListener('offline', mountNotices);
    loadWhenOnline(
      () => import('./pwa-notices'),
      ({ mountPwaNotices }) => (notices = mountPwaNotices(status, { applyUpdate: registrar.applyUpdate })),
    );
  };
  const stopWaiting = status.subscribe(mountNotices);
  win.addEventListener('offline', mountNotices);
  if (!win.navigator.onLine) mountNotices();
  return {
    firstPageShown() {
      notices?.redraw();
      mountNotices();
      registrar.register();
    },
  };
}
