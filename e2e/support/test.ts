import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, REJECT_ALL, type ConsentPreferences } from '../../src/consent/consent';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/languages';
import { APP_NOT_LOADED } from '../../src/app/first-use';
import { PARTS_WAITING, partsStillWaiting, partsTakenOver } from '../../src/app/parts-waiting';
import { WAITING_FORM_FIELDS } from '../../src/contact/form/form-marks';
import { onSlowest } from './limits';
import { BANNER_CHUNK } from './built-chunks';

/** What the console says when the app's code is refused: the refused request, and the boot's note. */
export const APP_REFUSED_CONSOLE = new RegExp(`Failed to load resource|${APP_NOT_LOADED}`);

/**
 * Resolves once the page's boot script has said a try at loading the app failed: the app's next
 * try waits for a failure to retry (app/first-use.ts), so an `online` sent before it says nothing.
 * Made before the page is opened, so the warning is not missed.
 */
export function appTryFailed(page: Page): Promise<unknown> {
  return page.waitForEvent('console', (message) => message.text().startsWith(APP_NOT_LOADED));
}

/**
 * The project's Playwright `test`: every page a test opens is watched, and the test fails if
 * the page logged an error, a React hydration warning, or threw. A test that expects a logged
 * error (a failed send is logged, by design) gives its pattern as `allowedConsole`. With
 * `appRefused`, the test's page is served without the app's code (its entry chunk is refused,
 * for the page only: the service worker still saves it), as when it cannot be had: the page
 * stays as served, with what is its own. Only until a worker serves the page: the chunk then
 * comes from the worker, which page.route does not see, so a test with the worker allowed uses
 * the page before it takes over.
 */
export const test = base.extend<{ allowedConsole: RegExp | null; appRefused: boolean; consoleProblems: string[] }>({
  // One RegExp (join alternatives with |): Playwright would read an array of two as [value, options].
  allowedConsole: [null, { option: true }],
  appRefused: [false, { option: true }],
  page: async ({ page, appRefused }, use) => {
    if (appRefused) await page.route('**/assets/main-*.js', (route) => route.abort());
    await use(page);
  },
  consoleProblems: [
    async ({ context, allowedConsole: given, appRefused }, use) => {
      const allowedConsole = appRefused
        ? new RegExp([given?.source, APP_REFUSED_CONSOLE.source].filter(Boolean).join('|'))
        : given;
      const problems: string[] = [];
      const watch = (page: Page) => {
        watchConsole(page, problems, allowedConsole);
        watchScripts(page);
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

/**
 * Adds to `problems` what `page` logs as an error or a hydration warning (unless `allowedConsole`
 * matches it) and what it throws: the fixture's watch, for a page of a browser a test launches itself.
 */
export function watchConsole(page: Page, problems: string[], allowedConsole: RegExp | null = null) {
  page.on('console', (message) => {
    const text = message.text();
    const suspicious = message.type() === 'error' || /hydrat|did not match|server rendered/i.test(text);
    if (suspicious && !allowedConsole?.test(text)) {
      problems.push(`${page.url()} [${message.type()}] ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} [pageerror] ${error.message}`));
}

/** What became of each script the page's current document asked for, by URL (`watchScripts`). */
const scriptsAsked = new WeakMap<Page, Map<string, string>>();

/**
 * Keeps, for a wait that gives up to say (`whatWaits`), what became of each script the page's
 * document asked for: its status, and whether the worker answered; why it failed; or that it is
 * still waiting. The page's own resource entries name only the answers that came, so a request
 * never answered looked like one never made. By URL, the last try of each; cleared as the main
 * frame's next document is asked for. While a route is on, Playwright says of a request the worker
 * answers only once it is answered: one it never answers is then not listed (`whatWaits` says so).
 */
function watchScripts(page: Page) {
  const asked = new Map<string, string>();
  scriptsAsked.set(page, asked);
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) asked.clear();
    else if (request.resourceType() === 'script') asked.set(request.url(), 'still waiting');
  });
  // The event carries its response: read at once, so no later navigation or retry is overwritten.
  page.on('requestfinished', (request) => {
    if (!asked.has(request.url())) return;
    const response = request.existingResponse();
    asked.set(request.url(), `${response?.status() ?? '?'}${response?.fromServiceWorker() ? ' (worker)' : ''}`);
  });
  page.on('requestfailed', (request) => {
    if (asked.has(request.url())) asked.set(request.url(), `failed: ${request.failure()?.errorText ?? '?'}`);
  });
}

/**
 * Storage a returning visitor has: consent saved and (unless `language: null`) Spanish chosen,
 * so neither the cookie banner nor the language offer shows. Applied before every document
 * loads, so a test that checks what the page itself stores passes `language: null`.
 */
export async function asReturningVisitor(
  page: Page,
  { language = 'es' as string | null, consent = REJECT_ALL as ConsentPreferences } = {},
) {
  await page.addInitScript(
    ([consentKey, consent, languageKey, lang]) => {
      // Init scripts run in every frame; the map's cross-origin frame has no storage of ours.
      if (window !== window.top) return;
      localStorage.setItem(consentKey, consent);
      if (lang) localStorage.setItem(languageKey, lang);
    },
    [CONSENT_STORAGE_KEY, JSON.stringify(consent), LANGUAGE_STORAGE_KEY, language] as const,
  );
}

/**
 * Uses the page as a visitor would, so the app loads (app/first-use.ts), and resolves once React
 * has hydrated (or rendered) the page, which the app marks on <html>, and no part waits any more:
 * every carousel is driven (the prerendered page's by the boot script, once the first page is
 * shown), and a contact form is drawn, which it is once reached for: this reaches for it as a
 * visitor would, with a pointer coming over a field.
 */
export async function waitForApp(page: Page, { timeout }: { timeout?: number } = {}) {
  // Polled from the test side, so it also works while page.clock holds the page's timers. Tried
  // again, using the page again (which loads the app) and reaching again, until it has hydrated
  // and none waits; and if the page is replaced meanwhile (a reload the test expects), which makes
  // an evaluation throw.
  await untilTakenOver(page, [PARTS_WAITING, WAITING_FORM_FIELDS], timeout);
}

/**
 * Uses the page, by a pointer moving over it (no reach for any part of it), until the app has
 * hydrated: the app loads at the first use (app/first-use.ts). Parts drawn on need stay as served.
 */
export async function useUntilHydrated(page: Page, { timeout }: { timeout?: number } = {}) {
  await untilTakenOver(page, [null, null], timeout);
}

/**
 * Polls `partsTakenOver` with `args` until it is true. A wait that gives up says what still
 * waited (`partsStillWaiting`), and where: the app not hydrated, or which carousel or form; and
 * what tells a part never asked for from one asked for that failed or never came: the scripts
 * the page has received, whether a service worker served it, and what it warned of meanwhile.
 */
async function untilTakenOver(
  page: Page,
  args: readonly [waiting: string | null, reachFor: string | null],
  timeout = onSlowest(15_000),
): Promise<void> {
  const warnings: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'warning') warnings.push(message.text());
  };
  page.on('console', onConsole);
  try {
    await expect(async () => {
      expect(await page.evaluate(partsTakenOver, args)).toBe(true);
    }).toPass({ timeout });
  } catch (error) {
    if (error instanceof Error) {
      // First: a run's summary keeps a failure's first lines only (scripts/failed-tests.ts).
      const said = `${await whatWaits(page, args[0], warnings)}\n\n${error.message}`;
      // The reporter prints the stack's first lines as the message: both say it.
      error.stack = error.stack?.replace(error.message, said);
      error.message = said;
    }
    throw error;
  } finally {
    page.off('console', onConsole);
  }
}

/** What `untilTakenOver` says of a page it gave up on. */
async function whatWaits(page: Page, waiting: string | null, warnings: string[]): Promise<string> {
  const [parts, scripts, controlled] = await Promise.all([
    page.evaluate(partsStillWaiting, waiting),
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => `${entry.name.replace(/^.*\//, '')} ${(entry as PerformanceResourceTiming).responseStatus}`),
    ),
    page.evaluate(() => Boolean(navigator.serviceWorker?.controller)),
  ]).catch((reason: unknown) => [[`(the page could not say: ${String(reason)})`], [], null] as const);
  const watched = scriptsAsked.get(page);
  const asked = watched
    ? [...watched].map(([url, became]) => `${url.replace(/^.*\//, '')} ${became}`).join(', ') || 'none seen'
    : '(a page the fixture does not watch)';
  // The shortest and likeliest to say why first (a warning names a failed start).
  return [
    `Still waiting on ${page.url()}: ${parts.join('; ')}`,
    `Served by a service worker: ${controlled}`,
    `Warnings meanwhile: ${warnings.join(' | ') || 'none'}`,
    `Scripts received (name, status): ${scripts.join(', ') || 'none'}`,
    `Scripts asked for by this document, last try each (with a route on, one the worker never answers is not seen): ${asked}`,
  ].join('\n');
}

