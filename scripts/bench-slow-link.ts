/**
 * A slow network for everything a first visit fetches, the service worker's own fetches included:
 * an HTTP proxy in front of the local preview that answers each request `latencyMs` after it came
 * and sends every answer through one shared link of `bytesPerSecond`, a chunk at a time.
 *
 * CDP's network emulation (`Network.emulateNetworkConditions`) throttles the page it is sent to,
 * not the page's service worker: measured with it, a first visit's saving of the catalogue ran at
 * the local server's speed while the page itself was on slow 4G. Through this proxy the page and
 * its worker share one slow link, as on a phone. Requests go upstream unthrottled (a first visit
 * sends only GETs, a few hundred bytes each, where the upload speed hardly counts).
 */
import http from 'node:http';
import { SLOW_4G } from './bench-first-tap.ts';

export interface LinkSpeed {
  /** From a request's arrival until its answer starts, ms. */
  latencyMs: number;
  /** What the one link carries, all answers together, bytes per second. */
  bytesPerSecond: number;
}

/** Lighthouse's slow 4G, as DevTools applies it to a page (bench-first-tap.ts), for the proxy. */
export const SLOW_4G_LINK: LinkSpeed = { latencyMs: SLOW_4G.latency, bytesPerSecond: SLOW_4G.downloadThroughput };

/** How much of an answer goes over the link at once: answers under way take turns chunk by chunk. */
export const CHUNK_BYTES = 16 * 1024;

/**
 * The link's timetable: `send(now, bytes)` books the link for a chunk asked for at `now` (ms) and
 * says when that chunk has gone over it, so the proxy writes it then. A chunk waits for the ones
 * booked before it; an idle link starts at once.
 */
export function createLinkPacer(bytesPerSecond: number) {
  if (!(bytesPerSecond > 0)) throw new Error(`A link needs a speed above 0 bytes/s, not ${bytesPerSecond}`);
  let freeAt = -Infinity;
  return {
    send(now: number, bytes: number): number {
      const start = Math.max(now, freeAt);
      freeAt = start + (bytes / bytesPerSecond) * 1000;
      return freeAt;
    },
  };
}

const waitUntil = (time: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

export interface SlowLink {
  origin: string;
  close(): Promise<void>;
}

/** Serves `upstream` (an origin on this machine) on `port` (0: any free port) through one slow link. */
export async function serveOverSlowLink(upstream: string, port: number, speed = SLOW_4G_LINK): Promise<SlowLink> {
  const pacer = createLinkPacer(speed.bytesPerSecond);
  const target = new URL(upstream);
  const server = http.createServer((request, response) => {
    const arrived = Date.now();
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', async () => {
          const body = Buffer.concat(parts);
          await waitUntil(arrived + speed.latencyMs);
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          for (let offset = 0; offset < body.length; offset += CHUNK_BYTES) {
            // A request the browser gave up on (a page left, a worker stopped) no longer holds the link.
            if (response.destroyed) return;
            const chunk = body.subarray(offset, offset + CHUNK_BYTES);
            await waitUntil(pacer.send(Date.now(), chunk.length));
            response.write(chunk);
          }
          response.end();
        });
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  const { port: listening } = server.address() as { port: number };
  return {
    origin: `http://localhost:${listening}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
