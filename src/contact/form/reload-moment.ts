/**
 * Whether now is a moment to reload the page for a held Send (boot.ts): not while the visitor is
 * typing, nor once they are leaving the page.
 */

/** How long after the visitor's last keystroke they count as typing still. */
export const TYPING_PAUSE_MS = 3_000;

/**
 * How long after `beforeunload` the page counts as being left. A link the page does not leave by
 * (a download, a `tel:` or `mailto:` address) fires it too, and must not stop the Send for good.
 */
export const LEAVING_MS = 10_000;

/** What the page has seen of the visitor: times in ms, null for never. */
export interface VisitorMoments {
  lastInput: number | null;
  beforeUnload: number | null;
  /** `pagehide` came, and no `pageshow` since (a page back from the history cache is shown again). */
  hidden: boolean;
}

/**
 * Whether the page may reload now. Mere focus in a field does not stop it: a Send made with Enter
 * (or a phone keyboard's Go) leaves the cursor in the field, where it would stay held for ever.
 */
export function mayReloadNow(seen: VisitorMoments, now: number): boolean {
  if (seen.hidden) return false;
  if (seen.beforeUnload !== null && now - seen.beforeUnload >= 0 && now - seen.beforeUnload < LEAVING_MS) return false;
  return seen.lastInput === null || now - seen.lastInput < 0 || now - seen.lastInput >= TYPING_PAUSE_MS;
}

/**
 * Watches `target` (the page's window) for what mayReloadNow needs; says whether now is such a
 * moment. `clock` reads `Date` at each call, as the retries' gate does (load-when-online.ts), so
 * both go by the same clock, one a browser's test sets too.
 */
export function watchReloadMoment(target: Window, clock: () => number = () => Date.now()): () => boolean {
  const seen: VisitorMoments = { lastInput: null, beforeUnload: null, hidden: false };
  // Captured: the served form's fields may stop the event's bubbling.
  target.addEventListener('input', () => (seen.lastInput = clock()), { capture: true });
  target.addEventListener('beforeunload', () => (seen.beforeUnload = clock()));
  target.addEventListener('pagehide', () => (seen.hidden = true));
  target.addEventListener('pageshow', () => {
    seen.hidden = false;
    seen.beforeUnload = null;
  });
  return () => mayReloadNow(seen, clock());
}
