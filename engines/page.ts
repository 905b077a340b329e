import type { EngineTab, Target } from '../scripts/engines/engine.ts';
import { UNCAUGHT } from '../scripts/engines/problems.ts';
import { until } from '../scripts/engines/wait.ts';
import { findBrokenImages } from '../e2e/support/images.ts';
import { countSavedFiles, precacheCount } from '../e2e/support/precache-list.ts';
import { outboxDir, readRecords } from '../scripts/outbox-server/outbox-files.ts';
import { expect, type Site } from './fixtures.ts';
import { PARTS_WAITING, partsTakenOver } from '../src/app/parts-waiting.ts';
import { LOCK_NAME } from '../src/contact/offline/outbox-lock.ts';
import { WAITING_FORM_FIELDS } from '../src/contact/form/form-marks.ts';
import { ARRIVAL_TIMEOUT_MS, HYDRATE_TIMEOUT_MS, SERVICE_WORKER_TIMEOUT_MS } from './timeouts.ts';

/** What the suite asks of a page, in terms of the engine interface. */

export async function waitForApp(tab: EngineTab) {
  // The app loads at the first use of the page (src/app/first-use.ts): the page is used, by a
  // pointer moving over it, until the app marks <html> as hydrated (or rendered). An uncaught
  // exception before then fails at once: the page would not hydrate, and waiting out the timeout
  // hides why.
  await until('the app to hydrate (html[data-hydrated="true"])', HYDRATE_TIMEOUT_MS, async () => {
    const uncaught = (await tab.problems()).filter((line) => UNCAUGHT.test(line));
    if (uncaught.length > 0) throw new Error(`The page threw before it hydrated:\n${uncaught.join('\n')}`);
    return tab.evaluate(partsTakenOver, [null, null] as const);
  });
  // The prerendered page's carousels are driven by the boot script, once the page is shown;
  // a contact form is drawn once reached for: a pointer coming over a field, as a visitor's does.
  await until('every carousel to be driven and every form drawn', HYDRATE_TIMEOUT_MS, async () =>
    tab.evaluate(partsTakenOver, [PARTS_WAITING, WAITING_FORM_FIELDS] as const),
  );
}

type Leaving = { __engineLeaving?: boolean };

/**
 * Does `leave` (a navigation, or a tap that makes the page reload) and waits for the app on the
 * next document, `next`. The document being left is marked first, and the checks wait for a
 * document without the mark, so they never read the page being left.
 */
export async function leaveFor(tab: EngineTab, next: string, leave: () => Promise<void>) {
  await tab.evaluate(() => void ((window as Leaving).__engineLeaving = true)).catch(() => {});
  await leave();
  await until(`the document of ${next}`, HYDRATE_TIMEOUT_MS, () =>
    tab.evaluate(() => (window as Leaving).__engineLeaving !== true).catch(() => false),
  );
  await waitForApp(tab);
}

/** Goes to `path` and waits for the app there. */
export async function open(tab: EngineTab, site: Site, path: string) {
  await leaveFor(tab, path, () => tab.goto(site.url(path)));
}

/**
 * Waits until a service worker is active, controls the page and holds the whole copy, with no
 * other version installing or waiting: a test that then cuts the site counts on every file the
 * app may still ask for (the outbox's code, at a Send) being there. The worker activates only
 * once its install has saved the list, but the lanes' origin keeps its worker from test to test,
 * and a copy can lose files since (a stored file found damaged is deleted and saved again:
 * src/pwa/copy-reader.ts; WebKit's in-memory session emptied the whole copy: smoke.spec.ts, before
 * the booth's test); a CI run cut the site with the copy short in WebKit, and the Send that needed
 * a missing file ended "not kept". While it waits it reads where the worker stands, so a failure
 * says so (none registered, one still installing, one that failed and became redundant, one
 * active that does not control the page, files missing). `listed`: how many files the served
 * version's list has (dist/'s by default).
 */
