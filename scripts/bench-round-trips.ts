/**
 * The bench's loading figures over real round trips. The hosts serve HTTP/2, and a phone waits a
 * round trip for every answer. `vite preview`, which the rest of the bench and every test use,
 * speaks HTTP/1.1 on localhost and answers at once. Two things follow there:
 * - a chain of requests (a chunk found only once the chunk importing it has arrived) costs
 *   nothing, so no local figure shows a chain added or removed;
 * - past six requests to one host Chromium queues the rest, so fetching many files at once looks
 *   slower than it is on the hosts.
 * Here the same build is also served by `vite preview` over HTTP/2: browsers speak it only over
 * TLS, so with a self-signed certificate made for the run. On both, CDP holds every answer for a
 * round trip and limits the bandwidth (ROUND_TRIP), and the CPU runs 4× slower. Figures: ms from
 * navigation to `<html data-hydrated>` on a first visit (service worker blocked), the page used as
 * soon as it is parsed (the app loads at the first use), and ms from a
 * tap on an in-site link to the next page's heading shown.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { partsTakenOver } from '../src/app/parts-waiting.ts';
import { PHONE, recordHydration, tapAt, throttle } from './bench-first-tap.ts';
import { useAsParsed } from '../e2e/support/use-as-parsed.ts';

/** A good phone network: 150 ms round trips, 9 Mbit/s down, 1.5 Mbit/s up (CDP's figures per answer). */
export const ROUND_TRIP = {
  offline: false,
  latency: 150,
  downloadThroughput: (9 * 1024 * 1024) / 8,
  uploadThroughput: (1.5 * 1024 * 1024) / 8,
};

/**
 * The links followed, by the footer's link to each: from the contact page to a service page, and
 * from the home page to the contact page, which is drawn with its form's code (codeToDraw).
 */
const LINKS = [
  { from: '/contacto', to: '/servicios/encuadernacion' },
  { from: '/', to: '/contacto' },
] as const;

type Link = (typeof LINKS)[number];

/** Whether this machine can make the certificate HTTP/2 needs (Debian: `apt-get install openssl`). */
export function hasOpenssl(): boolean {
  return spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0;
}

/** A key and certificate for localhost, from `openssl`; its files are removed with `dispose`. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    ],
    { stdio: 'pipe' },
  );
  if (made.error || made.status !== 0) {
    dispose();
    throw new Error(`openssl could not make a certificate: ${made.error?.message ?? made.stderr.toString()}`);
  }
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')), dispose };
}

/** The built site over HTTP/2 at `https://localhost:port`, with the same rules as the usual preview. */
export async function serveOverHttp2(port: number): Promise<{ origin: string; close: () => Promise<void> }> {
  const { key, cert, dispose } = selfSignedCertificate();
  let server: PreviewServer;
  try {
    server = await preview({ logLevel: 'silent', preview: { port, strictPort: true, https: { key, cert } } });
  } finally {
    dispose();
  }
  return { origin: `https://localhost:${port}`, close: () => server.close() };
}

/** A first-visit page on a phone, its answers held a round trip, its CPU slowed. */
async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await throttle(page, ROUND_TRIP);
  return page;
}

/** Fails unless the page came over the protocol the figure is for (a figure for the wrong one would mislead). */
async function expectProtocol(page: Page, protocol: string) {
  const used = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  if (used !== protocol) throw new Error(`${page.url()} came over ${used}, not ${protocol}`);
}

/** Ms from navigation to `<html data-hydrated>`, the page used as soon as it is parsed (app/first-use.ts). */
async function hydrationMs(browser: Browser, url: string, protocol: string): Promise<number> {
  const page = await throttledPage(browser);
  try {
    await recordHydration(page);
    await useAsParsed(page);
    await page.goto(url);
    // As ms since the navigation began (the page's time origin).
    const hydrated = await page.waitForFunction(
      () => {
        const at = (window as unknown as { hydratedAt?: number }).hydratedAt;
        return at !== undefined && at - performance.timeOrigin;
      },
      undefined,
      { timeout: 60_000 },
    );
    await expectProtocol(page, protocol);
    return (await hydrated.jsonValue()) as number;
  } finally {
    await page.context().close();
  }
}

/** Ms from a tap on the link (its pointerdown's time stamp) to the frame that shows the next page's heading. */
async function linkMs(browser: Browser, origin: string, protocol: string, { from, to }: Link): Promise<number> {
  const page = await throttledPage(browser);
  try {
    await page.goto(origin + from);
    // Used until it has hydrated: the app loads at the first use.
    await page.waitForFunction(partsTakenOver, [null, null] as const, { timeout: 60_000 });
    await expectProtocol(page, protocol);
    const link = page.locator(`footer a[href="${to}"]`);
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error(`No link to ${to} on ${from}`);
    // Nothing else in flight: the figure is the link's, not the tail of the first load's.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await page.evaluate(() =>
      addEventListener(
        'pointerdown',
        (event) => ((window as unknown as { tappedAt: number }).tappedAt = event.timeStamp),
        { capture: true, once: true },
      ),
    );
    await tapAt(await page.context().newCDPSession(page), box);
    const shown = await page.waitForFunction(
      (to) => location.pathname === to && !!document.querySelector('main h1')?.checkVisibility() && performance.now(),
      to,
      { polling: 'raf', timeout: 60_000 },
    );
    return (
      ((await shown.jsonValue()) as number) -
      (await page.evaluate(() => (window as unknown as { tappedAt: number }).tappedAt))
    );
  } finally {
    await page.context().close();
  }
}

export interface RoundTripFigures {
  /** Per page: ms to hydrate, over HTTP/1.1 and over HTTP/2, one figure per run. */
  hydration: { path: string; http1: number[]; http2: number[] }[];
  /** Per link: ms from the tap to the next page's heading, likewise. */
  links: { from: string; to: string; http1: number[]; http2: number[] }[];
}

/**
 * Each figure `runs` times over both servers, the two interleaved run by run so that a busier
 * moment of the machine falls on both alike.
 */
export async function loadingOverRoundTrips(
  browser: Browser,
  origins: { http1: string; http2: string },
  paths: readonly string[],
  runs: number,
): Promise<RoundTripFigures> {
  const hydration = paths.map((path) => ({ path, http1: [] as number[], http2: [] as number[] }));
  const links = LINKS.map((link) => ({ ...link, http1: [] as number[], http2: [] as number[] }));
  for (let run = 0; run < runs; run++) {
    for (const row of hydration) {
      row.http1.push(await hydrationMs(browser, origins.http1 + row.path, 'http/1.1'));
      row.http2.push(await hydrationMs(browser, origins.http2 + row.path, 'h2'));
    }
    for (const link of links) {
      link.http1.push(await linkMs(browser, origins.http1, 'http/1.1', link));
      link.http2.push(await linkMs(browser, origins.http2, 'h2', link));
    }
  }
  return { hydration, links };
}
