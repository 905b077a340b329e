import { describe, expect, it } from 'vitest';
import { judgePage, type Budgets } from './gate';
import { median, medianFigures, runFigures, type LighthouseResult, type RunFigures } from './figures';
import type { ThreadCpu } from './thread-cpu';

const BUDGETS: Budgets = {
  minScores: { accessibility: 1, 'best-practices': 1, seo: 1 },
  maxCls: 0.02,
  maxLcpMs: 2000,
  maxTbtOverFloorMs: 50,
  maxMainThreadTimesFloor: 2.5,
  maxMainCpuTimesFloor: 2,
  maxPerformanceBelowFloor: 0.02,
};
const PAGE = { path: '/', maxTransferKb: 200, maxRequests: 30, againstFloor: true };

const floor: RunFigures = {
  scores: { performance: 1 },
  fcpMs: 800,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  mainThreadMs: 300,
  mainCpuMs: 60,
  workerCpuMs: 0,
  cpuBlockingMs: 0,
  transferBytes: 40 * 1024,
  requests: 5,
  scriptBytes: 0,
  benchmarkIndex: 1500,
};
const site: RunFigures = {
  ...floor,
  scores: { performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 },
  tbtMs: 40,
  mainThreadMs: 650,
  mainCpuMs: 110,
  transferBytes: 150 * 1024,
  requests: 20,
  scriptBytes: 100 * 1024,
};

describe('the Lighthouse gate', () => {
  it('passes a page within every budget', () => {
    expect(judgePage(PAGE, site, floor, BUDGETS)).toEqual({ path: '/', failures: [] });
  });

  it('judges CPU figures against the floor of the same run, not as absolute values', () => {
    // A machine twice as slow: every task takes twice as long, and more of them block.
    const slowMachine = (figures: RunFigures, extraTbt: number): RunFigures => ({
      ...figures,
      tbtMs: figures.tbtMs + extraTbt,
      mainThreadMs: figures.mainThreadMs * 2,
      mainCpuMs: figures.mainCpuMs * 2,
    });
    expect(judgePage(PAGE, slowMachine(site, 300), slowMachine(floor, 300), BUDGETS).failures).toEqual([]);
    expect(judgePage(PAGE, { ...site, tbtMs: 60 }, floor, BUDGETS).failures).toEqual([
      'TBT over the floor, ms = 60 (at most 50)',
    ]);
    expect(judgePage(PAGE, { ...site, mainThreadMs: 800 }, floor, BUDGETS).failures).toEqual([
      'main-thread work, times the floor = 2.67 (at most 2.5)',
    ]);
    expect(judgePage(PAGE, { ...site, mainCpuMs: 150 }, floor, BUDGETS).failures).toEqual([
      'main-thread CPU, times the floor = 2.5 (at most 2)',
    ]);
    expect(
      judgePage(PAGE, { ...site, scores: { ...site.scores, performance: 0.97 } }, floor, BUDGETS).failures,
    ).toEqual(['performance below the floor = 0.03 (at most 0.02)']);
  });

  it('holds scores, layout shift, LCP, bytes and requests as they are', () => {
    const failures = judgePage(
      PAGE,
      {
        ...site,
        scores: { performance: 0.99, accessibility: 0.98, seo: 1 },
        cls: 0.05,
        lcpMs: 2100,
        transferBytes: 250 * 1024,
        requests: 31,
      },
      floor,
      BUDGETS,
    ).failures;
    expect(failures).toEqual([
      'accessibility = 0.98 (at least 1)',
      'best-practices: not audited',
      'CLS = 0.05 (at most 0.02)',
      'LCP ms = 2100 (at most 2000)',
      'kB sent = 250 (at most 200)',
      'requests = 31 (at most 30)',
    ]);
  });
});

describe('Lighthouse figures', () => {
  const lhr = (tbt: number, extra: Partial<LighthouseResult['categories']> = {}): LighthouseResult => ({
    categories: { performance: { id: 'performance', score: 0.9 }, ...extra },
    audits: {
      'first-contentful-paint': { numericValue: 800 },
      'largest-contentful-paint': { numericValue: 1200 },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: 0.01 },
      'mainthread-work-breakdown': { numericValue: 900 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 5000, requestCount: 12 },
            { resourceType: 'script', transferSize: 3000, requestCount: 4 },
          ],
        },
      },
    },
    environment: { benchmarkIndex: 1200 },
  });

  const cpu: ThreadCpu = { mainCpuMs: 150, workerCpuMs: 500, cpuBlockingMs: 20 };

  it('reads the figures of one run', () => {
    expect(runFigures(lhr(30, { seo: { id: 'seo', score: 1 } }), cpu)).toEqual({
      scores: { performance: 0.9, seo: 1 },
      fcpMs: 800,
      lcpMs: 1200,
      tbtMs: 30,
      cls: 0.01,
      mainThreadMs: 900,
      mainCpuMs: 150,
      workerCpuMs: 500,
      cpuBlockingMs: 20,
      transferBytes: 5000,
      requests: 12,
      scriptBytes: 3000,
      benchmarkIndex: 1200,
    });
  });

  it('refuses a result without a figure the gate needs', () => {
    const broken = lhr(30);
    delete broken.audits['total-blocking-time'];
    expect(() => runFigures(broken, cpu)).toThrow(/total-blocking-time/);
  });

  it('takes the median figure by figure; scores over the runs that have them', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const runs = [lhr(10, { seo: { id: 'seo', score: 1 } }), lhr(300), lhr(20)].map((run) => runFigures(run, cpu));
    const middle = medianFigures(runs);
    expect(middle.tbtMs).toBe(20);
    expect(middle.scores).toEqual({ performance: 0.9, seo: 1 });
  });
});
