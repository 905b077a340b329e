import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, e2eChromiumExecutable } from './scripts/browser.ts';
import { EXPECT_TIMEOUT_MS, TEST_TIMEOUT_MS, WORKERS } from './e2e/support/limits.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const TIMED = /first-tap\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? WORKERS : undefined,
  retries: 0,
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  reporter: process.env.PW_REPORTER ? JSON.parse(process.env.PW_REPORTER) : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Each new context would otherwise install the worker and precache the whole site in the
    // background, which costs a CPU that the other tests need; the specs about offline use, the
    // outbox, sharing and updates allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    locale: 'es-ES',
    launchOptions: { executablePath: e2eChromiumExecutable(), args: CHROMIUM_FLAGS },
    // Tracing records every request and a snapshot at every step of every test: on two cores it
    // made the service worker's precaching about eight times slower (2 files a second instead of
    // 20). A failure keeps a screenshot; PW_TRACE=retain-on-failure records traces when debugging.
    trace: (process.env.PW_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: TIMED },
    // Tests that measure how fast the page answers, run by `npm test` with one worker after the
    // rest: beside a second test worker on two cores, the first tap's delay measured the other
    // worker too (1 in 42 taps took 1063 ms with a core kept busy; alone, 48 of 48 took ≤ 177 ms).
    { name: 'timed', use: { browserName: 'chromium' }, testMatch: TIMED },
  ],
  webServer: {
    // The built site (npm run build first); node runs Vite directly so the PID is the server's.
    command: `node node_modules/vite/bin/vite.js preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    // Two seconds on a quiet machine; the rest is for the slowest of the class, on one core.
    timeout: 60_000,
  },
});
