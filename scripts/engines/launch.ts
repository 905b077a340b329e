import { existsSync } from 'node:fs';
import type { EngineBrowser, EngineName, LaunchOptions } from './engine.ts';
import { hasPlaywrightBuild, launchPlaywright } from './playwright-engine.ts';
import { launchFirefoxBidi } from './firefox-bidi.ts';
import { MINIBROWSER, launchWebKitWebDriver } from './webkit-webdriver.ts';

/** Debian's Firefox ESR; $FIREFOX_PATH names another Firefox. */
export function firefoxExecutable(): string {
  return process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
}

/**
 * Starts an engine: Playwright's own build where it is installed (a developer's laptop), else
 * the system's browser through its own driver (Firefox over BiDi, WebKit over WebDriver).
 */
export function launchEngine(name: EngineName, options: LaunchOptions): Promise<EngineBrowser> {
  if (process.env.ENGINES_DRIVER !== 'system' && hasPlaywrightBuild(name)) return launchPlaywright(name, options);
  if (name === 'firefox') {
    const executable = firefoxExecutable();
    if (!existsSync(executable)) throw new Error(`No Firefox at ${executable} (apt-get install firefox-esr)`);
    return launchFirefoxBidi(executable, options);
  }
  if (!existsSync(MINIBROWSER)) throw new Error(`No MiniBrowser at ${MINIBROWSER} (apt-get install webkit2gtk-driver)`);
  return launchWebKitWebDriver(options);
}
