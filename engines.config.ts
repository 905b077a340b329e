import { defineConfig } from '@playwright/test';
import type { EngineName } from './scripts/engines/engine.ts';
import { MAX_WORKERS } from './engines/ports.ts';
import { EXPECT_TIMEOUT_MS, TEST_TIMEOUT_MS } from './engines/timeouts.ts';
import { POLL_MS } from './scripts/engines/wait.ts';

/**
 * The Firefox and WebKit lanes: a smoke suite (engines/) run in each engine through its own
 * driver (scripts/engines/), with Playwright Test as the runner. Serves the current dist/
 * (npm run build first). `npx playwright test -c engines.config.ts [--project=webkit]`.
 */
export default defineConfig<{ engine: EngineName }>({
  testDir: 'engines',
  testMatch: '*.spec.ts',
  // One worker per engine: the two lanes run side by side, each through its tests in order.
  workers: Math.min(Number(process.env.ENGINES_WORKERS ?? 2), MAX_WORKERS),
  fullyParallel: false,
  retries: 0,
  // Each lane is one file run in order; its length is known and printed per engine at the end.
  reportSlowTests: null,
  timeout: TEST_TIMEOUT_MS,
  // expect.poll asks again every POLL_MS (its default backs off to once a second).
  expect: { timeout: EXPECT_TIMEOUT_MS, toPass: { intervals: [POLL_MS] } },
  outputDir: 'test-results/engines',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.ENGINES_REPORT ?? 'reports/engines.json' }],
    ['./engines/engine-times-reporter.ts'],
  ],
  globalSetup: './engines/global-setup.ts',
  projects: [
    { name: 'firefox', use: { engine: 'firefox' } },
    { name: 'webkit', use: { engine: 'webkit' } },
  ],
});
