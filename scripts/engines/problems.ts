/**
 * What counts as a page problem, as in the Chromium e2e suite: an error logged to the console,
 * a React hydration warning at any level, an uncaught exception or an unhandled rejection.
 */
export const HYDRATION_WARNING = /hydrat|did not match|server rendered/i;

export function isProblemLog(level: string, text: string): boolean {
  return level === 'error' || HYDRATION_WARNING.test(text);
}

/** Problem lines of an uncaught exception or unhandled rejection, which no test expects. */
export const UNCAUGHT = /\[(pageerror|unhandledrejection)\]/;
