import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { chromiumExecutable } from '../browser.ts';
import { CATEGORIES, LIGHTHOUSE_CHROME_FLAGS } from './settings.ts';
import { writeFloor, writeWorkerless } from './floor.ts';
import { medianFigures, runFigures, type LighthouseResult, type RunFigures } from './figures.ts';
import { threadCpu, type TraceEvent } from './thread-cpu.ts';

/**
 * Audits pages of the built site with Lighthouse (mobile, simulated throttling), each beside its
 * no-script floor (see floor.ts), in one Chromium, alternating site and floor run by run so that
 * whatever else the machine does weighs on both alike. The site's own service worker does not:
 * it is stopped before each floor run (`forgetOrigin`), and a floor run that still traced one is
 * measured again. The first run of each page's site audits
 * every category; the rest run only the audits the figures are read from (accessibility, best
 * practices and SEO do not vary from run to run, and the other performance audits only advise).
 */

export interface PageAudit {
  path: string;
  site: RunFigures;
  floor: RunFigures;
  siteRuns: RunFigures[];
  floorRuns: RunFigures[];
  /** With `withoutWorker`: the site audited without its service worker's script. */
  workerless?: RunFigures;
  workerlessRuns?: RunFigures[];
}

export interface AuditOptions {
  dist?: string;
  /** The site is served on `port`, its floor on `port + 1`. */
  port?: number;
  runs?: number;
  /** Where each page's full report (the first site run) is written, as JSON. */
  reportDir?: string;
  log?: (line: string) => void;
  /**
   * Audits the site a third time in each run, served without its service worker's script
   * (`writeWorkerless`, on `port + 2`), so no catalogue is saved during the run: the page's own
   * work apart from the saving's (the bench's). Lighthouse's URL blocking does not stop it: the
   * browser fetches a worker's script itself, not the page.
   */
  withoutWorker?: boolean;
}

/** How often one run is tried before the gate gives up on the page. */
const ATTEMPTS = 3;
/**
 * What a performance-only run audits: the five metrics the performance score weighs (so the score
 * is the same as with every performance audit) and the two the figures read. The advisory audits
 * cost about a quarter of a run (their gatherers, such as the back/forward-cache check, navigate
 * again) and change no figure.
 */
const FIGURE_AUDITS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'mainthread-work-breakdown',
  'resource-summary',
];
/** Longest wait for a preview server to answer after it was started (a cold start on a busy machine took 6 s). */
const SERVER_START_TIMEOUT_MS = 60_000;

