import type { Lang } from '../i18n/languages';

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

export const PRECACHE_OUTCOME = 'PRECACHE_OUTCOME';

/**
 * How a first visit's saving ended, told by the worker to every window of the site: a second tab
 * opened during the saving has not registered the installing worker itself, and workbox-window's
 * "installed" or "redundant" reach only the tab that did, so each tab hears the ending from here.
 */
export interface PrecacheOutcome {
  type: typeof PRECACHE_OUTCOME;
  saved: boolean;
}

export function isPrecacheOutcome(data: unknown): data is PrecacheOutcome {
  if (typeof data !== 'object' || data === null) return false;
  const { type, saved } = data as Record<string, unknown>;
  return type === PRECACHE_OUTCOME && typeof saved === 'boolean';
}

export interface PrecacheCounterOptions {
  /** Report every `step` files at most finely (the last file is always reported). */
  step?: number;
  /**
   * And at most once in this many ms: each report redraws the notice on every open page of the
   * site while the visitor uses it, and a sentence that changes faster cannot be read anyway.
   */
  minIntervalMs?: number;
  /** Milliseconds on a clock that only goes forward. */
  now?: () => number;
}

/**
 * Whether a count of files saved is worth telling the pages: each new `step` of them, no sooner
 * than `minIntervalMs` after the previous telling, and the last one, so that a few hundred files
 * make a handful of messages on a fast network and at most one a second on a slow one. The rule of
 * the install's progress and of the copy's mending (copy-state.ts).
 */
export function createProgressRule(
  // The monotonic clock, as saving-pace.ts: a wall clock set back during the saving held every
  // report after it until the clock caught up again (only the last file was still reported).
  { step = 10, minIntervalMs = 0, now = () => performance.now() }: PrecacheCounterOptions = {},
) {
  let reportedAt = -Infinity;
  let stepsReported = 0;
  return (done: number, last: boolean): boolean => {
    const newStep = Math.floor(done / step) > stepsReported;
    if (!last && !(newStep && now() - reportedAt >= minIntervalMs)) return false;
    stepsReported = Math.floor(done / step);
    reportedAt = now();
    return true;
  };
}

/** Counts the files cached during install and reports them by createProgressRule. */
export function createPrecacheCounter(
  total: number,
  report: (progress: PrecacheProgress) => void,
  options: PrecacheCounterOptions = {},
) {
  let done = 0;
  const worthTelling = createProgressRule(options);
  return () => {
    // Files cached again after install (an entry missing from the cache) are not progress.
    if (done >= total) return;
    done += 1;
    if (worthTelling(done, done === total)) report({ type: PRECACHE_PROGRESS, done, total });
  };
}

/**
 * How a size is written in each language: CLDR's decimal sign, space and short units, as
 * `Intl.NumberFormat` writes them (precache-progress.test.ts compares the two). Written out here
 * because a page's first `Intl.NumberFormat` loads the engine's number data: one task of 50-110 ms
 * at 4x CPU, just as the catalogue becomes ready, on a page where nothing else formats a number.
 */
const SIZE_FORMAT: Record<Lang, { decimal: string; space: string; units: readonly [string, string, string] }> = {
  es: { decimal: ',', space: ' ', units: ['kB', 'MB', 'GB'] },
  ca: { decimal: ',', space: ' ', units: ['kB', 'MB', 'GB'] },
  en: { decimal: '.', space: ' ', units: ['kB', 'MB', 'GB'] },
  fr: { decimal: ',', space: '\u202f', units: ['ko', 'Mo', 'Go'] },
};

/** A size for people, in the page language's units: "850 kB", "12,3 MB", "1,2 Go". */
export function formatBytes(bytes: number, lang: Lang): string {
  const { decimal, space, units } = SIZE_FORMAT[lang];
  const kilobytes = Math.round(bytes / 1000);
  if (kilobytes < 1000) return `${kilobytes}${space}${units[0]}`;
  // Tenths of the unit, rounded half up from whole bytes (as Intl rounds); a unit is left for the
  // next one up once it would read 1000.
  const megabyteTenths = Math.round(bytes / 100_000);
  const [tenths, unit] =
    megabyteTenths < 10_000 ? [megabyteTenths, units[1]] : [Math.round(bytes / 100_000_000), units[2]];
  // A thousand gigabytes and more would need digit grouping: not a phone's storage, but right.
  if (tenths >= 10_000) {
    return new Intl.NumberFormat(lang, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }).format(
      bytes / 1e9,
    );
  }
  const whole = Math.floor(tenths / 10);
  const rest = tenths % 10;
  return `${whole}${rest ? decimal + rest : ''}${space}${unit}`;
}
