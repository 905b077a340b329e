import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { findTarget, asTarget, type EngineBrowser, type EngineTab, type LaunchOptions } from './engine.ts';
import { isProblemLog } from './problems.ts';

const KEYS = { Escape: 'Escape', Enter: 'Enter', Tab: 'Tab' } as const;

/**
 * Firefox's remote agent (153 ESR) fails a navigation when any frame of the page shows an error
 * page, and names it "Address rejected" when the top document is not one: the location page's
 * cross-origin map, with no internet, does that although the page itself loaded (2 of 60 loads
 * here; never on pages without the map). The error can even land on the next navigation.
 */
const FRAME_ERROR_PAGE = /Address rejected/;

/** Navigates with `navigate`; a frame's error page is set aside once the page itself has loaded. */
async function navigateTolerantly(page: Page, navigate: () => Promise<unknown>, url: string | null, timeout: number) {
  try {
    await navigate();
  } catch (error) {
    if (!FRAME_ERROR_PAGE.test(String(error))) throw error;
    await page.waitForFunction(
      (target) => document.readyState === 'complete' && (target === null || location.href === target),
      { timeout, polling: 100 },
      url === null ? null : new URL(url).href,
    );
  }
}

/**
 * Firefox reports a fetch still under way through the service worker when its page is left as an
 * error of that page. A page the tab is leaving (goto, reload) is not the visitor's any more:
 * such reports are not its problems. A real failure of the next page's files still shows, by
 * what it breaks (the app does not hydrate, a picture is missing).
 */
const LEFT_BEHIND = /A ServiceWorker intercepted the request and encountered an unexpected error/;

function firefoxTab(page: Page, options: LaunchOptions): EngineTab {
  const problems: string[] = [];
  let leaving = false;
  const record = (kind: string, text: string) => {
    if (leaving && LEFT_BEHIND.test(text)) return;
    problems.push(`${page.url()} [${kind}] ${text}`);
  };
  page.on('console', (message) => {
    if (isProblemLog(message.type(), message.text())) record(message.type(), message.text());
  });
  page.on('pageerror', (error) => record('pageerror', error instanceof Error ? error.message : String(error)));
  const leave = async (navigate: () => Promise<void>) => {
    leaving = true;
    try {
      await navigate();
    } finally {
      leaving = false;
    }
  };
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
      const timeout = options.timeouts.navigation;
      await leave(() => navigateTolerantly(page, () => page.goto(url, { waitUntil: 'load', timeout }), url, timeout));
    },
    async reload() {
      const timeout = options.timeouts.navigation;
      await leave(() => navigateTolerantly(page, () => page.reload({ waitUntil: 'load', timeout }), null, timeout));
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
