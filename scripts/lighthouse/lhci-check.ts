/**
 * Proves, cheaply, that `lighthouserc.json` still runs as an auditor runs it (`npx lhci autorun`),
 * over the build `npm test` already made: the file's own settings, Chromium flags, assertions and
 * upload, on one page and one run, with the build left out of its server command. Then the same
 * assertions with one budget broken on purpose must fail, which also proves that they matched the
 * page's result (an assertion whose URL pattern matches nothing passes silently).
 * `npm test` runs it in its Lighthouse stage; `tsx scripts/lighthouse/lhci-check.ts` alone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LHCI_PORT, lighthouseCiConfig } from './lighthouserc.ts';

const LHCI = resolve('node_modules/@lhci/cli/src/cli.js');

export interface LhciCheck {
  name: string;
  passed: boolean;
  detail: string;
}

function lhci(args: string[], cwd: string): { status: number; output: string } {
  const result = spawnSync(process.execPath, [LHCI, ...args], { cwd, encoding: 'utf8', env: process.env });
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

export function checkLighthouseCi(): LhciCheck[] {
  const config = lighthouseCiConfig();
  const page = config.ci.collect.url[0]!;
  // Lighthouse CI keeps its results in `.lighthouseci/` under the folder it runs in: a scratch one,
  // so an auditor's own results in the checkout are left alone.
  const scratch = mkdtempSync(join(tmpdir(), 'lhci-check-'));
  const root = resolve('.');
  try {
    const run = lhci(
      [
        'autorun',
        `--config=${join(root, 'lighthouserc.json')}`,
        // The build is `npm test`'s; the preview of it is the file's own command without it.
        `--collect.startServerCommand=node ${join(root, 'node_modules/vite/bin/vite.js')} preview --outDir ${join(root, 'dist')} --port ${LHCI_PORT} --strictPort`,
        `--collect.url=${page}`,
        '--collect.numberOfRuns=1',
        `--upload.outputDir=${join(root, 'reports/lhci-check')}`,
      ],
      scratch,
    );
    const checks: LhciCheck[] = [
      {
        name: `lhci autorun with lighthouserc.json (${page}, one run) passes`,
        passed: run.status === 0,
        detail: run.output,
      },
    ];
    // The same assertions, with the page's byte budget at 1 kB: Lighthouse CI must say so and fail.
    const broken = structuredClone(config);
    const entry = broken.ci.assert.assertMatrix.find((e) => new RegExp(e.matchingUrlPattern).test(page))!;
    entry.assertions['resource-summary:total:size'] = ['error', { maxNumericValue: 1024 }];
    writeFileSync(join(scratch, 'broken.json'), JSON.stringify(broken));
    const assert = lhci(['assert', `--config=${join(scratch, 'broken.json')}`], scratch);
    checks.push({
      name: 'lhci assert fails when a budget of lighthouserc.json is broken on purpose',
      passed: assert.status !== 0 && /resource-summary/.test(assert.output),
      detail: assert.output,
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
