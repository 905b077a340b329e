import { AUDITED_PAGES, BUDGETS } from './budgets.ts';
import type { Budgets, PageBudget } from './gate.ts';
import { CATEGORIES, LIGHTHOUSE_CHROME_FLAGS } from './settings.ts';

/**
 * `lighthouserc.json`, the file anyone's Lighthouse CI reads (`npx lhci autorun`), made from the
 * gate's own list of pages and budgets (budgets.ts) so the two cannot drift: `npm run
 * lighthouserc` writes it, and a unit test fails when the committed file differs from what this
 * makes. It holds what is true on any machine; the CPU figures stay with the gate, which measures
 * them against the no-script floor of the same run.
 */

/** Where `lhci autorun` serves the production preview: apart from the gate's ports and `npm start`'s. */
export const LHCI_PORT = 4360;

/**
 * The longest the server command may take to say it is serving. It builds first: `npm run build`
 * took 1.4 min on a 2-core machine and under 3 min on one core of it; ten minutes holds a machine
 * several times slower.
 */
const SERVER_READY_TIMEOUT_MS = 600_000;

/**
 * What the preview prints once it serves, and nothing before it does: Lighthouse CI reads the
 * command's output case-blind, and the build prints paths such as `dist-ssr/locales/…`, so a bare
 * "Local" let it audit a port nobody served yet (or another program on it). Vite marks its
 * server's addresses with an arrow, and colour codes (on under CI=true) stand between the words
 * and after "Local"; the local outbox's own line ("Local outbox: …") is printed before it serves.
 */
export const PREVIEW_READY_PATTERN = '➜.*Local(\\x1b\\[[0-9;]*m)*:';

/** Runs per page; each assertion reads the median of them. */
const LHCI_RUNS = 3;

const WHY = [
  'Made by scripts/lighthouse/lighthouserc.ts from the gate’s pages and budgets (scripts/lighthouse/budgets.ts);',
  'change those and run `npm run lighthouserc`, never this file: a unit test fails when they differ.',
  'Asserted here, per page: what holds on any machine — accessibility, best practices and SEO at 1,',
  'no console errors, CLS, LCP (simulated from the network), and the bytes and requests the page may send.',
  'Not asserted here: total blocking time and the performance score. On a shared 2-core machine they',
  'measure the machine as much as the site; the gate (`npm run lighthouse`) holds them as differences',
  'from the page with its scripts removed, measured in the same run.',
];

/** A regular expression that matches exactly this URL, as Lighthouse CI matches a result's final URL. */
function exactUrl(url: string): string {
  return `^${url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`;
}

type Assertion = ['error', { minScore: number } | { maxNumericValue: number }];

function pageAssertions(page: PageBudget, budgets: Budgets): Record<string, Assertion> {
  const min = (score: number): Assertion => ['error', { minScore: score }];
  const max = (value: number): Assertion => ['error', { maxNumericValue: value }];
  return {
    ...Object.fromEntries(
      Object.entries(budgets.minScores).map(([category, score]) => [`categories:${category}`, min(score)]),
    ),
    'errors-in-console': min(1),
    'cumulative-layout-shift': max(budgets.maxCls),
    'largest-contentful-paint': max(budgets.maxLcpMs),
    'resource-summary:total:size': max(page.maxTransferKb * 1024),
    'resource-summary:total:count': max(page.maxRequests),
  };
}

export function lighthouseCiConfig(pages: readonly PageBudget[] = AUDITED_PAGES, budgets: Budgets = BUDGETS) {
  const origin = `http://localhost:${LHCI_PORT}`;
  return {
    '//': WHY,
    ci: {
      collect: {
        startServerCommand: `npm run build && node node_modules/vite/bin/vite.js preview --port ${LHCI_PORT} --strictPort`,
        startServerReadyPattern: PREVIEW_READY_PATTERN,
        startServerReadyTimeout: SERVER_READY_TIMEOUT_MS,
        url: pages.map((page) => origin + page.path),
        numberOfRuns: LHCI_RUNS,
        settings: {
          // Lighthouse's default: a mid-range phone, simulated throttling.
          formFactor: 'mobile',
          onlyCategories: CATEGORIES,
          disableFullPageScreenshot: true,
          // The gate's flags; Lighthouse CI adds --headless=new itself, unless told --collect.headful.
          chromeFlags: LIGHTHOUSE_CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')).join(' '),
        },
      },
      assert: {
        assertMatrix: pages.map((page) => ({
          matchingUrlPattern: exactUrl(origin + page.path),
          aggregationMethod: 'median',
          assertions: pageAssertions(page, budgets),
        })),
      },
      upload: {
        // No upload target is reachable from a CI runner without a server of its own.
        target: 'filesystem',
        outputDir: 'reports/lhci',
      },
    },
  };
}

/** The file as committed: the config, two spaces deep, and a closing newline. */
export function lighthouseCiFile(): string {
  return JSON.stringify(lighthouseCiConfig(), null, 2) + '\n';
}