/**
 * A pointer moving over the page, which loads the app, and, once it has hydrated, coming over a
 * served form's field (WAITING_FORM_FIELDS): React draws the form.
 */
export async function reachForForms(page: Page): Promise<void> {
  await page.evaluate(partsTakenOver, [PARTS_WAITING, WAITING_FORM_FIELDS] as const);
}

/**
 * Resolves once the service worker's notices have their code in hand: the chunk of the page's
 * own parts, which the boot script loads with the cookie banner, or once the app has shown the
 * page (scripts/vite/shell-chunk.ts). Their styles are in the page's own (page-assets.ts). From
 * then on they need no network to show.
 */
export async function waitForNotices(page: Page) {
  await waitForApp(page);
  const loaded = page.waitForFunction(
    (pattern) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => new RegExp(pattern).test(name)) ?? false,
    BANNER_CHUNK.source,
  );
  const code = String(await (await loaded).jsonValue());
  // The same module as the page's: resolves once it and what it imports have run.
  await page.evaluate((url) => import(url).then(() => undefined), code);
}

/**
 * Loads a page with its timers held by page.clock, and advances the fake clock in small steps
 * until the app has hydrated (React itself waits on timers while it hydrates). Afterwards the
 * app's own timers have run for at most `step` ms, so `page.clock.runFor(ms)` times them exactly.
 * It waits for the carousels' controller too, which starts once the app has shown the page.
 */
export async function gotoWithPausedClock(page: Page, url: string, step = 20) {
  const start = new Date('2026-03-02T09:00:00');
  await page.clock.install({ time: start });
  // A second ahead: the installed clock runs in real time until paused, and may not go back.
  await page.clock.pauseAt(start.getTime() + 1000);
  await page.goto(url);
  for (let i = 0; i < 500; i++) {
    // Uses the page, which loads the app (app/first-use.ts), until it has hydrated.
    await reachForForms(page);
    if (await page.evaluate(() => document.documentElement.dataset.hydrated === 'true')) return waitForApp(page);
    await page.clock.runFor(step);
  }
  throw new Error(`${url} did not hydrate under the paused clock`);
}
