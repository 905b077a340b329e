import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { findTarget, asTarget, type EngineBrowser, type EngineTab, type LaunchOptions } from './engine.ts';
import { isProblemLog } from './problems.ts';

const KEYS = { Escape: 'Escape', Enter: 'Enter', Tab: 'Tab' } as const;

function firefoxTab(page: Page, options: LaunchOptions): EngineTab {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (isProblemLog(message.type(), message.text()))
      problems.push(`${page.url()} [${message.type()}] ${message.text()}`);
  });
  page.on('pageerror', (error) =>
    problems.push(`${page.url()} [pageerror] ${error instanceof Error ? error.message : String(error)}`),
  );
  const element = async (target: Parameters<EngineTab['click']>[0]) => {
    const { selector, text } = asTarget(target);
    const handle = await page.waitForFunction(
      findTarget,
      { timeout: options.timeouts.action, polling: 100 },
      selector,
      text ?? null,
    );
    const found = handle.asElement();
    if (!found) throw new Error(`No element ${selector}`);
    return found as ElementHandle<Element>;
  };
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load', timeout: options.timeouts.navigation });
    },
    async reload() {
      await page.reload({ waitUntil: 'load', timeout: options.timeouts.navigation });
    },
    url: async () => page.url(),
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown[] as never[])) as never,
    async click(target) {
      await (await element(target)).click();
    },
    async type(target, text) {
      await (await element(target)).type(text);
    },
    async press(key) {
      await page.keyboard.press(KEYS[key]);
    },
    problems: async () => [...problems],
    close: () => page.close(),
  };
}

/** Firefox (Debian's firefox-esr) driven over WebDriver BiDi by puppeteer-core. */
export async function launchFirefoxBidi(executablePath: string, options: LaunchOptions): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    debuggingPort: options.ports.driver,
    defaultViewport: options.viewport,
    timeout: options.timeouts.launch,
    protocolTimeout: Math.max(options.timeouts.navigation, options.timeouts.script) * 2,
    // The suite ends the browser itself; a Ctrl-C reaches the whole process group anyway.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const version = await browser.version();
  const pid = browser.process()?.pid;
  return {
    name: 'firefox',
    description: `${version} over WebDriver BiDi (puppeteer-core)`,
    observesFromStart: true,
    async newTab() {
      return firefoxTab(await browser.newPage(), options);
    },
    async close() {
      // puppeteer started Firefox as a process group leader; close() kills that group.
      await browser.close().catch(() => undefined);
      if (pid) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    },
  };
}
