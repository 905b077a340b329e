/**
 * `npm run lighthouse`: the Lighthouse gate over the built site (`npm run build` first). Each
 * page of FLOOR_GATE_PAGES runs GATE_RUNS times beside its no-script floor; the medians are printed and judged
 * against the budgets (scripts/lighthouse/budgets.ts); then lighthouserc.json runs over the other
 * audited pages (lhci-check.ts). Exits non-zero when a page or the check fails. `npm test` runs
 * both as its last stage, counting one test per page and one per check.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { auditPages } from './lighthouse/run.ts';
import { FLOOR_GATE_PAGES, BUDGETS, GATE_RUNS } from './lighthouse/budgets.ts';
import { judgePage, type Judged } from './lighthouse/gate.ts';
import { checkLighthouseCi } from './lighthouse/lhci-check.ts';
import { printAudits, printJudgements } from './lighthouse/report.ts';

const REPORT_DIR = 'reports/lighthouse';

export async function runLighthouseGate(): Promise<Judged[]> {
  const audits = await auditPages(
    FLOOR_GATE_PAGES.map((page) => page.path),
    {
      port: Number(process.env.LIGHTHOUSE_PORT ?? 4370),
      runs: GATE_RUNS,
      reportDir: REPORT_DIR,
      log: process.env.LIGHTHOUSE_VERBOSE ? console.log : undefined,
    },
  );
  const judged = FLOOR_GATE_PAGES.map((page, i) => judgePage(page, audits[i]!.site, audits[i]!.floor, BUDGETS));
  printAudits(audits, GATE_RUNS);
  printJudgements(judged);
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(`${REPORT_DIR}/gate.json`, JSON.stringify({ budgets: BUDGETS, audits, judged }, null, 2));
  return judged;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const judged = await runLighthouseGate();
  console.log('\nlighthouserc.json, as `npx lhci autorun` runs it, on the other audited pages');
  const checks = checkLighthouseCi();
  for (const check of checks) {
    console.log(`${check.passed ? '✓' : '✘'} ${check.name}`);
    if (!check.passed) console.log(check.detail);
  }
  const failed = judged.some((page) => page.failures.length > 0) || checks.some((check) => !check.passed);
  process.exit(failed ? 1 : 0);
}