/** `vite preview` of `outDir` on `port`, in its own process group, which `stop` ends whole. */
export function startPreview(outDir: string, port: number): ChildProcess {
  return spawn(
    'node',
    ['node_modules/vite/bin/vite.js', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
}

export function stop(server: ChildProcess) {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** Resolves once `origin` answers; rejects if `server` exits first or nothing answers in time. */
export async function whenAnswering(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The preview server for ${origin} exited (${server.exitCode})`);
    const up = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The preview server for ${origin} did not answer within ${SERVER_START_TIMEOUT_MS} ms`);
}

/**
 * Unregisters `origin`'s service worker and drops what it saved, in the browser at `port`. After
 * a site run: the worker goes on saving the catalogue once Lighthouse has moved on, and the floor's
 * run that follows shared the machine with it (600–840 ms of its CPU in most floor runs' traces),
 * which made the floor slower and the site's gap to it look smaller. Lighthouse clears the origin
 * it audits before its run, not the one it audited before.
 */
async function forgetOrigin(port: number, origin: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    // From a tab: the browser's own session does not offer it.
    const session = await page.createCDPSession();
    await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

export async function auditPages(paths: readonly string[], options: AuditOptions = {}): Promise<PageAudit[]> {
  const { dist = 'dist', port = 4370, runs = 5, reportDir, log = () => {}, withoutWorker = false } = options;
  const floorDir = `${dist}-floor`;
  writeFloor(dist, floorDir);
  const workerlessDir = `${dist}-workerless`;
  if (withoutWorker) writeWorkerless(dist, workerlessDir);
  const site = `http://localhost:${port}`;
  const floor = `http://localhost:${port + 1}`;
  const workerlessSite = `http://localhost:${port + 2}`;
  const served = [
    { origin: site, server: startPreview(dist, port) },
    { origin: floor, server: startPreview(floorDir, port + 1) },
    ...(withoutWorker ? [{ origin: workerlessSite, server: startPreview(workerlessDir, port + 2) }] : []),
  ];
  const servers = served.map(({ server }) => server);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  // Stopped from outside (Ctrl-C, a CI timeout): take the servers and the browser along.
  const onSignal = (signal: NodeJS.Signals) => {
    servers.forEach(stop);
    void chrome?.kill();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  try {
    await Promise.all(served.map(({ origin, server }) => whenAnswering(origin, server)));
    chrome = await chromeLauncher.launch({
      chromePath: chromiumExecutable(),
      chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
    });
    const auditOnce = async (url: string, scope: 'every category' | 'figures') => {
      const result = await lighthouse(url, {
        port: chrome!.port,
        output: 'json',
        logLevel: 'error',
        ...(scope === 'figures' ? { onlyAudits: FIGURE_AUDITS } : { onlyCategories: CATEGORIES }),
        disableFullPageScreenshot: true,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const lhr = result.lhr as unknown as LighthouseResult & { runtimeError?: { message: string } };
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      const trace = result.artifacts.Trace?.traceEvents as readonly TraceEvent[] | undefined;
      if (!trace) throw new Error(`Lighthouse kept no trace of ${url}`);
      return { lhr, cpu: threadCpu(trace) };
    };
    // A run whose trace holds no figure (seen once in about 400 runs, with the machine's load at
    // 14: no first-contentful-paint) measured nothing, neither site nor machine: it is run again,
    // and said. A page that never paints fails every attempt, and the gate with it.
    // The floor has no service worker: one in a floor run's trace is another run's, and the run
    // measured the machine busy with it.
    const audit = async (url: string, scope: 'every category' | 'figures', workerless = false) => {
      for (let attempt = 1; ; attempt++) {
        try {
          const { lhr, cpu } = await auditOnce(url, scope);
          if (workerless && cpu.workerCpuMs > 0) {
            throw new Error(`a service worker used ${Math.round(cpu.workerCpuMs)} ms of CPU during the run`);
          }
          return { lhr, figures: runFigures(lhr, cpu) };
        } catch (error) {
          if (attempt === ATTEMPTS) throw error;
          console.warn(`  ${url}: ${error instanceof Error ? error.message : String(error)}; measured again`);
        }
      }
    };

    const audits: PageAudit[] = [];
    for (const path of paths) {
      const siteRuns: RunFigures[] = [];
      const floorRuns: RunFigures[] = [];
      const workerlessRuns: RunFigures[] = [];
      for (let run = 0; run < runs; run++) {
        const siteRun = await audit(site + path, run === 0 ? 'every category' : 'figures');
        if (run === 0 && reportDir) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(join(reportDir, `${path.replace(/\W+/g, '_') || '_'}.json`), JSON.stringify(siteRun.lhr));
        }
        siteRuns.push(siteRun.figures);
        await forgetOrigin(chrome.port, site);
        if (withoutWorker) workerlessRuns.push((await audit(workerlessSite + path, 'figures', true)).figures);
        floorRuns.push((await audit(floor + path, 'figures', true)).figures);
        const last = siteRuns.at(-1)!;
        log(
          `  ${path} run ${run + 1}/${runs}: TBT ${Math.round(last.tbtMs)} ms (floor ${Math.round(floorRuns.at(-1)!.tbtMs)} ms)`,
        );
      }
      audits.push({
        path,
        site: medianFigures(siteRuns),
        floor: medianFigures(floorRuns),
        siteRuns,
        floorRuns,
        ...(withoutWorker && { workerless: medianFigures(workerlessRuns), workerlessRuns }),
      });
    }
    return audits;
  } finally {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    await chrome?.kill();
    servers.forEach(stop);
  }
}
