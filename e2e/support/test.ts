import { test as base, expect, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, REJECT_ALL } from '../../src/consent/consent';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/languages';

/**
 * The project's Playwright `test`: every page a test opens is watched, and the test fails if
 * the page logged an error, a React hydration warning, or threw. A test that expects a logged
 * error (a failed send is logged, by design) lists its pattern in `allowedConsole`.
 */
export const test = base.extend<{ allowedConsole: RegExp[]; consoleProblems: string[] }>({
  allowedConsole: [[], { option: true }],
  consoleProblems: [
    async ({ context, allowedConsole }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          const text = message.text();
          const suspicious =
            message.type() === 'error' || /hydrat|did not match|server rendered/i.test(text);
          if (suspicious && !allowedConsole.some((pattern) => pattern.test(text))) {
            problems.push(`${page.url()} [${message.type()}] ${text}`);
          }
        });
        page.on('pageerror', (error) => problems.push(`${page.url()} [pageerror] ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(problems);
      expect(problems, 'console errors, hydration warnings or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Storage a returning visitor has: consent saved, Spanish chosen; so no banner or offer shows. */
export async function asReturningVisitor(page: Page) {
  await page.addInitScript(
    ([consentKey, consent, languageKey]) => {
      localStorage.setItem(consentKey, consent);
      localStorage.setItem(languageKey, 'es');
    },
    [CONSENT_STORAGE_KEY, JSON.stringify(REJECT_ALL), LANGUAGE_STORAGE_KEY] as const,
  );
}

/** Resolves once React has hydrated (or rendered) the page: the app marks <html> when ready. */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
