import { pwaStatus } from './pwa-status';

let acceptUpdate: (() => void) | null = null;

/** Reload onto the waiting version (the visitor pressed "Reload"). */
export function applyUpdate(): void {
  acceptUpdate?.();
}

/** The longest wait for an idle moment before registering anyway. */
const IDLE_WAIT_MS = 3000;

let registering = false;

/**
 * Registers the service worker once the page has loaded and the browser is idle (the app calls
 * it when hydration has committed), so caching the catalogue, a few megabytes, never competes
 * with the first view or with making it interactive on a phone's two slow cores. Checks for a
 * new version when the tab comes back into view.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || registering) return;
  registering = true;
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
  const startWhenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(startWhenOnline, { timeout: IDLE_WAIT_MS })
      : setTimeout(startWhenOnline, 0);
  if (document.readyState === 'complete') startWhenIdle();
  else window.addEventListener('load', startWhenIdle, { once: true });
}
