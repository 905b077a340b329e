import type { PwaStatus } from './pwa-status';

/** One notice of the service worker's news, in the order they stack. */
export type PwaNotice =
  | { kind: 'offline' }
  | { kind: 'update' }
  | { kind: 'precaching'; done: number; total: number }
  | { kind: 'precacheFailed' }
  | { kind: 'ready'; storageBytes: number | null };

export type PwaNoticeKind = PwaNotice['kind'];

/** The order notices stack in, from the top. */
export const NOTICE_ORDER: readonly PwaNoticeKind[] = ['offline', 'update', 'precaching', 'precacheFailed', 'ready'];

/**
 * What the notices show: that the visitor is offline; a new version waiting (with Reload); on a
 * first visit how far saving the catalogue has got, then that it is ready for offline use and
 * how much it takes, or that saving failed, until the visitor closes that. A waiting version
 * replaces "ready": reloading onto it matters more.
 */
export function pwaNoticesFor(status: PwaStatus, online: boolean, closed: boolean): PwaNotice[] {
  const notices: PwaNotice[] = [];
  if (!online) notices.push({ kind: 'offline' });
  if (status.updateWaiting) notices.push({ kind: 'update' });
  if (status.precache && !status.offlineReady) notices.push({ kind: 'precaching', ...status.precache });
  if (status.precacheFailed && !closed) notices.push({ kind: 'precacheFailed' });
  if (status.offlineReady && !closed && !status.updateWaiting) {
    notices.push({ kind: 'ready', storageBytes: status.storageBytes });
  }
  return notices;
}
