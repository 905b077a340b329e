import { describe, expect, it } from 'vitest';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  browserGzip,
  compressedForStore,
  servedFromStore,
  STORED_CODING,
  storesCompressed,
} from './stored-compression';

const PAGE = `<!doctype html><html lang="es"><body>${'<p>Muestrario de telas</p>'.repeat(400)}</body></html>`;

function page(headers: Record<string, string> = {}) {
  return new Response(PAGE, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(PAGE.length),
      'permissions-policy': 'camera=()',
      ...headers,
    },
  });
}

const NO_GZIP = browserGzip({});

describe('storesCompressed', () => {
  it('takes pages, texts, styles, the manifest and the logo', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json',
      'text/css',
      'application/manifest+json',
      'image/svg+xml',
    ])
      expect(storesCompressed(type), type).toBe(true);
  });

  it('leaves scripts, pictures and untyped files', () => {
    for (const type of [
      'text/javascript',
      'application/javascript',
      'image/avif',
      'image/png',
      'application/jsonp',
      null,
    ])
      expect(storesCompressed(type), String(type)).toBe(false);
  });
});

describe('compressedForStore', () => {
  it('keeps a page gzipped, marked, with its own length and the network headers it still means', async () => {
    const stored = await compressedForStore(page({ 'content-encoding': 'br' }));
    const body = new Uint8Array(await stored.clone().arrayBuffer());
    expect(body.byteLength).toBeLessThan(PAGE.length / 10);
    expect(gunzipSync(body).toString()).toBe(PAGE);
    expect(stored.headers.get(STORED_CODING)).toBe('gzip');
    expect(stored.headers.get('content-length')).toBe(String(body.byteLength));
    expect(stored.headers.get('content-encoding')).toBeNull();
    expect(stored.headers.get('permissions-policy')).toBe('camera=()');
    expect(stored.status).toBe(200);
  });

  it('keeps a script, a picture, and anything where the browser has no gzip streams, as it came', async () => {
    const script = new Response('export {}', { headers: { 'content-type': 'text/javascript' } });
    const picture = new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/avif' } });
    expect(await compressedForStore(script)).toBe(script);
    expect(await compressedForStore(picture)).toBe(picture);
    const plain = page();
    expect(NO_GZIP).toBeNull();
    expect(await compressedForStore(plain, NO_GZIP)).toBe(plain);
  });
});

describe('servedFromStore', () => {
  it('gives back the page as it came, without the mark or the stored length', async () => {
    const served = (await servedFromStore(await compressedForStore(page())))!;
    expect(await served.text()).toBe(PAGE);
    expect(served.headers.get(STORED_CODING)).toBeNull();
    expect(served.headers.get('content-length')).toBeNull();
    expect(served.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(served.headers.get('permissions-policy')).toBe('camera=()');
  });

  it('serves a copy kept plain (by an older version, or without gzip streams) as it is', async () => {
    const plain = page();
    expect(await servedFromStore(plain)).toBe(plain);
    expect(await servedFromStore(plain, NO_GZIP)).toBe(plain);
  });

  it('treats as not saved a gzipped copy it cannot read', async () => {
    const stored = await compressedForStore(page());
    expect(await servedFromStore(stored, NO_GZIP)).toBeNull();
    const unknown = new Response('x', { headers: { [STORED_CODING]: 'zstd' } });
    expect(await servedFromStore(unknown)).toBeNull();
  });

  /** A stored page with the worker's headers and `body` in place of its gzip. */
  async function storedWith(body: BodyInit) {
    const stored = await compressedForStore(page());
    return new Response(body, { status: stored.status, headers: stored.headers });
  }

  it('treats as not saved a gzipped copy cut short, before answering anything', async () => {
    const whole = gzipSync(PAGE);
    for (const length of [whole.byteLength - 8, Math.floor(whole.byteLength / 2), 10])
      expect(await servedFromStore(await storedWith(whole.subarray(0, length))), `${length} bytes`).toBeNull();
  });

  it('treats as not saved a copy whose body is not gzip at all', async () => {
    expect(await servedFromStore(await storedWith(new TextEncoder().encode(PAGE)))).toBeNull();
    expect(
      await servedFromStore(await storedWith(new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 0xff, 0xff]))),
    ).toBeNull();
  });

  it('serves a good copy having read the whole of it first', async () => {
    // A page that gzip hardly shrinks, read in small pieces: a copy answered as a stream is read
    // only as far as the page has taken of it.
    let seed = 52;
    const words = Array.from({ length: 20_000 }, () => ((seed = (seed * 16807) % 2147483647) % 1e6).toString(36));
    const page = `<!doctype html><p>${words.join(' ')}</p>`;
    const gzip = gzipSync(page);
    let offset = 0;
    let readToTheEnd = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset < gzip.byteLength) return controller.enqueue(gzip.subarray(offset, (offset += 1024)));
        readToTheEnd = true;
        controller.close();
      },
    });
    const served = (await servedFromStore(await storedWith(body)))!;
    expect(readToTheEnd).toBe(true);
    expect(await served.text()).toBe(page);
  });
});
