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

/**
 * The browser to drive: $CHROME_PATH, else the system Chromium, else undefined so that
 * Playwright uses its own downloaded browser (a developer's laptop).
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return SYSTEM_CHROMIUM.find((path) => existsSync(path));
}
