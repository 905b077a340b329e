import { auditPages } from './lighthouse/run.ts';
import { AUDITED_PAGES, BENCH_RUNS } from './lighthouse/budgets.ts';
import { printAudits, printWorkerShare } from './lighthouse/report.ts';

/** Lighthouse's figures for the audited pages, each beside its no-script floor, as the gate measures them. */
export async function lighthouseFigures(): Promise<void> {
  const audits = await auditPages(
    AUDITED_PAGES.map((page) => page.path),
    { port: Number(process.env.LIGHTHOUSE_PORT ?? 4370), runs: BENCH_RUNS, withoutWorker: true },
  );
  printAudits(audits, BENCH_RUNS);
  printWorkerShare(audits);
}
