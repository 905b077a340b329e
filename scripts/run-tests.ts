/**
 * `npm test`: every stage in turn, then how long each took, then one closing line with the
 * totals, `N passed, N failed`. Exits non-zero when anything failed. SKIP_SUITES (comma-separated
 * stage names) leaves stages out while developing; CI runs them all.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { runLighthouseGate } from './lighthouse.ts';
import { checkLighthouseCi } from './lighthouse/lhci-check.ts';
import {
  failedInPlaywright,
  failedInVitest,
  filesFailedAlone,
  type PlaywrightReport,
  type VitestReport,
} from './failed-tests.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** The failed tests' names, where the stage's report gives them. */
  failedTests?: string[];
}

interface Stage {
  name: string;
  /**
   * What the README promises this stage takes on a quiet 2-core machine, in minutes (README,
   * Tests). Pinned to one core each takes about twice as long; over budget is said, not failed.
   */
  budgetMinutes: number;
  /** Stages that need the build are left out when it failed. */
  needsBuild: boolean;
  run: () => Promise<Counts> | Counts;
}

const NONE: Counts = { passed: 0, failed: 0, skipped: 0 };
const FAILED_TO_RUN: Counts = { passed: 0, failed: 1, skipped: 0 };

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** A command that writes a report; a non-zero exit with no failure in the report counts as one. */
function counted(status: number, counts: Counts | null): Counts {
  if (!counts) return FAILED_TO_RUN;
  return status !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
}

