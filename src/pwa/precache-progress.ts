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

/**
 * Counts the files cached during install and reports every `step` of them and the last one,
 * so that a few hundred files make a few dozen messages, not one per file.
 */
export function createPrecacheCounter(total: number, report: (progress: PrecacheProgress) => void, step = 10) {
  let done = 0;
  return () => {
    // Files cached again after install (an entry missing from the cache) are not progress.
    if (done >= total) return;
    done += 1;
    if (done % step === 0 || done === total) report({ type: PRECACHE_PROGRESS, done, total });
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
