/**
 * Which parts of `npm run bench` run: all by default, or those BENCH_ONLY names (comma-separated),
 * so that one figure can be measured again without the rest. Framework-free, tested beside.
 */

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
 * The sections `only` (BENCH_ONLY) names, or all when it is empty or unset; BENCH_LIGHTHOUSE=0
 * (`lighthouse`, kept from before BENCH_ONLY) leaves out both Lighthouse sections.
 */
export function chosenSections(only: string | undefined, lighthouse?: string): ReadonlySet<BenchSection> {
  const named = (only ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = named.filter((name) => !(BENCH_SECTIONS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`BENCH_ONLY names no section ${unknown.join(', ')}; the sections: ${BENCH_SECTIONS.join(', ')}`);
  const chosen = named.length ? BENCH_SECTIONS.filter((section) => named.includes(section)) : [...BENCH_SECTIONS];
  return new Set(lighthouse === '0' ? chosen.filter((section) => !section.startsWith('lighthouse')) : chosen);
}
