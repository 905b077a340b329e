/**
 * Which parts of `npm run bench` run: all by default, or those BENCH_ONLY names (comma-separated),
 * so that one figure can be measured again without the rest; and how many runs each measurement
 * takes. Framework-free, tested beside.
 */
import { BENCH_RUNS } from './lighthouse/budgets.ts';

/** The bench's parts, in the order they run and print. */
export const BENCH_SECTIONS = [
  /** JS, CSS, HTML and images per route (service worker off). */
  'routes',
  /** Each language's search index and a query's time. */
  'search',
  /** From opening the header's search to its first suggestion. */
  'search-open',
  /** The first tap on the menu at first paint, per audited page. */
  'first-tap',
  /** Tap to next paint on a hydrated page. */
  'tap-to-paint',
  /** Loading over real round trips, HTTP/1.1 and HTTP/2. */
  'round-trips',
  /** The precache list's files and bytes, and the build. */
  'precache',
  /** A first visit's time to "ready offline" on slow 4G and 4× CPU, and what the browser then stores. */
  'offline',
  /** The main thread's work while the catalogue is saved. */
  'saving',
  /** Lighthouse: site, site without its worker and floor, on the machine's every core. */
  'lighthouse',
  /** The same, pinned to one core (`taskset -c 0`). */
  'lighthouse-one-core',
] as const;

export type BenchSection = (typeof BENCH_SECTIONS)[number];

/**
 * The sections `only` (BENCH_ONLY) names, or all when it is unset or blank; BENCH_LIGHTHOUSE=0
 * (`lighthouse`, kept from before BENCH_ONLY) leaves out both Lighthouse sections. Refuses a value
 * that names no section (`,`), a name that is none, and a choice that BENCH_LIGHTHOUSE=0 empties:
 * a bench that measures nothing is a mistyped command, not a run.
 */
export function chosenSections(only: string | undefined, lighthouse?: string): ReadonlySet<BenchSection> {
  const named = (only ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!named.length && only?.trim())
    throw new Error(`BENCH_ONLY="${only}" names no section; the sections: ${BENCH_SECTIONS.join(', ')}`);
  const unknown = named.filter((name) => !(BENCH_SECTIONS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`BENCH_ONLY names no section ${unknown.join(', ')}; the sections: ${BENCH_SECTIONS.join(', ')}`);
  const chosen = named.length ? BENCH_SECTIONS.filter((section) => named.includes(section)) : [...BENCH_SECTIONS];
  const kept = lighthouse === '0' ? chosen.filter((section) => !section.startsWith('lighthouse')) : chosen;
  if (!kept.length)
    throw new Error(
      `BENCH_ONLY=${only} chooses only Lighthouse sections, which BENCH_LIGHTHOUSE=0 leaves out: nothing to measure`,
    );
  return new Set(kept);
}

/** How many runs each measurement takes, the variable that sets it, and its default. */
const RUN_COUNTS = {
  ready: ['BENCH_READY_RUNS', 5],
  lighthouse: ['BENCH_LIGHTHOUSE_RUNS', BENCH_RUNS],
  tap: ['BENCH_TAP_RUNS', 3],
  paint: ['BENCH_PAINT_RUNS', 7],
  roundTrip: ['BENCH_ROUND_TRIP_RUNS', 5],
  searchOpen: ['BENCH_SEARCH_OPEN_RUNS', 5],
} as const satisfies Record<string, readonly [string, number]>;

export type BenchRuns = Record<keyof typeof RUN_COUNTS, number>;

/**
 * The run counts `env` sets, each a positive whole number or its default when unset or blank;
 * refuses any other value (`0`, `2.5`, `five`), which would measure nothing or print NaN.
 */
export function benchRuns(env: Readonly<Record<string, string | undefined>>): BenchRuns {
  const entries = Object.entries(RUN_COUNTS).map(([key, [variable, fallback]]) => {
    const value = env[variable]?.trim();
    if (!value) return [key, fallback];
    if (!/^[1-9]\d*$/.test(value))
      throw new Error(`${variable}=${env[variable]}: a run count is a positive whole number`);
    return [key, Number(value)];
  });
  return Object.fromEntries(entries) as BenchRuns;
}
