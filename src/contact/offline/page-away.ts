/**
 * Whether a page was away (hidden or frozen) during a span of time, for how long a send lasted
 * (see sendLengthMs): the wall clock speaks for a sleep only where the page was away meanwhile.
 */
export interface AwayState {
  /** How many times the page was hidden, shown, frozen or resumed so far. */
  changes: number;
  hidden: boolean;
}

/** What a send's timing reads: the page's state now. */
export type AwayWatch = () => AwayState;

type Watched = Pick<Document, 'addEventListener' | 'visibilityState'>;

/**
 * Counts the page's visibility changes and freezes (the Page Lifecycle's freeze and resume),
 * for as long as the page lives (the outbox runner does too).
 */
export function watchPageAway(doc: Watched): AwayWatch {
  let changes = 0;
  const count = () => void (changes += 1);
  for (const type of ['visibilitychange', 'freeze', 'resume']) doc.addEventListener(type, count);
  return () => ({ changes, hidden: doc.visibilityState === 'hidden' });
}

/**
 * Whether the page was away between `before` and `after`: hidden at either end, or a change
 * between. Null where there is no page to ask (the service worker): nobody can tell.
 */
export function wasAway(before: AwayState | null, after: AwayState | null): boolean | null {
  if (!before || !after) return null;
  return before.hidden || after.hidden || before.changes !== after.changes;
}
