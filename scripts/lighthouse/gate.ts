import type { RunFigures } from './figures.ts';

/**
 * What the Lighthouse gate holds each page it measures against its floor to (FLOOR_GATE_PAGES). Figures a busy machine does not change
 * (scores of accessibility, best practices and SEO, layout shift, bytes, requests, and LCP, which
 * Lighthouse simulates from the network) are held as they are. Figures that measure the CPU
 * (blocking time, main-thread work, the performance score) are held as differences from the
 * page's no-script floor measured in the same run: a slower machine moves both sides.
 */
export interface Budgets {
  /** Lowest category scores (0–1) of the site. */
  minScores: Readonly<Record<string, number>>;
  maxCls: number;
  maxLcpMs: number;
  /** Total Blocking Time of the site minus that of its floor. */
  maxTbtOverFloorMs: number;
  /** Main-thread work of the site divided by that of its floor. */
  maxMainThreadTimesFloor: number;
  /**
   * The CPU the site's main-thread tasks used divided by the floor's (thread-cpu.ts): what the
   * page's own work costs, which the machine's other work moves little.
   */
  maxMainCpuTimesFloor: number;
  /** Performance score of the floor minus that of the site. */
  maxPerformanceBelowFloor: number;
}

/** A page's own limits on what it sends (kB as sent, compressed) and how many requests it makes. */
export interface PageBudget {
  path: string;
  maxTransferKb: number;
  maxRequests: number;
  /**
   * Measured by `npm test` against its no-script floor (median of GATE_RUNS each); the other
   * pages are audited there once each through lighthouserc.json (budgets.ts says why).
   */
  againstFloor: boolean;
}

export interface Judged {
  path: string;
  failures: string[];
}

const kb = (bytes: number) => bytes / 1024;
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** Every budget the page's figures (medians) break, each said as "what = value (limit)". */
export function judgePage(page: PageBudget, site: RunFigures, floor: RunFigures, budgets: Budgets): Judged {
  const failures: string[] = [];
  const over = (what: string, value: number, limit: number, digits = 0) => {
    if (value > limit) failures.push(`${what} = ${round(value, digits)} (at most ${limit})`);
  };
  for (const [category, min] of Object.entries(budgets.minScores)) {
    const score = site.scores[category];
    if (score === undefined) failures.push(`${category}: not audited`);
    else if (score < min) failures.push(`${category} = ${score} (at least ${min})`);
  }
  over('CLS', site.cls, budgets.maxCls, 3);
  over('LCP ms', site.lcpMs, budgets.maxLcpMs);
  over('TBT over the floor, ms', site.tbtMs - floor.tbtMs, budgets.maxTbtOverFloorMs);
  over('main-thread work, times the floor', site.mainThreadMs / floor.mainThreadMs, budgets.maxMainThreadTimesFloor, 2);
  over('main-thread CPU, times the floor', site.mainCpuMs / floor.mainCpuMs, budgets.maxMainCpuTimesFloor, 2);
  over(
    'performance below the floor',
    (floor.scores.performance ?? 0) - (site.scores.performance ?? 0),
    budgets.maxPerformanceBelowFloor,
    2,
  );
  over('kB sent', kb(site.transferBytes), page.maxTransferKb, 1);
  over('requests', site.requests, page.maxRequests);
  return { path: page.path, failures };
}
