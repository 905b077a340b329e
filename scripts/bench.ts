/**
 * `npm run bench`: builds the site and prints what it costs a visitor, as tables. Figures are
 * measured, not asserted. Its sections (bench-sections.ts), in order:
 * - routes: JavaScript and CSS each route loads (gzip), its HTML, its largest image;
 * - search, search-open: each language's search index and the time a query takes
 *   (bench-search.ts), and from opening the header's search to its first suggestion
 *   (bench-search-open.ts);
 * - first-tap, tap-to-paint: per audited page the first tap on the menu (bench-first-tap.ts), and
 *   taps to next paint on a hydrated page (bench-tap-to-paint.ts);
 * - round-trips: loading over real round trips on HTTP/1.1 and HTTP/2 (bench-round-trips.ts);
 * - precache: the service worker's precache list, and the build;
 * - offline: a first visit's time to "ready offline" at 390×844 under 4× CPU with every request,
 *   the worker's too, through a slow-4G proxy (bench-ready-offline.ts, bench-slow-link.ts), and
 *   what the browser then stores (`navigator.storage.estimate()`, the caches' entries);
 * - saving: the main-thread work saving the catalogue costs meanwhile (bench-saving-offline.ts);
 * - lighthouse: Lighthouse's figures beside the no-script floor's, and with the site served
 *   without its service worker, which shows how much of its main-thread work saving the catalogue
 *   costs (bench-lighthouse.ts);
 * - lighthouse-one-core: the same, measured by a child process pinned to one core (`taskset -c 0`).
 *
 * Environment:
 * - BENCH_ONLY=offline,lighthouse: only the sections named (comma-separated); all when unset.
 * - BENCH_BUILD=0: measure dist/ as it is, without building first.
 * - BENCH_LIGHTHOUSE=0: neither Lighthouse section.
 * - BENCH_PORT (4380): the preview's port; the HTTP/2 server takes the next, the slow-4G proxy the one after.
 * - LIGHTHOUSE_PORT (4370): the Lighthouse runs' site, and the two ports after it.
 * - Runs: BENCH_READY_RUNS (5), BENCH_LIGHTHOUSE_RUNS (5, budgets.ts's BENCH_RUNS), BENCH_TAP_RUNS (3),
 *   BENCH_PAINT_RUNS (7), BENCH_ROUND_TRIP_RUNS (5), BENCH_SEARCH_OPEN_RUNS (5); each a positive whole
 *   number (bench-sections.ts's benchRuns), checked before anything runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumExecutable } from './browser.ts';
import { allPages, pagePath } from '../src/routing/paths.ts';
import { SCREEN_IDS } from '../src/routing/routes.ts';
import { DEFAULT_LANG } from '../src/i18n/languages.ts';
import { htmlFileFor } from '../src/routing/html-file.ts';
import { lighthouseFigures, lighthouseFiguresOnOneCore } from './bench-lighthouse.ts';
import { benchRuns, chosenSections, type BenchRuns, type BenchSection } from './bench-sections.ts';
import { firstVisitReadyOffline, type ReadyOffline } from './bench-ready-offline.ts';
import { serveOverSlowLink, SLOW_4G_LINK } from './bench-slow-link.ts';
import { CPU_SLOWDOWN, firstTap, type FirstTap } from './bench-first-tap.ts';
import { tapsToPaint, type TapFigures } from './bench-tap-to-paint.ts';
import { savingOffline } from './bench-saving-offline.ts';
import { percentiles, searchFigures } from './bench-search.ts';
import { searchOpenFigures, WIDE } from './bench-search-open.ts';
import { hasOpenssl, loadingOverRoundTrips, ROUND_TRIP, serveOverHttp2 } from './bench-round-trips.ts';
import { AUDITED_PAGES } from './lighthouse/budgets.ts';
import { startPreview, stop, whenAnswering } from './lighthouse/run.ts';
import { printTable as table } from './lighthouse/report.ts';
import { median } from './lighthouse/figures.ts';
import { loadedAtHydration, recordLoadedAtHydration } from '../e2e/support/loaded-at-hydration.ts';
import { withLinkedStyles } from '../src/pwa/stored-page.ts';
import { packPlaceOf, storedForm } from '../src/pwa/catalogue-packs.ts';
import { precacheList } from '../e2e/support/precache-list.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4380);
const ORIGIN = `http://localhost:${PORT}`;
const DIST = 'dist';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const medianMs = (values: readonly number[]) => (values.length ? Math.round(median(values)) : '–');
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

function build(): number {
  const start = Date.now();
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore' });
  if (result.status !== 0) throw new Error('npm run build failed');
  return Date.now() - start;
}

/** What one page load fetches, by kind, with sizes as the built files gzip. */
async function measurePage(browser: Browser, path: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === ORIGIN) files.add(url.pathname);
  });
  // What the page loads if the visitor does nothing: the app waits for the first use (app/first-use.ts).
  await recordLoadedAtHydration(page);
  await page.goto(ORIGIN + path);
  await page.waitForLoadState('networkidle');
  const atLoad = new Set(files);
  // What the page needed to become interactive once used: the files it had loaded when it marked itself hydrated.
  const toHydrate = new Set((await loadedAtHydration(page)).map((url) => new URL(url).pathname));
  await page.waitForLoadState('networkidle');
  // Scroll through so lazy images load too; "largest image" means largest the page shows.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  await context.close();
  const local = (paths: Set<string>) =>
    [...paths]
      .map((p) => join(DIST, decodeURIComponent(p)))
      .filter((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
  const sum = (list: string[], ext: RegExp) =>
    list.filter((f) => ext.test(f)).reduce((total, f) => total + gzipSize(f), 0);
  const all = local(files);
  const images = all.filter((f) => /\.(avif|webp|png|jpe?g)$/.test(f)).map((f) => statSync(f).size);
  return {
    jsAtLoad: sum(local(atLoad), /\.js$/),
    jsToHydrate: sum(local(toHydrate), /\.js$/),
    js: sum(all, /\.js$/),
    css: sum(all, /\.css$/),
    largestImage: Math.max(0, ...images),
    images: images.length,
  };
}

/**
 * The precache list by kind of file: as built, as the worker stores it (pwa/catalogue-packs.ts'
 * storedForm: pages with their styles linked, texts gzipped at the streams' default level), and
 * as sent: a file in a pack as it lies there (a pack is served as it is), any other as a server
 * gzips it; and the requests a first visit's worker makes for it, one per pack and per file on its own.
 */
function precache() {
  const entries = [...new Map(precacheList(DIST).map((entry) => [entry.url, entry])).values()];
  const byKind = new Map<string, { raw: number; stored: number; gzip: number }>();
  const packs = new Set<string>();
  let alone = 0;
  for (const entry of entries) {
    const kind = entry.url.split('.').pop()!;
    const sizes = byKind.get(kind) ?? { raw: 0, stored: 0, gzip: 0 };
    const built = readFileSync(join(DIST, entry.url));
    const stored = storedForm(entry.url, built, (bytes) => gzipSync(bytes)).body;
    const place = packPlaceOf(entry);
    if (place) packs.add(place.pack);
    else alone += 1;
    sizes.raw += kind === 'html' ? Buffer.byteLength(withLinkedStyles(built.toString('utf8'))) : built.length;
    sizes.stored += stored.length;
    // Images are compressed already; a server sends them as they are.
    sizes.gzip += place
      ? place.length
      : /^(avif|webp|png|jpe?g)$/.test(kind)
        ? built.length
        : gzipSize(join(DIST, entry.url));
    byKind.set(kind, sizes);
  }
  const total = (key: 'raw' | 'stored' | 'gzip') => [...byKind.values()].reduce((sum, sizes) => sum + sizes[key], 0);
  return {
    count: entries.length,
    packs: packs.size,
    alone,
    raw: total('raw'),
    stored: total('stored'),
    gzip: total('gzip'),
    byKind,
  };
}

/** The site loaded over HTTP/1.1 and over HTTP/2 with real round trips (bench-round-trips.ts), as a table. */
async function printLoadingOverRoundTrips(browser: Browser, roundTripRuns: number) {
  const http2 = await serveOverHttp2(PORT + 1);
  const loading = await loadingOverRoundTrips(
    browser,
    { http1: ORIGIN, http2: http2.origin },
    AUDITED_PAGES.map(({ path }) => path),
    roundTripRuns,
  ).finally(() => http2.close());
  const runsAndMedian = (values: readonly number[]) => [values.map(Math.round).join(' / '), medianMs(values)];
  table(
    `Loading over real round trips (first visit, 390×844, 4× CPU; CDP holds every answer ${ROUND_TRIP.latency} ms, ` +
      `${(ROUND_TRIP.downloadThroughput / 131072).toFixed(0)} Mbit/s; ${roundTripRuns} runs, the two servers interleaved):\n` +
      'the same build from the local preview over HTTP/1.1 and over HTTP/2, as the hosts serve it;\n' +
      'to hydrate: ms from navigation to <html data-hydrated>, the page used as soon as parsed; link: ms from the tap to the next page’s heading shown',
    ['what', 'HTTP/1.1, ms', 'median', 'HTTP/2, ms', 'median'],
    [
      ...loading.hydration.map(({ path, http1, http2: overHttp2 }) => [
        `to hydrate ${path}`,
        ...runsAndMedian(http1),
        ...runsAndMedian(overHttp2),
      ]),
      ...loading.links.map(({ from, to, http1, http2: overHttp2 }) => [
        `link ${from} → ${to}`,
        ...runsAndMedian(http1),
        ...runsAndMedian(overHttp2),
      ]),
    ],
  );
}

/** JS, CSS, HTML and images per route, as a table. */
async function printRoutes(browser: Browser) {
  // One page per screen in the default language, plus a generic service page.
  const pages = allPages().filter((p) => p.lang === DEFAULT_LANG);
  const rows: (string | number)[][] = [];
  for (const page of pages) {
    const path = pagePath(page);
    const m = await measurePage(browser, path);
    const html = join(DIST, htmlFileFor(path));
    rows.push([
      path,
      kb(m.jsAtLoad),
      kb(m.jsToHydrate),
      kb(m.js),
      kb(m.css),
      kb(statSync(html).size),
      kb(gzipSize(html)),
      m.images,
      kb(m.largestImage),
    ]);
  }
  table(
    'Per route (Spanish pages, a first visit; gzip as the built files compress; service worker off)\n' +
      "JS at load: what the page loads if the visitor does nothing (the app waits for the first use); JS to hydrate: loaded by the time the page, once used, is interactive (this includes the chunk of the page's own parts, the cookie banner's and the service worker's notices', fetched at load); JS in all: with what loads after (language offer, outbox, service worker)",
    ['route', 'JS at load', 'JS to hydrate', 'JS in all', 'CSS gz', 'HTML', 'HTML gz', 'images', 'largest image'],
    rows,
  );
}

async function printSearch(browser: Browser) {
  const search = await searchFigures(browser, ORIGIN, DIST);
  table(
    "Search (issue 56): each language's index as built (budget 40 KB gzip each, 160 KB the four), its fetch and load,\n" +
      `and a query's time over a fixed list of 100 queries (25 per language), 4× CPU by CDP (budget p95 ≤ 16 ms)`,
    ['index', 'raw', 'gzip', 'fetch + load, ms', 'queries', 'p50 ms', 'p95 ms'],
    search.map((figure) => {
      const { p50, p95 } = percentiles(figure.times);
      return [
        figure.lang,
        kb(figure.rawBytes),
        kb(figure.gzipBytes),
        Math.round(figure.loadMs),
        figure.times.length,
        p50.toFixed(2),
        p95.toFixed(2),
      ];
    }),
  );
}

async function printSearchOpen(browser: Browser, searchOpenRuns: number) {
  const opened = await searchOpenFigures(browser, ORIGIN, searchOpenRuns);
  table(
    "Open search → first suggestion (issue 56; budget ≤ 300 ms): a returning visitor's history page served by the worker,\n" +
      `${WIDE.width}×${WIDE.height}, hydrated, 4× CPU by CDP; the header's field focused and the query put in at once; ms from the focus event\n` +
      `to the first frame with a suggestion listed (the search code and the index load from the focus on); ${searchOpenRuns} runs`,
    ['language', 'query', 'runs, ms', 'median ms', 'max ms', 'within 300 ms'],
    opened.map(({ lang, query, times }) => [
      lang,
      query,
      times.map(Math.round).join(' / '),
      medianMs(times),
      Math.round(Math.max(...times)),
      Math.max(...times) <= 300 ? 'yes' : 'no',
    ]),
  );
}

async function printFirstTaps(browser: Browser, tapRuns: number) {
  // Per audited page: what it needs to hydrate and whether a tap right after first paint works.
  const tapRows: (string | number)[][] = [];
  for (const { path } of AUDITED_PAGES) {
    const taps: FirstTap[] = [];
    for (let run = 0; run < tapRuns; run++) taps.push(await firstTap(browser, ORIGIN + path));
    const opened = taps.flatMap((tap) => (tap.openMs === null ? [] : [tap.openMs])).sort((a, b) => a - b);
    const measured = await measurePage(browser, path);
    tapRows.push([
      path,
      kb(measured.jsAtLoad),
      kb(measured.jsToHydrate),
      taps.map((tap) => (tap.openMs === null ? 'lost' : `${Math.round(tap.openMs)}`)).join(' / '),
      `${taps.length - opened.length}/${taps.length}`,
      medianMs(opened),
      `${taps.filter((tap) => tap.beforeHydration).length}/${taps.length}`,
    ]);
  }
  table(
    'Audited pages: JS at load and to hydrate once used (gzip), and the first tap: the header menu button tapped at first contentful paint + 100 ms\n' +
      `(390×844 touch, 4× CPU, slow 4G by CDP; ${tapRuns} runs; the tap is the first use, which loads the app): ms from the tap until the menu is shown, or "lost"`,
    ['page', 'JS at load', 'JS to hydrate', 'first tap, ms', 'lost', 'median ms', 'before hydration'],
    tapRows,
  );
}

async function printTapsToPaint(browser: Browser, paintRuns: number) {
  // More taps than first taps (BENCH_PAINT_RUNS' default 7): a median of 3 taps to paint moved by
  // 30–50 ms between runs of the same build, more than the changes it was to tell.
  const tapped = await tapsToPaint(browser, ORIGIN, paintRuns);
  const latency = (taps: TapFigures[]) => medianMs(taps.map((tap) => tap.latencyMs ?? 16));
  table(
    'Tap to next paint on a hydrated page (390×844 touch, 4× CPU by CDP; the target is 100 ms)\n' +
      'effect: ms from the touch to the frame that shows the tap’s effect (the finger’s 40 ms hold included);\n' +
      'Event Timing: the interaction’s latency as INP counts it (longest of pointerdown, pointerup, click to their next paint; 16: 16 or less, the API’s floor);\n' +
      'of which input delay: until the page’s first handler ran (with taps sent by DevTools, as here, it includes the time the browser holds the touch before the page gets it);\n' +
      `no script: the same tap with scripts blocked, where the page works without (${paintRuns} runs each; compare machines by benchmarkIndex below)`,
    [
      'interaction',
      'page',
      'effect, ms',
      'median',
      'Event Timing median',
      'of which input delay',
      'no script: effect median',
      'no script: Event Timing median',
    ],
    tapped.map(({ name, path, taps, floor }) => [
      name,
      path,
      taps.map((tap) => Math.round(tap.shownMs)).join(' / '),
      medianMs(taps.map((tap) => tap.shownMs)),
      latency(taps),
      medianMs(taps.flatMap((tap) => (tap.inputDelayMs === null ? [] : [tap.inputDelayMs]))),
      medianMs(floor.map((tap) => tap.shownMs)),
      latency(floor),
    ]),
  );
}

/** The precache list by kind of file, and the build, as tables. */
function printPrecacheAndBuild(buildMs: number | null) {
  const cache = precache();
  table(
    `Precache (${cache.count} files, sent in ${cache.packs + cache.alone} requests: ${cache.packs} packs and ${cache.alone} files on their own):\n` +
      'as built (pages with their styles linked), as the worker stores it (texts gzipped), and as sent (a file in a pack as it lies there, any other gzipped by the server)',
    ['what', 'built', 'stored', 'sent'],
    [
      ['total', kb(cache.raw), kb(cache.stored), kb(cache.gzip)],
      ...[...cache.byKind]
        .sort((a, b) => b[1].raw - a[1].raw)
        .map(([kind, sizes]) => [`  .${kind}`, kb(sizes.raw), kb(sizes.stored), kb(sizes.gzip)]),
    ],
  );
  table(
    'Build',
    ['what', 'value'],
    [
      [
        'build time (ssr + client + prerender + sw)',
        buildMs === null ? 'not built (BENCH_BUILD=0)' : `${(buildMs / 1000).toFixed(1)} s`,
      ],
      ['pages prerendered', allPages().length + 4],
      ['screens in the route table', SCREEN_IDS.length],
    ],
  );
}

/** A first visit's time to "ready offline" over the slow-4G proxy, and what the browser then stores, as tables. */
async function printReadyOffline(browser: Browser, runs: number) {
  const listed = precache().count;
  const link = await serveOverSlowLink(ORIGIN, PORT + 2);
  const slow: ReadyOffline[] = [];
  try {
    for (let run = 0; run < runs; run++)
      slow.push(await firstVisitReadyOffline(browser, link.origin, '/', CPU_SLOWDOWN, listed));
  } finally {
    await link.close();
  }
  // The same first visit at the machine's full speed, straight from the local preview: the figure's floor.
  const local = await firstVisitReadyOffline(browser, ORIGIN, '/', 1, listed);
  const runsAndMedian = (pick: (run: ReadyOffline) => number | null) => {
    const values = slow.flatMap((run) => pick(run) ?? []);
    return [values.map(Math.round).join(' / '), medianMs(values)];
  };
  table(
    'Ready offline: a first visit to / at 390×844, left alone, 4× CPU by CDP (the page’s main thread), every request, the service worker’s too,\n' +
      `through a proxy emulating slow 4G (answers ${SLOW_4G_LINK.latencyMs} ms after their request, all sharing ` +
      `one link of ${(SLOW_4G_LINK.bytesPerSecond / 1024).toFixed(0)} KiB/s; bench-slow-link.ts); ms from navigation; ${runs} runs`,
    ['what', 'runs, ms', 'median ms'],
    [
      ['load event', ...runsAndMedian((run) => run.loadMs)],
      ['worker registered', ...runsAndMedian((run) => run.registeredMs)],
      ['ready offline (in control, every listed file saved)', ...runsAndMedian((run) => run.readyMs)],
      [
        'of which saving (ready − registered)',
        ...runsAndMedian((run) => (run.registeredMs === null ? null : run.readyMs - run.registeredMs)),
      ],
      ['local preview, no throttling: ready offline', Math.round(local.readyMs), Math.round(local.readyMs)],
    ],
  );
  const mb = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024 / 1024).toFixed(2)} MB`);
  table(
    `What the browser holds for the site once ready offline (the runs above; the precache list has ${listed} files):\n` +
      'usage: navigator.storage.estimate(); of which caches: its usageDetails.caches (Chromium); files: entries in all the origin’s caches',
    ['run', 'usage', 'of which caches', 'files', 'caches'],
    [...slow, local].map(({ stored }, index) => [
      index < slow.length ? `slow 4G, ${index + 1}` : 'local preview',
      mb(stored.usageBytes),
      mb(stored.cacheBytes),
      stored.files,
      stored.caches,
    ]),
  );
}

async function printSavingOffline(browser: Browser) {
  const saving = await savingOffline(browser, ORIGIN, '/', 5);
  table(
    'Saving the catalogue while the page is used (first visit to /, 390×844, 4× CPU by CDP; 5 runs):\n' +
      "the page used as soon as parsed; the main thread's work from the load event until the service worker controls the page, and over as long a span with no worker",
    ['what', 'runs, ms', 'median ms'],
    [
      ['span', saving.map((r) => Math.round(r.spanMs)).join(' / '), medianMs(saving.map((r) => r.spanMs))],
      [
        'main thread, saving',
        saving.map((r) => Math.round(r.savingMs)).join(' / '),
        medianMs(saving.map((r) => r.savingMs)),
      ],
      [
        'main thread, no worker',
        saving.map((r) => Math.round(r.withoutWorkerMs)).join(' / '),
        medianMs(saving.map((r) => r.withoutWorkerMs)),
      ],
    ],
  );
}

/** With BENCH_BUILD=0, what the preview needs of a build before it is started: said plainly, not as a server that exits. */
function assertBuilt() {
  const missing = [join(DIST, 'sw.js'), 'dist-ssr/entry-server.js'].filter((file) => !existsSync(file));
  if (missing.length)
    throw new Error(
      `BENCH_BUILD=0 measures the build as it is, but ${missing.join(' and ')} is missing: run npm run build`,
    );
}

async function main() {
  const sections = chosenSections(process.env.BENCH_ONLY, process.env.BENCH_LIGHTHOUSE);
  const runs: BenchRuns = benchRuns(process.env);
  if (process.env.BENCH_BUILD === '0') assertBuilt();
  // A server already on the port would be measured instead of this build (the preview, strict
  // about its port, exits, but only after the first answer may have come from the other).
  const taken = await fetch(ORIGIN).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Something already answers at ${ORIGIN}: free the port or set BENCH_PORT`);
  const buildMs = process.env.BENCH_BUILD === '0' ? null : build();
  const server = startPreview(DIST, PORT);
  // Stopped from outside (Ctrl-C, a CI timeout): take the preview and the pinned Lighthouse child
  // along, which lead process groups of their own. The exit waits for the other handlers of the
  // same signal (run.ts's, during the Lighthouse section), which stop their servers and Chromium.
  const stopped = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    stopped.abort();
    stop(server);
    setImmediate(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  let browser: Browser | undefined;
  // Launched for the first section that drives a page; the Lighthouse sections launch their own.
  const aBrowser = async () =>
    (browser ??= await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_FLAGS }));
  const run: Record<BenchSection, () => Promise<void> | void> = {
    routes: async () => printRoutes(await aBrowser()),
    search: async () => printSearch(await aBrowser()),
    'search-open': async () => printSearchOpen(await aBrowser(), runs.searchOpen),
    'first-tap': async () => printFirstTaps(await aBrowser(), runs.tap),
    'tap-to-paint': async () => printTapsToPaint(await aBrowser(), runs.paint),
    'round-trips': async () => {
      if (hasOpenssl()) await printLoadingOverRoundTrips(await aBrowser(), runs.roundTrip);
      else
        console.log(
          '\nLoading over real round trips: not measured, as openssl is not on this machine (Debian: apt-get install openssl)\n',
        );
    },
    precache: () => printPrecacheAndBuild(buildMs),
    offline: async () => printReadyOffline(await aBrowser(), runs.ready),
    saving: async () => printSavingOffline(await aBrowser()),
    // Lighthouse's own Chromium runs alone: the bench's is closed before.
    lighthouse: async () => {
      await browser?.close();
      browser = undefined;
      await lighthouseFigures();
    },
    'lighthouse-one-core': async () => {
      await browser?.close();
      browser = undefined;
      await lighthouseFiguresOnOneCore(stopped.signal);
    },
  };
  try {
    await whenAnswering(ORIGIN, server);
    for (const section of sections) await run[section]();
  } finally {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    await browser?.close();
    stop(server);
  }
}

await main();
