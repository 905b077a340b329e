import type { BrowserContext, Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation and every dialog (alert, confirm, prompt)
 * of the pages of a context: a dialog means some text ran as script. Dialogs are dismissed.
 */
export async function watchForScripts(context: BrowserContext) {
  const violations: string[] = [];
  const dialogs: string[] = [];
  // Bound before any page loads, so the listener added below can report from the first script on.
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) =>
    violations.push(`${page.url()}: ${text}`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}`);
    });
  });
  const watch = (page: Page) =>
    page.on('dialog', (dialog) => {
      dialogs.push(`${page.url()}: ${dialog.type()} ${dialog.message()}`);
      void dialog.dismiss().catch(() => {});
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return { violations, dialogs };
}
