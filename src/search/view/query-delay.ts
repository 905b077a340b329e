/** How long typing rests before the query runs: every keystroke is in the field at once, the search follows. */
export const TYPING_REST_MS = 120;

/** A query as it was asked: its text, and the search code that could answer it (none while it loads). */
export interface AskedQuery {
  readonly text: string;
  readonly answerer: unknown;
}

/**
 * How long to wait before running `next`, asked after `previous`. The first query of a search (the
 * field was empty) and the first the search code can answer (it has just come, the visitor typed
 * while it loaded) run at once: the visitor is waiting for the first suggestion, and no run is saved
 * by waiting. Any later change waits for typing to rest, so a burst of keystrokes runs one query.
 */
export function queryDelay(previous: AskedQuery, next: AskedQuery): number {
  return previous.text === '' || previous.answerer !== next.answerer ? 0 : TYPING_REST_MS;
}
