import { pwaStatus } from './pwa-status';

let acceptUpdate: (() => void) | null = null;

/** Reload onto the waiting version (the visitor pressed "Reload"). */
export function applyUpdate(): void {
  acceptUpdate?.();
}

/**
 * Registers the service worker once the page has loaded, so caching the catalogue never
 * competes with the first paint. Checks for a new version when the tab comes back into view.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const start = async () => {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    let reloadWhenControlling = false;
    wb.addEventListener('installed', (event) => {
      if (!event.isUpdate) pwaStatus.set({ offlineReady: true });
    });
    wb.addEventListener('waiting', () => pwaStatus.set({ updateWaiting: true }));
    wb.addEventListener('controlling', () => {
      if (reloadWhenControlling) window.location.reload();
    });
    acceptUpdate = () => {
      reloadWhenControlling = true;
      wb.messageSkipWaiting();
    };
    await wb.register();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && navigator.onLine) void wb.update();
    });
  };
  // Service workers can be blocked (private modes, policies): the site then simply works online.
  const startQuietly = () => start().catch((error) => console.warn('Offline support is unavailable:', error));
  // Offline, fetching the worker's script can only fail (and the browser logs it): wait for a network.
  const startWhenOnline = () =>
    navigator.onLine
      ? void startQuietly()
      : window.addEventListener('online', () => void startQuietly(), { once: true });
  if (document.readyState === 'complete') startWhenOnline();
  else window.addEventListener('load', startWhenOnline, { once: true });
}
