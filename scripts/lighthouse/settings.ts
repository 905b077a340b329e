import { CHROMIUM_FLAGS } from '../browser.ts';

/**
 * How Lighthouse runs, in the gate (run.ts) and in `lighthouserc.json` (lighthouserc.ts) alike.
 */

/** The categories a full run audits. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse's Chromium: headless, with the machine's flags, and without site isolation, as
 * Chrome on most Android phones: with it, stopping the trace waited about 5 s for the map frame's
 * own process when the map's host is unreachable.
 */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, '--disable-site-isolation-trials'];
