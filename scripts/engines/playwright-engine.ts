import { existsSync } from 'node:fs';
import { firefox, webkit, type BrowserType, type Page } from '@playwright/test';
import { asTarget, type EngineBrowser, type EngineName, type EngineTab, type LaunchOptions } from './engine.ts';
import { isProblemLog } from './problems.ts';

const TYPES: Record<EngineName, BrowserType> = { firefox, webkit };

/** True where Playwright's own build of this engine is installed (a developer's laptop). */
export function hasPlaywrightBuild(name: EngineName): boolean {
  try {
    return existsSync(TYPES[name].executablePath());
  } catch {
    return false;
  }
}

function playwrightTab(page: Page, options: LaunchOptions): EngineTab {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (isProblemLog(message.type(), message.text()))
      problems.push(`${page.url()} [${message.type()}] ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} [pageerror] ${error.message}`));
  const locate = (target: Parameters<EngineTab['click']>[0]) => {
    const { selector, text } = asTarget(target);
    const all = page.locator(selector);
    return (text ? all.filter({ hasText: text }) : all).first();
  };
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load', timeout: options.timeouts.navigation });
    },
    async reload() {
      await page.reload({ waitUntil: 'load', timeout: options.timeouts.navigation });
    },
    url: async () => page.url(),
    // An expression, not a function: Playwright passes a function one argument only. Evaluated by
    // the protocol, so the site's CSP (no eval) does not apply.
    evaluate: (fn, ...args) => page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as never,
    async click(target) {
      await locate(target).click({ timeout: options.timeouts.action });
    },
    async type(target, text) {
      await locate(target).pressSequentially(text, { timeout: options.timeouts.action });
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    problems: async () => [...problems],
    close: () => page.close(),
  };
}

/** The engine through Playwright, with its own build of it. */
export async function launchPlaywright(name: EngineName, options: LaunchOptions): Promise<EngineBrowser> {
  const browser = await TYPES[name].launch({ timeout: options.timeouts.navigation });
  const context = await browser.newContext({ viewport: options.viewport, serviceWorkers: 'allow' });
  return {
    name,
    description: `${name} ${browser.version()} (Playwright's own build)`,
    observesFromStart: true,
    async newTab() {
      return playwrightTab(await context.newPage(), options);
    },
    close: () => browser.close(),
  };
}
