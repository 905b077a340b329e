/**
 * Proves, cheaply, that `lighthouserc.json` still runs as an auditor runs it (`npx lhci autorun`),
 * over the build `npm test` already made: the file's own settings, Chromium flags, assertions and
 * upload, one run of each page the gate does not measure against its floor (LHCI_CHECK_PAGES), with
 * the build left out of its server command. Then the same assertions with each page's byte budget
 * broken on purpose must fail on each page, which also proves that they matched every page's
 * result (an assertion whose URL pattern matches nothing passes silently).
 * `npm test` runs it in its Lighthouse stage; `tsx scripts/lighthouse/lhci-check.ts` alone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LHCI_CHECK_PAGES } from './budgets.ts';
import { LHCI_PORT, type lighthouseCiConfig } from './lighthouserc.ts';

const LHCI = resolve('node_modules/@lhci/cli/src/cli.js');

export interface LhciCheck {
  name: string;
  passed: boolean;
  detail: string;
}

/**
 * Longest one Lighthouse CI command may take: a preview that starts in seconds and one audit of
 * every category per page (36–60 s for the whole check with one page, on a loaded machine); the
 * rest for three pages on the slowest machine of the class, on one core.
 */
const LHCI_TIMEOUT_MS = 600_000;

function lhci(args: string[], cwd: string): { status: number; output: string } {
  const result = spawnSync(process.execPath, [LHCI, ...args], {
    cwd,
    encoding: 'utf8',
    env: process.env,
    timeout: LHCI_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  const ended = result.error ? `\n${result.error.message}` : '';
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}${ended}` };
}

/** The checks, each failed with its reason when it could not run at all. */
export function checkLighthouseCi(): LhciCheck[] {
  try {
    return runChecks();
  } catch (error) {
    return [{ name: 'lighthouserc.json runs under Lighthouse CI', passed: false, detail: String(error) }];
  }
}

function runChecks(): LhciCheck[] {
  const root = resolve('.');
  // The committed file, as an auditor's Lighthouse CI reads it.
  const config = JSON.parse(readFileSync(join(root, 'lighthouserc.json'), 'utf8')) as ReturnType<
    typeof lighthouseCiConfig
  >;
  const origin = new URL(config.ci.collect.url[0]!).origin;
  const pages = LHCI_CHECK_PAGES.map(({ path }) => origin + path);
  // Lighthouse CI keeps its results in `.lighthouseci/` under the folder it runs in: a scratch one,
  // so an auditor's own results in the checkout are left alone.
  const scratch = mkdtempSync(join(tmpdir(), 'lhci-check-'));
  try {
    const run = lhci(
      [
        'autorun',
        `--config=${join(root, 'lighthouserc.json')}`,
        // The build is `npm test`'s; the preview of it is the file's own command without it, run
        // in the checkout so that Vite reads its config (the site's headers and not-found pages).
        `--collect.startServerCommand=cd '${root}' && node node_modules/vite/bin/vite.js preview --port ${LHCI_PORT} --strictPort`,
        ...pages.map((url) => `--collect.url=${url}`),
        '--collect.numberOfRuns=1',
        `--upload.outputDir=${join(root, 'reports/lhci-check')}`,
      ],
      scratch,
    );
    const checks: LhciCheck[] = [
      {
        name: `lhci autorun with lighthouserc.json (${pages.map((url) => new URL(url).pathname).join(', ')}; one run each) passes`,
        passed: run.status === 0,
        detail: run.output,
      },
    ];
    // The same assertions, with each checked page's byte budget at 1 kB: Lighthouse CI must fail
    // on every one of them, by URL. A page whose final URL no pattern matches (a redirect, say)
    // would otherwise pass silently.
    const broken = structuredClone(config);
    for (const url of pages) {
      const entry = broken.ci.assert.assertMatrix.find((e) => new RegExp(e.matchingUrlPattern).test(url));
      if (!entry) throw new Error(`No assertion of lighthouserc.json matches ${url}`);
      entry.assertions['resource-summary:total:size'] = ['error', { maxNumericValue: 1024 }];
    }
    writeFileSync(join(scratch, 'broken.json'), JSON.stringify(broken));
    const assert = lhci(['assert', `--config=${join(scratch, 'broken.json')}`], scratch);
    const unnamed = pages.filter((url) => !assert.output.includes(url));
    checks.push({
      name: 'lhci assert fails on each page when a budget of lighthouserc.json is broken on purpose',
      passed: assert.status !== 0 && /resource-summary/.test(assert.output) && unnamed.length === 0,
      detail: unnamed.length > 0 ? `Not failed: ${unnamed.join(', ')}\n${assert.output}` : assert.output,
    });
    return checks;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const checks = checkLighthouseCi();
  for (const check of checks) {
    console.log(`${check.passed ? '✓' : '✘'} ${check.name}`);
    if (!check.passed) console.log(check.detail);
  }
  process.exit(checks.every((check) => check.passed) ? 0 : 1);
}
