import { existsSync } from 'node:fs';

/** Flags for Chromium on machines without a GPU, sandbox or outside network (see README). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const SYSTEM_HEADLESS_SHELL = ['/usr/bin/chromium-headless-shell'];

/**
 * The browser to drive: $CHROME_PATH, else the system Chromium, else undefined so that
 * Playwright uses its own downloaded browser (a developer's laptop).
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return SYSTEM_CHROMIUM.find((path) => existsSync(path));
}

/**
 * The browser for the Chromium e2e suite: $CHROME_PATH, else Debian's Chromium headless shell
 * (what Playwright itself runs headless tests in: the same engine without the full browser's
 * windowing; on two cores the suite ran about 40% faster in it), else as chromiumExecutable().
 * Lighthouse keeps the full Chromium, so that its figures are a real browser's.
 */
export function e2eChromiumExecutable(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return SYSTEM_HEADLESS_SHELL.find((path) => existsSync(path)) ?? chromiumExecutable();
}
