/**
 * How the service worker tells the pages how far it has got saving the catalogue on a first
 * visit, a few megabytes that take a while on a fair's network. Framework-free: the worker
 * counts and sends, the page reads; both sides share the message's shape from here.
 */

export const PRECACHE_PROGRESS = 'PRECACHE_PROGRESS';

export interface PrecacheProgress {
  type: typeof PRECACHE_PROGRESS;
  done: number;
  total: number;
}

export function isPrecacheProgress(data: unknown): data is PrecacheProgress {
  if (typeof data !== 'object' || data === null) return false;
  const { type, done, total } = data as Record<string, unknown>;
  return (
    type === PRECACHE_PROGRESS &&
    Number.isSafeInteger(done) &&
    Number.isSafeInteger(total) &&
    (done as number) >= 0 &&
    (total as number) > 0 &&
    (done as number) <= (total as number)
  );
}

export interface PrecacheCounterOptions {
  /** Report every `step` files at most finely (the last file is always reported). */
  step?: number;
  /**
   * And at most once in this many ms: each report redraws the notice on every open page of the
   * site while the visitor uses it, and a sentence that changes faster cannot be read anyway.
   */
  minIntervalMs?: number;
  now?: () => number;
}

/**
 * Counts the files cached during install and reports every `step` of them, no sooner than
 * `minIntervalMs` after the previous report, and the last one, so that a few hundred files make
 * a handful of messages on a fast network and at most one a second on a slow one.
 */
export function createPrecacheCounter(
  total: number,
  report: (progress: PrecacheProgress) => void,
  { step = 10, minIntervalMs = 0, now = Date.now }: PrecacheCounterOptions = {},
) {
  let done = 0;
  let reportedAt = -Infinity;
  let stepsReported = 0;
  return () => {
    // Files cached again after install (an entry missing from the cache) are not progress.
    if (done >= total) return;
    done += 1;
    const last = done === total;
    const newStep = Math.floor(done / step) > stepsReported;
    if (!last && !(newStep && now() - reportedAt >= minIntervalMs)) return;
    stepsReported = Math.floor(done / step);
    reportedAt = now();
    report({ type: PRECACHE_PROGRESS, done, total });
  };
}

/** A size for people, in the page language's units: "850 kB", "12,3 MB", "12,3 Mo". */
export function formatBytes(bytes: number, locale: string): string {
  const inMegabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: inMegabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: inMegabytes ? 1 : 0,
  }).format(inMegabytes ? bytes / 1_000_000 : bytes / 1000);
}
