/**
 * `npm test`: every suite in turn (unit, build, e2e), then one closing line with the totals,
 * `N passed, N failed`. Exits non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { printFigures, readFigures, runLighthouse } from './lighthouse.ts';

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const skipSuites = new Set((process.env.SKIP_SUITES ?? '').split(',').filter(Boolean));

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

if (run('bash', ['scripts/ensure-browser.sh']) !== 0) totals.failed++;

if (!skipSuites.has('unit')) {
  const status = run('node', [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile=reports/unit.json',
  ]);
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number }>(
    'reports/unit.json',
  );
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests;
  }
  if (status !== 0 && (!report || report.numFailedTests === 0)) totals.failed++;
}

if (!skipSuites.has('e2e')) {
  if (run('npm', ['run', 'build', '--silent']) !== 0) {
    totals.failed++;
  } else {
    const status = run('node', ['node_modules/@playwright/test/cli.js', 'test'], {
      PW_REPORTER: JSON.stringify([['list'], ['json', { outputFile: 'reports/e2e.json' }]]),
    });
    const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
      'reports/e2e.json',
    );
    if (report) {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    }
    if (status !== 0 && (!report || report.stats.unexpected === 0)) totals.failed++;
  }
}

if (!skipSuites.has('lighthouse') && !skipSuites.has('e2e')) {
  // The build from the e2e step is audited; one test per page of lighthouserc.json.
  const status = runLighthouse();
  const figures = readFigures();
  printFigures(figures);
  totals.passed += figures.filter((page) => page.failures.length === 0).length;
  totals.failed += figures.filter((page) => page.failures.length > 0).length;
  if (status !== 0 && figures.every((page) => page.failures.length === 0)) totals.failed++;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