export async function waitForServiceWorker(tab: EngineTab, listed = precacheCount()) {
  await expect
    .poll(
      async () => {
        const worker = await tab.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          if (!registration) return 'no registration';
          const { installing, waiting, active } = registration;
          const states = { installing: installing?.state, waiting: waiting?.state, active: active?.state };
          return active?.state === 'activated' && !installing && !waiting && navigator.serviceWorker.controller !== null
            ? 'controls the page'
            : `does not control the page alone yet: ${JSON.stringify(states)}`;
        });
        if (worker !== 'controls the page') return worker;
        const saved = await countSavedFiles(tab);
        return saved >= listed ? worker : `controls the page, its copy holds ${saved} of ${listed} files`;
      },
      { message: 'a service worker controls the page, its copy whole', timeout: SERVICE_WORKER_TIMEOUT_MS },
    )
    .toBe('controls the page');
}

export function textOf(tab: EngineTab, selector: string): Promise<string | null> {
  return tab.evaluate((s) => document.querySelector(s)?.textContent?.trim() ?? null, selector);
}

export function exists(tab: EngineTab, target: Target): Promise<boolean> {
  return tab.evaluate(
    (selector, text) => [...document.querySelectorAll(selector)].some((el) => !text || el.textContent?.includes(text)),
    target.selector,
    target.text ?? null,
  );
}

export async function expectText(tab: EngineTab, target: Target, shown = true, timeout?: number) {
  try {
    await expect
      .poll(() => exists(tab, target), { message: `${target.selector} "${target.text}"`, timeout })
      .toBe(shown);
  } catch (error) {
    // What the page showed instead says why far better than "expected true". Shown text only: a
    // region also holds markup rendered hidden (the contact form's status holds the kept notice,
    // hidden), whose text read as shown once made a failed Send look like one the app never took.
    const shownTexts = await tab
      .evaluate(
        (s, alerts) => {
          // innerText leaves out what is not rendered; an element not rendered itself is only marked.
          const shown = (el: Element | null) =>
            !el ? '' : el.checkVisibility?.() === false ? '(hidden)' : ((el as HTMLElement).innerText ?? '').trim();
          return {
            held: [...document.querySelectorAll(s)].map(shown),
            alerts: [...document.querySelectorAll(alerts)].map(shown).filter((text) => text && text !== '(hidden)'),
            main: shown(document.querySelector('main')).slice(0, 600),
          };
        },
        target.selector,
        '[role="alert"]',
      )
      .catch(() => null);
    throw new Error(
      shownTexts
        ? `${(error as Error).message}\n${target.selector} showed: ${JSON.stringify(shownTexts.held)}` +
            `\nalerts shown: ${JSON.stringify(shownTexts.alerts)}\n<main> showed: ${shownTexts.main}`
        : `${(error as Error).message}\n(the page could not be read)`,
      { cause: error },
    );
  }
}

/** Every <img> on the page, made eager and decoded; the ones that did not load. */
export function brokenImages(tab: EngineTab): Promise<string[]> {
  return tab.evaluate(findBrokenImages);
}

/** The enquiries the outbox server accepted from `sender`. */
export async function arrivedFrom(sender: string) {
  return (await readRecords(outboxDir())).filter((record) => record.template_params.from_email === sender);
}

/** `timeout`: longer where the page sends only after a wait of its own (a held Send's retries). */
export async function expectArrivals(sender: string, count: number, timeout = ARRIVAL_TIMEOUT_MS) {
  await expect
    .poll(async () => (await arrivedFrom(sender)).length, {
      message: `enquiries from ${sender} at the outbox server`,
      timeout,
    })
    .toBe(count);
}

export function uniqueSender(engine: string): string {
  return `engines-${engine}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Waits until every outbox round that the tab's browser had asked for has finished: Web Locks
 * are granted in order, so once this gets the senders' lock, those are done.
 */
export async function settleOutbox(tab: EngineTab) {
  await tab.evaluate((name) => navigator.locks.request(name, () => true), LOCK_NAME);
}

/** Fills the Spanish contact form's required fields (each field's id ends with its name). */
export async function fillEnquiry(tab: EngineTab, enquiry: { name: string; email: string; message: string }) {
  await tab.type('input[id$="-name"]', enquiry.name);
  await tab.type('input[id$="-email"]', enquiry.email);
  await tab.type('textarea[id$="-message"]', enquiry.message);
}
