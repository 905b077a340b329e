import { readSession, writeSession } from '../components/safe-storage';

const KEY = 'reloaded-for-missing-chunk';

/**
 * After a deploy, an open page may ask for a script chunk that no longer exists. Reloading
 * fetches the new HTML and chunks; doing it at most once per page avoids a reload loop when
 * the failure has another cause. Returns whether a reload was started.
 */
export function reloadOnceForMissingChunk(): boolean {
  if (typeof window === 'undefined') return false;
  // Offline, a chunk fails for want of a network, not because a deploy removed it; a reload
  // could only fail too, and would throw away what the visitor is doing.
  if (!navigator.onLine) return false;
  if (readSession(KEY) === window.location.pathname) return false;
  // Without session storage the reload could not be remembered, and would repeat forever.
  if (!writeSession(KEY, window.location.pathname)) return false;
  window.location.reload();
  return true;
}

/** A page's code loaded fine: a later failure on this page may reload again. */
export function chunkLoaded(): void {
  if (typeof window !== 'undefined' && readSession(KEY) === window.location.pathname) writeSession(KEY, '');
}
