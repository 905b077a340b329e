import { describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
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
    const served = servedFromStore(await compressedForStore(page()))!;
    expect(await served.text()).toBe(PAGE);
    expect(served.headers.get(STORED_CODING)).toBeNull();
    expect(served.headers.get('content-length')).toBeNull();
    expect(served.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(served.headers.get('permissions-policy')).toBe('camera=()');
  });

  it('serves a copy kept plain (by an older version, or without gzip streams) as it is', () => {
    const plain = page();
    expect(servedFromStore(plain)).toBe(plain);
    expect(servedFromStore(plain, NO_GZIP)).toBe(plain);
  });

  it('treats as not saved a gzipped copy it cannot read', async () => {
    const stored = await compressedForStore(page());
    expect(servedFromStore(stored, NO_GZIP)).toBeNull();
    const unknown = new Response('x', { headers: { [STORED_CODING]: 'zstd' } });
    expect(servedFromStore(unknown)).toBeNull();
  });
});
