/**
 * `npm run lighthouse`: Lighthouse CI over the pages in lighthouserc.json, against the built
 * site, in the system Chromium. Prints each page's scores and metrics; exits non-zero when an
 * assertion fails. `npm test` runs it as its last suite, counting one test per audited page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumExecutable } from './browser.ts';

export interface PageFigures {
  url: string;
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failures: string[];
  /** Failed assertions of level "warn" in lighthouserc.json: printed, not failing (none today). */
  warnings: string[];
}

const RESULTS = '.lighthouseci';

/**
 * Reads the runs Lighthouse CI left in .lighthouseci. Each page is reported by its best run,
 * as the assertions judge it (Lighthouse CI's default "optimistic" aggregation over 3 runs).
 */
export function readFigures(): PageFigures[] {
  const assertions: {
    url: string;
    auditProperty?: string;
    auditId: string;
    passed: boolean;
    level: 'error' | 'warn';
    actual: number;
  }[] = existsSync(join(RESULTS, 'assertion-results.json'))
    ? JSON.parse(readFileSync(join(RESULTS, 'assertion-results.json'), 'utf8'))
    : [];
  const byUrl = new Map<string, PageFigures>();
  for (const file of readdirSync(RESULTS)
    .filter((f) => /^lhr-.*\.json$/.test(f))
    .sort()) {
    const lhr = JSON.parse(readFileSync(join(RESULTS, file), 'utf8'));
    const url: string = lhr.requestedUrl;
    const previous = byUrl.get(url);
    if (previous && previous.scores.performance! >= lhr.categories.performance.score) continue;
    byUrl.set(url, {
      url,
      scores: Object.fromEntries(
        Object.values<{ id: string; score: number }>(lhr.categories).map((c) => [c.id, c.score]),
      ),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      failures: assertions
        .filter((a) => a.url === url && !a.passed && a.level === 'error')
        .map((a) => `${a.auditProperty ? `${a.auditId}.${a.auditProperty}` : a.auditId} = ${a.actual}`),
      warnings: assertions
        .filter((a) => a.url === url && !a.passed && a.level === 'warn')
        .map((a) => `${a.auditProperty ? `${a.auditId}.${a.auditProperty}` : a.auditId} = ${a.actual}`),
    });
  }
  return [...byUrl.values()];
}

export function printFigures(figures: PageFigures[]): void {
  console.log('\nLighthouse (mobile)');
  for (const page of figures) {
    const scores = Object.entries(page.scores)
      .map(([id, score]) => `${id} ${Math.round(score * 100)}`)
      .join(', ');
    const metrics = `LCP ${(page.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(page.tbtMs)} ms, CLS ${page.cls.toFixed(3)}`;
    console.log(`${page.failures.length ? '✘' : '✓'} ${new URL(page.url).pathname.padEnd(28)} ${scores}; ${metrics}`);
    for (const failure of page.failures) console.log(`    failed: ${failure}`);
    for (const warning of page.warnings) console.log(`    warning: ${warning}`);
  }
}

/** Runs Lighthouse CI; returns its exit status. */
export function runLighthouse(): number {
  rmSync(RESULTS, { recursive: true, force: true });
  rmSync('reports/lighthouse', { recursive: true, force: true });
  const chrome = chromiumExecutable();
  const result = spawnSync('node', ['node_modules/@lhci/cli/src/cli.js', 'autorun'], {
    stdio: process.env.LHCI_VERBOSE ? 'inherit' : 'ignore',
    env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) },
  });
  return result.status ?? 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const status = runLighthouse();
  printFigures(readFigures());
  process.exit(status);
}
