/**
 * The bench's search figures (issue 56): each language's index as the build wrote it (raw and
 * gzip; budget 40 KB gzip), and the time a query takes in Chromium at 4× CPU slowdown (CDP),
 * p50 and p95 over a fixed list of 100 queries (budget p95 ≤ 16 ms), in a page of the built site.
 * The search code is bundled from its module as the site's build would (Vite, minified), since
 * until a page imports it the site's build holds no chunk of it; the index is fetched from the
 * site as the page fetches it. Figures only: nothing here is asserted.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Browser } from '@playwright/test';
import { LANGUAGES, type Lang } from '../src/i18n/languages.ts';
import { searchIndexPath } from '../src/search/search-hit.ts';
import { RANKING } from '../src/search/ranking-cases.ts';
import { QUESTIONS } from '../src/search/review-ranking-cases.ts';
import { CPU_SLOWDOWN } from './bench-first-tap.ts';

/**
 * The fixed list, 25 a language, run against that language's index: its first 22 ranking queries
 * and its 3 questions (a question's stop words were the slowest queries: the, de, a match every page).
 */
export const BENCH_QUERIES: readonly { lang: Lang; query: string }[] = LANGUAGES.flatMap((lang) =>
  [...RANKING[lang].slice(0, 22), ...QUESTIONS[lang]].map(([query]) => ({ lang, query })),
);

/** load-site-search.ts as one script that sets `window.__siteSearch`. */
async function searchScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: 'src/search/load-site-search.ts', formats: ['iife'], name: '__siteSearch' },
    },
  });
  const [first] = Array.isArray(output) ? output : [output];
  if (!first || !('output' in first)) throw new Error('bench-search: the search code did not bundle');
  return first.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export interface SearchFigures {
  lang: Lang | 'all';
  rawBytes: number;
  gzipBytes: number;
  /** Fetching and loading the index, ms. */
  loadMs: number;
  /** Each query's time, ms. */
  times: number[];
}

export const percentiles = (times: readonly number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** Each language's figures, then the four together (sizes summed, the 100 queries' times). */
export async function searchFigures(browser: Browser, origin: string, dist = 'dist'): Promise<SearchFigures[]> {
  const script = await searchScript();
  // The site's policy allows no inline script; the bench's own one is let in (the pages' code is not).
  const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true });
  const page = await context.newPage();
  await page.goto(origin + '/');
  await page.addScriptTag({ content: script });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const figures: SearchFigures[] = [];
  for (const lang of LANGUAGES) {
    const file = readFileSync(`${dist}${searchIndexPath(lang)}`);
    const queries = BENCH_QUERIES.filter((each) => each.lang === lang).map((each) => each.query);
    const timed = await page.evaluate(
      async ({ lang, queries }) => {
        type Api = typeof import('../src/search/load-site-search.ts');
        const api = (window as unknown as { __siteSearch: Api }).__siteSearch;
        const loadStart = performance.now();
        const search = await api.loadSiteSearch(lang);
        const loadMs = performance.now() - loadStart;
        // One pass to warm the engine's code up, then the timed one.
        for (const query of queries) search.query(query, 10);
        const times = queries.map((query) => {
          const start = performance.now();
          search.query(query, 10);
          return performance.now() - start;
        });
        return { loadMs, times };
      },
      { lang, queries },
    );
    figures.push({ lang, rawBytes: file.length, gzipBytes: gzipSync(file, { level: 9 }).length, ...timed });
  }
  await context.close();
  const total = (pick: (figure: SearchFigures) => number) => figures.reduce((sum, figure) => sum + pick(figure), 0);
  return [
    ...figures,
    {
      lang: 'all',
      rawBytes: total((figure) => figure.rawBytes),
      gzipBytes: total((figure) => figure.gzipBytes),
      loadMs: total((figure) => figure.loadMs),
      times: figures.flatMap((figure) => figure.times),
    },
  ];
}
