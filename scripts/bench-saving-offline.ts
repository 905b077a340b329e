/**
 * The bench's figure for what saving the catalogue costs the page a visitor is using: on a
 * first visit to a phone-sized page under 4× CPU slowdown (CDP), used as soon as it is parsed (so
 * the app loads at once), the main thread's work from the load event until the service worker has
 * precached everything and controls the page, beside the
 * same span on the same page with no service worker. Both in one run, so a busy machine weighs on
 * both. The worker runs in the page's own process, as on most Android phones.
 */
import type { Browser, Page } from '@playwright/test';
import { CPU_SLOWDOWN, PHONE } from './bench-first-tap.ts';
import { useAsParsed } from '../e2e/support/use-as-parsed.ts';

export interface SavingOffline {
  /** Main-thread ms from the load event until offline ready. */
  savingMs: number;
  /** How long that span lasted, ms. */
  spanMs: number;
  /** Main-thread ms over a span as long, after the load event, with no service worker. */
  withoutWorkerMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

const FROM = 'saving-offline:from';
const TO = 'saving-offline:to';

/**
 * Ms the main thread was busy in top-level tasks between two `performance.mark`s of the page:
 * the marks are in the trace, on the page's main thread and on the trace's own clock.
 */
export function mainThreadBusyMs(events: readonly TraceEvent[], fromMark = FROM, toMark = TO): number {
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  const from = events.find((e) => e.name === fromMark);
  const to = events.find((e) => e.name === toMark);
  if (!from || !to) throw new Error(`The trace holds no marks ${fromMark} and ${toMark}`);
  let busy = 0;
  let end = -Infinity;
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && thread(e) === thread(from))
    .sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    // Nested tasks are inside their parent's time already.
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    if (task.ts >= from.ts && task.ts < to.ts) busy += (task.dur ?? 0) / 1000;
  }
  return busy;
}

/** Marks the moment the page has loaded (the worker is registered after it), and says when it was. */
async function markLoaded(page: Page): Promise<number> {
  await page.waitForLoadState('load');
  return page.evaluate((name) => performance.mark(name).startTime, FROM);
}

/** One first visit to `path`: with the worker, until offline ready; without, for `spanMs` (or 4 s). */
async function visit(browser: Browser, origin: string, path: string, worker: boolean, spanMs?: number) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: worker ? 'allow' : 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    await useAsParsed(page);
    await page.goto(origin + path);
    const from = await markLoaded(page);
    if (worker)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        polling: 50,
        timeout: 120_000,
      });
    else await page.waitForTimeout(spanMs ?? 4000);
    const to = await page.evaluate((name) => performance.mark(name).startTime, TO);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[];
    return { busy: mainThreadBusyMs(events), span: to - from };
  } finally {
    await context.close();
  }
}

/** `runs` pairs, a first visit with the worker then one without over as long a span. */
export async function savingOffline(browser: Browser, origin: string, path: string, runs: number) {
  const results: SavingOffline[] = [];
  for (let run = 0; run < runs; run++) {
    const saving = await visit(browser, origin, path, true);
    const without = await visit(browser, origin, path, false, saving.span);
    results.push({ savingMs: saving.busy, spanMs: saving.span, withoutWorkerMs: without.busy });
  }
  return results;
}