/** A Vitest run with its JSON report at `reportFile`; `config` picks another suite than the unit one. */
function vitest(reportFile: string, config?: string): Counts {
  const status = run('node', [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...(config ? ['--config', config] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${reportFile}`,
  ]);
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number } & VitestReport>(
    reportFile,
  );
  return counted(
    status,
    report && {
      passed: report.numPassedTests,
      // A file that failed with no test failed (an import, a hook) is a failure Vitest does not count.
      failed: report.numFailedTests + filesFailedAlone(report),
      skipped: report.numPendingTests,
      failedTests: failedInVitest(report),
    },
  );
}

/** A Playwright Test run with its JSON report at `reportFile`. */
function playwright(args: string[], reportFile: string): Counts {
  const status = run('node', ['node_modules/@playwright/test/cli.js', 'test', ...args], {
    PW_REPORTER: JSON.stringify([['list'], ['json', { outputFile: reportFile }]]),
  });
  const report = readJson<
    { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } & PlaywrightReport
  >(reportFile);
  return counted(
    status,
    report && {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      skipped: report.stats.skipped,
      failedTests: failedInPlaywright(report),
    },
  );
}

const sum = (a: Counts, b: Counts): Counts => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  skipped: a.skipped + b.skipped,
  failedTests: [...(a.failedTests ?? []), ...(b.failedTests ?? [])],
});

const STAGES: Stage[] = [
  {
    name: 'tools',
    budgetMinutes: 3,
    needsBuild: false,
    run: () => (run('bash', ['scripts/ensure-test-tools.sh']) === 0 ? NONE : FAILED_TO_RUN),
  },
  { name: 'unit', budgetMinutes: 1, needsBuild: false, run: () => vitest('reports/unit.json') },
  {
    name: 'build',
    budgetMinutes: 1.5,
    needsBuild: false,
    run: () => (run('npm', ['run', 'build', '--silent']) === 0 ? NONE : FAILED_TO_RUN),
  },
  {
    name: 'built',
    budgetMinutes: 0.5,
    needsBuild: true,
    // Tests of what the build wrote: the search index's ranking (vitest.built.config.ts).
    run: () => vitest('reports/built.json', 'vitest.built.config.ts'),
  },
  {
    name: 'e2e',
    budgetMinutes: 8,
    needsBuild: true,
    // The timed tests (playwright.config.ts) alone, after the rest, so no other test shares the CPU.
    run: () =>
      sum(
        playwright(['--project', 'chromium'], 'reports/e2e.json'),
        playwright(['--project', 'timed', '--workers', '1'], 'reports/e2e-timed.json'),
      ),
  },
  {
    name: 'engines',
    budgetMinutes: 2.5,
    needsBuild: true,
    // The smoke suite in Firefox and WebKit (engines.config.ts writes its own JSON report).
    run: () => playwright(['-c', 'engines.config.ts'], 'reports/engines.json'),
  },
  {
    name: 'hosts',
    budgetMinutes: 0.5,
    needsBuild: true,
    // The build's server rules on the preview, Cloudflare's runtime (workerd) and nginx.
    run: () => {
      const status = run('node', ['node_modules/tsx/dist/cli.mjs', 'scripts/hosts/lane.ts']);
      const report = readJson<{ passed: number; failed: number }>('reports/hosts.json');
      return counted(status, report && { passed: report.passed, failed: report.failed, skipped: 0 });
    },
  },
  {
    name: 'lighthouse',
    budgetMinutes: 3,
    needsBuild: true,
    // One test per page measured against its floor, then lighthouserc.json run as an auditor runs
    // it over the other audited pages (two tests).
    run: async () => {
      const judged = await runLighthouseGate().catch((error: unknown) => {
        console.error('The Lighthouse gate could not run:', error);
        return null;
      });
      const failedPages = judged ? judged.filter((page) => page.failures.length > 0) : [];
      const failed = failedPages.length;
      const gate: Counts = judged
        ? {
            passed: judged.length - failed,
            failed,
            skipped: 0,
            failedTests: failedPages.map((page) => `Lighthouse gate ${page.path}`),
          }
        : FAILED_TO_RUN;
      console.log('\nlighthouserc.json, as `npx lhci autorun` runs it');
      const checks = checkLighthouseCi();
      for (const check of checks) {
        console.log(`  ${check.passed ? '✓' : '✘'} ${check.name}`);
        if (!check.passed) console.log(check.detail);
      }
      const lhciFailures = checks.filter((check) => !check.passed);
      const lhciFailed = lhciFailures.length;
      return sum(gate, {
        passed: checks.length - lhciFailed,
        failed: lhciFailed,
        skipped: 0,
        failedTests: lhciFailures.map((check) => `lighthouserc.json: ${check.name}`),
      });
    },
  },
];

const skip = new Set((process.env.SKIP_SUITES ?? '').split(',').filter(Boolean));
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const totals: Counts = { ...NONE };
const times: { name: string; seconds: number; budgetMinutes: number; counts: Counts }[] = [];
let built = true;
for (const stage of STAGES) {
  if (skip.has(stage.name) || (stage.needsBuild && (!built || skip.has('build')))) continue;
  const start = Date.now();
  const counts = await stage.run();
  times.push({ name: stage.name, seconds: (Date.now() - start) / 1000, budgetMinutes: stage.budgetMinutes, counts });
  if (stage.name === 'build' && counts.failed > 0) built = false;
  Object.assign(totals, sum(totals, counts));
}

// Rounded to the second first, so 299.6 s reads 5:00, not 4:60.
const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log('\nStages (time taken / budget)');
for (const { name, seconds, budgetMinutes, counts } of times) {
  const over = seconds > budgetMinutes * 60 ? '  over budget' : '';
  const tests = counts.passed + counts.failed ? `  ${counts.passed} passed, ${counts.failed} failed` : '';
  console.log(`  ${name.padEnd(11)} ${clock(seconds).padStart(5)} / ${clock(budgetMinutes * 60)}${over}${tests}`);
}
console.log(`  ${'total'.padEnd(11)} ${clock(times.reduce((sum, stage) => sum + stage.seconds, 0)).padStart(5)}`);

/** The failed tests named at the end, at most. */
const NAMES_SHOWN = 40;
// Named here, at the end, where a CI that keeps only the output's tail still has them; a failure
// with no name in a report (a stage that could not run, the host lane) is named above, in its stage.
const named = totals.failedTests ?? [];
if (totals.failed > 0) {
  console.log(
    `\nFailed: ${named.length} named${named.length < totals.failed ? `, ${totals.failed - named.length} in their stage above` : ''}`,
  );
  // The first of them: all of a stage that failed whole would push the rest out of the tail.
  for (const name of named.slice(0, NAMES_SHOWN)) console.log(`  ✘ ${name}`);
  if (named.length > NAMES_SHOWN) console.log(`  and ${named.length - NAMES_SHOWN} more, in their stages above`);
}
if (totals.skipped) console.log(`\n${totals.skipped} skipped`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
