import type { RunFigures } from './figures.ts';
import type { PageAudit } from './run.ts';
import type { Judged } from './gate.ts';

/** Prints rows as an aligned table: the first column to the left, the rest to the right. */
export function printTable(title: string, header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of cells.slice(1)) console.log(line(row));
}

const ms = (value: number) => `${Math.round(value)}`;
const score = (figures: RunFigures, id: string) =>
  figures.scores[id] === undefined ? '–' : String(Math.round(figures.scores[id]! * 100));

/**
 * Site and floor side by side, page by page (medians), with the machine's speed during the runs;
 * `setting` says on what cores they ran, where it matters (the bench's runs on one core).
 */
export function printAudits(audits: readonly PageAudit[], runs: number, setting?: string): void {
  printTable(
    `Lighthouse, mobile: median of ${runs} runs of the site and of its no-script floor, alternated in one Chromium` +
      `${setting ? `, ${setting}` : ''}\n` +
      'perf: performance score; TBT and main thread in ms (Lighthouse scales them to its 4× CPU throttling); ' +
      'bench: Lighthouse benchmarkIndex (the machine)\n' +
      "main CPU: the CPU the main thread's tasks used, and worker CPU the service worker's, in ms as measured " +
      '(unscaled; a task waiting for a core on a busy machine adds to its main thread, not to its CPU); ' +
      "TBT by CPU: the blocking time of the main thread's tasks by their own CPU at 4×, not the clock (a lower bound)",
    [
      'page',
      'perf',
      'floor',
      'TBT',
      'floor',
      'TBT by CPU',
      'floor',
      'main thread',
      'floor',
      'main CPU',
      'floor',
      'worker CPU',
      'LCP ms',
      'floor',
      'CLS',
      'kB sent',
      'requests',
      'a11y/bp/seo',
      'bench',
    ],
    audits.map(({ path, site, floor }) => [
      path,
      score(site, 'performance'),
      score(floor, 'performance'),
      ms(site.tbtMs),
      ms(floor.tbtMs),
      ms(site.cpuBlockingMs),
      ms(floor.cpuBlockingMs),
      ms(site.mainThreadMs),
      ms(floor.mainThreadMs),
      ms(site.mainCpuMs),
      ms(floor.mainCpuMs),
      ms(site.workerCpuMs),
      ms(site.lcpMs),
      ms(floor.lcpMs),
      site.cls.toFixed(3),
      (site.transferBytes / 1024).toFixed(1),
      site.requests,
      ['accessibility', 'best-practices', 'seo'].map((id) => score(site, id)).join('/'),
      Math.round(site.benchmarkIndex),
    ]),
  );
}

/**
 * Where the site's main-thread work goes beyond its floor's: the same audits of the site with its
 * service worker's script blocked (`withoutWorker`), so that no catalogue is saved during the run.
 */
export function printWorkerShare(audits: readonly PageAudit[]): void {
  const withFigures = audits.filter((audit) => audit.workerless);
  if (withFigures.length === 0) return;
  const times = (value: number, floor: number) => (value / floor).toFixed(2);
  printTable(
    "The service worker's share of the main thread: the site as above, and served without its worker's script " +
      '(nothing saved during the run); main thread as Lighthouse scales it, and main CPU as measured, in ms; ×: times the floor',
    [
      'page',
      'main thread',
      'no worker',
      'floor',
      '×',
      '× no worker',
      'main CPU',
      'no worker',
      'floor',
      '×',
      '× no worker',
    ],
    withFigures.map(({ path, site, floor, workerless }) => [
      path,
      ms(site.mainThreadMs),
      ms(workerless!.mainThreadMs),
      ms(floor.mainThreadMs),
      times(site.mainThreadMs, floor.mainThreadMs),
      times(workerless!.mainThreadMs, floor.mainThreadMs),
      ms(site.mainCpuMs),
      ms(workerless!.mainCpuMs),
      ms(floor.mainCpuMs),
      times(site.mainCpuMs, floor.mainCpuMs),
      times(workerless!.mainCpuMs, floor.mainCpuMs),
    ]),
  );
}

/** How far the site's medians stand from its floor's, beside the targets they are held to. */
export function printOverFloor(
  audits: readonly PageAudit[],
  setting: string,
  target: { tbtOverFloorMs: number; performanceBelowFloor: number },
): void {
  const performance = (figures: RunFigures) => figures.scores.performance ?? NaN;
  const benchmarkIndexes = (runs: readonly RunFigures[]) => runs.map((run) => Math.round(run.benchmarkIndex));
  printTable(
    `The site against its floor, ${setting} (medians as above): TBT over the floor's (target ≤ ${target.tbtOverFloorMs} ms), ` +
      `performance below the floor's (target ≤ ${target.performanceBelowFloor}); bench: each site run's benchmarkIndex`,
    ['page', 'TBT over floor', 'perf below floor', 'within targets', 'bench, runs'],
    audits.map(({ path, site, floor, siteRuns }) => {
      const over = site.tbtMs - floor.tbtMs;
      const below = performance(floor) - performance(site);
      // Scores are hundredths: a difference of 0.03 computed in floating point may read 0.030000000000000027.
      const within = over <= target.tbtOverFloorMs && Math.round(below * 100) <= target.performanceBelowFloor * 100;
      return [path, ms(over), below.toFixed(2), within ? 'yes' : 'no', benchmarkIndexes(siteRuns).join(' / ')];
    }),
  );
}

export function printJudgements(judged: readonly Judged[]): void {
  console.log('\nLighthouse gate');
  for (const page of judged) {
    console.log(`${page.failures.length ? '✘' : '✓'} ${page.path}`);
    for (const failure of page.failures) console.log(`    ${failure}`);
  }
}
