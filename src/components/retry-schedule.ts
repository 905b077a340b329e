/**
 * The waits between tries at code that did not come: the first soon, then each twice as long,
 * every minute at most. A held Send's tries wait so on a timer (served-send.ts: a fair's Wi-Fi
 * that comes back, or a proxy, says nothing to `online`), and the tries a visitor's uses start
 * are kept as far apart (tried-again.ts), so a refusing server gets no request per key press.
 */
export const HELD_RETRY_FIRST_MS = 5_000;
export const HELD_RETRY_MAX_MS = 60_000;

/** The wait after `wait` (see HELD_RETRY_FIRST_MS). */
export function nextHeldRetryMs(wait: number): number {
  return Math.min(wait * 2, HELD_RETRY_MAX_MS);
}
