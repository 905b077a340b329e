import type { ThreadCpu } from './thread-cpu.ts';

/**
 * The figures the gate and the bench read from one Lighthouse result, and their median over
 * several runs. Framework-free, so the judging can be tested without a browser.
 */

export interface RunFigures {
  /** Category scores, 0–1; a run limited to some categories has only those. */
  scores: Record<string, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread work during the load (Lighthouse's breakdown, scaled to its CPU throttling). */
  mainThreadMs: number;
  /** CPU the main thread's tasks used, and the service worker's, in ms as measured (thread-cpu.ts). */
  mainCpuMs: number;
  workerCpuMs: number;
  /** Blocking time of the main thread's tasks by their own CPU, not the clock (thread-cpu.ts). */
  cpuBlockingMs: number;
  /** Bytes over the network (compressed as sent) and how many requests, for the whole load. */
  transferBytes: number;
  requests: number;
  scriptBytes: number;
  /** Lighthouse's measure of how fast this machine was during the run (higher is faster). */
  benchmarkIndex: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
}
/** The part of a Lighthouse result (LHR) read here. */
export interface LighthouseResult {
  categories: Record<string, { id: string; score: number | null }>;
  audits: Record<string, Audit | undefined>;
  environment: { benchmarkIndex: number };
}

function numeric(lhr: LighthouseResult, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse result has no figure for ${id}`);
  return value;
}

function resourceTotal(lhr: LighthouseResult, type: string, field: 'transferSize' | 'requestCount'): number {
  const row = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type);
  const value = row?.[field];
  return typeof value === 'number' ? value : 0;
}

/** The figures of one run: its result, and the CPU its threads used (read from its trace). */
export function runFigures(lhr: LighthouseResult, cpu: ThreadCpu): RunFigures {
  return {
    scores: Object.fromEntries(
      Object.values(lhr.categories)
        .filter((category) => typeof category.score === 'number')
        .map((category) => [category.id, category.score as number]),
    ),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
    mainCpuMs: cpu.mainCpuMs,
    workerCpuMs: cpu.workerCpuMs,
    cpuBlockingMs: cpu.cpuBlockingMs,
    transferBytes: resourceTotal(lhr, 'total', 'transferSize'),
    requests: resourceTotal(lhr, 'total', 'requestCount'),
    scriptBytes: resourceTotal(lhr, 'script', 'transferSize'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each figure's median over the runs, taken figure by figure. A score is the median of the runs
 * that have it (the accessibility, best-practices and SEO audits run once: they do not vary).
 */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  const categories = [...new Set(runs.flatMap((run) => Object.keys(run.scores)))];
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, median(runs.flatMap((run) => (id in run.scores ? [run.scores[id]!] : [])))]),
    ),
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    mainThreadMs: of((run) => run.mainThreadMs),
    mainCpuMs: of((run) => run.mainCpuMs),
    workerCpuMs: of((run) => run.workerCpuMs),
    cpuBlockingMs: of((run) => run.cpuBlockingMs),
    transferBytes: of((run) => run.transferBytes),
    requests: of((run) => run.requests),
    scriptBytes: of((run) => run.scriptBytes),
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}
