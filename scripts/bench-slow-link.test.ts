import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_BYTES, createLinkPacer, serveOverSlowLink, type SlowLink } from './bench-slow-link.ts';

describe('the slow link’s pacing', () => {
  it('carries a chunk in its size over the speed, from when it is asked for on an idle link', () => {
    const link = createLinkPacer(1000); // 1000 bytes/s: a byte a millisecond
    expect(link.send(100, 500)).toBe(600);
    // Idle again from 600: a chunk asked for at 2000 starts at once.
    expect(link.send(2000, 250)).toBe(2250);
  });

  it('makes chunks asked for at once take turns, so answers under way share the speed', () => {
    const link = createLinkPacer(2000);
    const times = [link.send(0, 1000), link.send(0, 1000), link.send(100, 1000)];
    expect(times).toEqual([500, 1000, 1500]);
  });

  it('refuses a link without speed', () => {
    expect(() => createLinkPacer(0)).toThrow(/speed/);
  });
});

describe('the slow-link proxy', () => {
  const body = Buffer.alloc(3 * CHUNK_BYTES, 'x');
  const upstream = http.createServer((request, response) => {
    response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain', 'x-upstream': 'yes' });
    response.end(request.url === '/missing' ? 'no' : body);
  });
  let link: SlowLink;
  const speed = { latencyMs: 150, bytesPerSecond: 4 * CHUNK_BYTES }; // the body takes 750 ms

  beforeAll(async () => {
    await new Promise<void>((resolve) => upstream.listen(0, 'localhost', resolve));
    const { port } = upstream.address() as { port: number };
    link = await serveOverSlowLink(`http://localhost:${port}`, 0, speed);
  });
  afterAll(async () => {
    await link.close();
    upstream.close();
  });

  it('answers as upstream did, its status, headers and body, no sooner than latency and size allow', async () => {
    const start = Date.now();
    const response = await fetch(`${link.origin}/page`);
    const headersAt = Date.now() - start;
    const received = Buffer.from(await response.arrayBuffer());
    const doneAt = Date.now() - start;
    expect(response.status).toBe(200);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(received.equals(body)).toBe(true);
    // Lower bounds only: a busy machine can make the answer later, never sooner.
    expect(headersAt).toBeGreaterThanOrEqual(speed.latencyMs - 5);
    expect(doneAt).toBeGreaterThanOrEqual(speed.latencyMs + 750 - 5);
  });

  it('shares one link between answers: two at once take as long as both bodies one after the other', async () => {
    const start = Date.now();
    await Promise.all([1, 2].map(() => fetch(`${link.origin}/page`).then((response) => response.arrayBuffer())));
    expect(Date.now() - start).toBeGreaterThanOrEqual(speed.latencyMs + 2 * 750 - 5);
  });

  it('passes an error status through', async () => {
    const response = await fetch(`${link.origin}/missing`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('no');
  });
});
