import { test as base, expect } from '@playwright/test';
import { CONSENT_STORAGE_KEY, REJECT_ALL } from '../src/consent/consent';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languages';
import type { EngineBrowser, EngineName, EngineTab } from '../scripts/engines/engine.ts';
import { launchEngine } from '../scripts/engines/launch.ts';
import { startSwitchableProxy } from '../scripts/engines/switchable-proxy.ts';
import { PREVIEW_PORT, workerPorts } from './ports.ts';
import { ACTION_TIMEOUT_MS, LAUNCH_TIMEOUT_MS, NAVIGATION_TIMEOUT_MS, SCRIPT_TIMEOUT_MS } from './timeouts.ts';

/** The site as one worker's browser sees it: its own origin, which can be made unreachable. */
export interface Site {
  readonly origin: string;
  url(path: string): string;
  /** Off: connections to the origin are refused and open ones cut. */
  setReachable(reachable: boolean): Promise<void>;
}

const VIEWPORT = { width: 1280, height: 900 };

/**
 * The engine suite's `test`. Each worker runs one engine (the project's `engine` option) with
 * its own proxy in front of the shared site server; each test gets a fresh tab as a returning
 * visitor, and fails if the page logged an error, a hydration warning, or threw — as the
 * Chromium suite does; a test that provokes an error names it in `allowedConsole`.
 */
export const test = base.extend<
  { tab: EngineTab; allowedConsole: RegExp | null },
  { engine: EngineName; engineBrowser: EngineBrowser; site: Site }
>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  allowedConsole: [null, { option: true }],

  site: [
    async ({}, use, workerInfo) => {
      const { proxy: port } = workerPorts(workerInfo.parallelIndex);
      const proxy = await startSwitchableProxy({ port, target: { host: '127.0.0.1', port: PREVIEW_PORT } });
      const origin = `http://localhost:${port}`;
      await use({
        origin,
        url: (path) => origin + path,
        setReachable: (reachable) => proxy.setReachable(reachable),
      });
      await proxy.close();
    },
    { scope: 'worker' },
  ],

  engineBrowser: [
    async ({ engine }, use, workerInfo) => {
      const t0 = Date.now();
      const browser = await launchEngine(engine, {
        ports: { driver: workerPorts(workerInfo.parallelIndex).driver },
        viewport: VIEWPORT,
        timeouts: {
          launch: LAUNCH_TIMEOUT_MS,
          navigation: NAVIGATION_TIMEOUT_MS,
          script: SCRIPT_TIMEOUT_MS,
          action: ACTION_TIMEOUT_MS,
        },
      });
      const launchedIn = `${((Date.now() - t0) / 1000).toFixed(1)} s`;
      try {
        await use({ ...browser, description: `${browser.description}, started in ${launchedIn}` });
      } finally {
        await browser.close();
      }
    },
    { scope: 'worker', timeout: LAUNCH_TIMEOUT_MS * 2 },
  ],

  tab: async ({ engineBrowser: browser, site, allowedConsole }, use, testInfo) => {
    testInfo.annotations.push({ type: 'engine', description: browser.description });
    if (!browser.observesFromStart)
      testInfo.annotations.push({ type: 'problems', description: 'watched from each page load on' });
    await site.setReachable(true);
    const tab = await browser.newTab();
    try {
      await asReturningVisitor(tab, site);
      await use(tab);
      const problems = (await tab.problems()).filter(
        (line) => NEVER_ALLOWED.some((pattern) => pattern.test(line)) || !allowedConsole?.test(line),
      );
      expect(problems, 'console errors, hydration warnings or uncaught exceptions').toEqual([]);
    } finally {
      await tab.close();
      await site.setReachable(true);
    }
  },
});

export { expect };

/**
 * Lines no test's allowed console may hide. An enquiry that could be neither sent nor kept says
 * why at the end of its line, in the engine's own words: where the outbox's code did not load,
 * those words ("Importing a module script failed", "dynamically imported module") are what tests
 * of an unloaded app allow, and the line that names the cause was dropped.
 */
const NEVER_ALLOWED = [/nor kept on this device/];

/**
 * Storage a returning visitor has: consent saved and Spanish chosen, so neither the cookie banner
 * nor the language offer covers the page. WebDriver has no init scripts, so it is written from a
 * plain file of the origin before the first page of the test loads.
 */
export async function asReturningVisitor(tab: EngineTab, site: Site) {
  await tab.goto(site.url('/robots.txt'));
  await tab.evaluate(
    (consentKey, consent, languageKey, lang) => {
      localStorage.setItem(consentKey, consent);
      localStorage.setItem(languageKey, lang);
    },
    CONSENT_STORAGE_KEY,
    JSON.stringify(REJECT_ALL),
    LANGUAGE_STORAGE_KEY,
    'es',
  );
}
