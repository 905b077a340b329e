/**
 * The bench's figure for a first visit getting ready offline: a phone-sized page (390×844) opened
 * once in a fresh browser profile and left alone, and the time from its navigation until the
 * service worker has saved the catalogue and controls the page, the moment the site says "ready
 * offline". Then what the browser really holds for the site: `navigator.storage.estimate()` and
 * the entries of every cache.
 *
 * The CPU is slowed by CDP (`Emulation.setCPUThrottlingRate`), sent to the page: it slows the
 * page's main thread; whether the worker's own thread is slowed too is not checked here. The
 * network is slowed by the caller, through the slow-link proxy (bench-slow-link.ts): CDP's
 * network emulation would not reach the worker's fetches.
 */
import type { Browser } from '@playwright/test';
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
/** How often the page is asked whether a worker controls it: each asking is a task on its main thread. */
const POLL_MS = 100;

/** One first visit to `origin` + `path`, until ready offline, with the CPU slowed `cpuSlowdown` times. */
export async function firstVisitReadyOffline(
  browser: Browser,
  origin: string,
  path: string,
  cpuSlowdown: number,
): Promise<ReadyOffline> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // When the page registers its worker (src/pwa/register.ts waits for the load and an idle moment).
    await page.addInitScript(() => {
      const container = navigator.serviceWorker;
      if (!container) return;
      const register = container.register.bind(container);
      container.register = (...args: Parameters<typeof register>) => {
        (window as unknown as { workerRegisteredAt: number }).workerRegisteredAt = performance.now();
        return register(...args);
      };
    });
    await page.goto(origin + path, { waitUntil: 'commit' });
    const ready = await page.waitForFunction(
      () => navigator.serviceWorker.controller !== null && performance.now(),
      undefined,
      { polling: POLL_MS, timeout: READY_TIMEOUT_MS },
    );
    const readyMs = (await ready.jsonValue()) as number;
    return await page.evaluate(async (readyAt) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
        usageDetails?: { caches?: number };
      };
      const names = await caches.keys();
      let files = 0;
      for (const name of names) files += (await (await caches.open(name)).keys()).length;
      return {
        loadMs: navigation?.loadEventEnd ?? NaN,
        registeredMs: (window as unknown as { workerRegisteredAt?: number }).workerRegisteredAt ?? null,
        readyMs: readyAt,
        stored: {
          usageBytes: estimate.usage ?? null,
          cacheBytes: estimate.usageDetails?.caches ?? null,
          files,
          caches: names.length,
        },
      };
    }, readyMs);
  } finally {
    await context.close();
  }
}
