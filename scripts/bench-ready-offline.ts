/**
 * The bench's figure for a first visit getting ready offline: a phone-sized page (390×844) opened
 * once in a fresh browser profile and left alone, and the time from its navigation until the
 * service worker has saved the catalogue and controls the page, the moment the site says "ready
 * offline", with the caches holding the whole precache list. Then what the browser really holds
 * for the site: `navigator.storage.estimate()` and the entries of every cache.
 *
 * The CPU is slowed by CDP (`Emulation.setCPUThrottlingRate`), sent to the page: it slows the
 * page's main thread; whether the worker's own thread is slowed too is not checked here. The
 * network is slowed by the caller, through the slow-link proxy (bench-slow-link.ts): CDP's
 * network emulation would not reach the worker's fetches.
 */
import type { Browser, Page } from '@playwright/test';
import { PHONE } from './bench-first-tap.ts';

/** What the browser holds for the site once it is ready offline. */
export interface StoredCopy {
  /** `navigator.storage.estimate().usage`: everything the origin stores, bytes. */
  usageBytes: number | null;
  /** Of which the caches, where the browser says (Chromium's `usageDetails.caches`). */
  cacheBytes: number | null;
  /** Entries in all the origin's caches, and how many caches. */
  files: number;
  caches: number;
}

export interface ReadyOffline {
  /** Ms from the navigation's start: the load event, the worker's registration, offline ready. */
  loadMs: number;
  registeredMs: number | null;
  readyMs: number;
  stored: StoredCopy;
}

/** The longest a first visit may take to get ready offline before the run fails. */
const READY_TIMEOUT_MS = 300_000;
/** How often the page is asked whether it is ready: each asking is a task on its main thread. */
const POLL_MS = 100;

/** What the bench's script adds to the page (`instrument`). */
interface Instrumented {
  /** When the page registered its worker, ms from navigation. */
  workerRegisteredAt?: number;
  /** The origin's caches and their entries, all caches together. */
  savedFiles(): Promise<{ caches: number; files: number }>;
}

/** Before the page loads: notes when it registers its worker, and gives the bench a count of the saved files. */
function instrument() {
  const page = window as unknown as Instrumented;
  page.savedFiles = async () => {
    const names = await caches.keys();
    const entries = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).length));
    return { caches: names.length, files: entries.reduce((sum, count) => sum + count, 0) };
  };
  const container = navigator.serviceWorker;
  if (!container) return;
  const register = container.register.bind(container);
  container.register = (...args: Parameters<typeof register>) => {
    page.workerRegisteredAt = performance.now();
    return register(...args);
  };
}

/**
 * Asks the page every POLL_MS until a worker controls it and the caches hold `listedFiles`
 * entries, and says when both first held, in ms from navigation. Asked from here, as
 * `waitForFunction` takes a promise the page returns for a truthy answer without awaiting it.
 */
async function whenReady(page: Page, listedFiles: number): Promise<number> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const state = await page.evaluate(async () => {
      // The moment, taken before the caches are counted: they only grow.
      const at = performance.now();
      const controlled = navigator.serviceWorker.controller !== null;
      // Counted only once in control, so the page has less of the bench's work to do meanwhile.
      const { files } = controlled ? await (window as unknown as Instrumented).savedFiles() : { files: 0 };
      return { at, controlled, files };
    });
    if (state.controlled && state.files >= listedFiles) return state.at;
    if (Date.now() > deadline)
      throw new Error(
        `Not ready offline within ${READY_TIMEOUT_MS} ms: ${state.controlled ? 'controlled' : 'not controlled'}, ` +
          `${state.files} of ${listedFiles} files saved`,
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * One first visit to `origin` + `path`, with the CPU slowed `cpuSlowdown` times, until ready
 * offline: a worker controls the page and the caches hold `listedFiles` entries (the precache
 * list's files) or more. In control is not enough alone: a worker that saved the catalogue after
 * taking control would seem ready before anything was saved.
 */
export async function firstVisitReadyOffline(
  browser: Browser,
  origin: string,
  path: string,
  cpuSlowdown: number,
  listedFiles: number,
): Promise<ReadyOffline> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // src/pwa/register.ts registers the worker once the page has loaded and the browser is idle.
    await page.addInitScript(instrument);
    await page.goto(origin + path, { waitUntil: 'commit' });
    const readyMs = await whenReady(page, listedFiles);
    return await page.evaluate(async (readyAt) => {
      const instrumented = window as unknown as Instrumented;
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
        usageDetails?: { caches?: number };
      };
      return {
        loadMs: navigation?.loadEventEnd ?? NaN,
        registeredMs: instrumented.workerRegisteredAt ?? null,
        readyMs: readyAt,
        stored: {
          usageBytes: estimate.usage ?? null,
          cacheBytes: estimate.usageDetails?.caches ?? null,
          ...(await instrumented.savedFiles()),
        },
      };
    }, readyMs);
  } finally {
    await context.close();
  }
}
