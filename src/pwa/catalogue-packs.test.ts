import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  contentTypeOf,
  isPackNamed,
  packCatalogue,
  packPlaceOf,
  PACK_FILE,
  responseFromPack,
  storedForm,
  type StoredFile,
} from './catalogue-packs';
import { STORED_CODING } from './stored-compression';

const bytes = (text: string) => new TextEncoder().encode(text);
const gzip = (body: Uint8Array) => new Uint8Array(gzipSync(body));

describe('the content type of a precached file', () => {
  it('is known by its name’s ending, a query left aside, and none for a kind not listed', () => {
    expect(contentTypeOf('en/contact.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('assets/app-1a2b.js?v=1')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('manifest-en.webmanifest')).toBe('application/manifest+json');
    expect(contentTypeOf('images/a-800.avif')).toBe('image/avif');
    expect(contentTypeOf('robots.txt')).toBeNull();
  });
});

describe('a file in its stored form', () => {
  it('is a page with its styles linked, gzipped', () => {
    const page = '<head><style>a{}</style>\n<link rel="stylesheet" href="/assets/a-1.css" disabled></head><p>Hola</p>';
    const stored = storedForm('index.html', bytes(page), gzip);
    expect(stored.storedCoding).toBe('gzip');
    expect(stored.contentType).toMatch(/^text\/html/);
    expect(gunzipSync(stored.body).toString()).toBe(
      '<head><link rel="stylesheet" href="/assets/a-1.css"></head><p>Hola</p>',
    );
  });

  it('is a script or a picture as it is, and a translation gzipped', () => {
    const script = bytes('console.log(1)');
    expect(storedForm('assets/a.js', script, gzip)).toEqual({ body: script, contentType: contentTypeOf('a.js') });
    const picture = new Uint8Array([1, 2, 3]);
    expect(storedForm('images/a.avif', picture, gzip).body).toBe(picture);
    expect(gunzipSync(storedForm('locales/x/en/common.json', bytes('{"a":1}'), gzip).body).toString()).toBe('{"a":1}');
  });

  it('fails the build for a kind of file whose content type is not known', () => {
    expect(() => storedForm('robots.txt', bytes(''), gzip)).toThrow('robots.txt');
  });
});

describe('packing the catalogue', () => {
  const stored =
    (sizes: Record<string, number>, alone: string[] = []) =>
    (url: string) =>
      alone.includes(url)
        ? null
        : ({
            body: new Uint8Array(sizes[url]!).fill(url.charCodeAt(0)),
            contentType: 'text/plain',
          } satisfies StoredFile);
  const sha256 = (body: Uint8Array) => createHash('sha256').update(body).digest('hex');

  it('joins the files in the list’s order into packs of about the size asked, each entry marked with its place', () => {
    const entries = ['a', 'b', 'c', 'd'].map((url) => ({ url, revision: null }));
    const { manifest, packs } = packCatalogue(entries, {
      stored: stored({ a: 40, b: 50, c: 30, d: 10 }),
      sha256,
      packBytes: 100,
    });
    expect(packs.map(({ bytes: body }) => body.length)).toEqual([90, 40]);
    expect(packs.every(({ url }) => PACK_FILE.test(url))).toBe(true);
    expect(manifest.map((entry) => [entry.url, entry.pack, entry.offset, entry.length])).toEqual([
      ['a', packs[0]!.url, 0, 40],
      ['b', packs[0]!.url, 40, 50],
      ['c', packs[1]!.url, 0, 30],
      ['d', packs[1]!.url, 30, 10],
    ]);
    expect(manifest[2]!.packSize).toBe(40);
    expect(packs[1]!.bytes[30]).toBe('d'.charCodeAt(0));
  });

  it('leaves a file with headers of its own out of the packs, and puts a file larger than a pack alone in one', () => {
    const entries = ['a', 'big', 'own'].map((url) => ({ url, revision: 'r' }));
    const { manifest, packs } = packCatalogue(entries, {
      stored: stored({ a: 10, big: 500 }, ['own']),
      sha256,
      packBytes: 100,
    });
    expect(packs.map(({ bytes: body }) => body.length)).toEqual([10, 500]);
    expect(manifest[2]).toEqual({ url: 'own', revision: 'r' });
    expect(packPlaceOf(manifest[2]!)).toBeUndefined();
    expect(packPlaceOf(manifest[1]!)).toEqual({
      pack: packs[1]!.url,
      packSize: 500,
      offset: 0,
      length: 500,
      contentType: 'text/plain',
    });
  });
});

describe('a fetched pack', () => {
  const sha256 = (body: Uint8Array) => createHash('sha256').update(body).digest('hex');
  const body = bytes('onetwothree');
  const url = `https://site/${
    packCatalogue([{ url: 'a' }], {
      stored: () => ({ body, contentType: 'text/plain' }),
      sha256,
    }).packs[0]!.url
  }`;

  it('is the pack its name was made from when its bytes are, and not when one byte differs', async () => {
    expect(await isPackNamed(url, body.slice().buffer)).toBe(true);
    const altered = body.slice();
    altered[5] = altered[5]! ^ 1;
    expect(await isPackNamed(url, altered.buffer)).toBe(false);
  });

  it('is not a pack at all under a name that carries no hash of the right length', async () => {
    expect(await isPackNamed('https://site/assets/p0.bin', body.slice().buffer)).toBe(false);
    expect(await isPackNamed(url.replace(/-([0-9a-f]+)\.bin$/, '-$1ab.bin'), body.slice().buffer)).toBe(false);
  });
});

describe('a file from its pack', () => {
  it('carries the host’s headers of the pack, with its own type, length and coding in place of the pack’s', async () => {
    const pack = bytes('onetwothree').buffer as ArrayBuffer;
    const response = responseFromPack(
      pack,
      { pack: 'p', packSize: 11, offset: 3, length: 3, contentType: 'text/css; charset=utf-8', storedCoding: 'gzip' },
      new Headers({
        'content-security-policy': "default-src 'self'",
        'content-type': 'application/octet-stream',
        'content-length': '11',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: '"pack"',
      }),
    );
    expect(await response.text()).toBe('two');
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-security-policy': "default-src 'self'",
      'content-type': 'text/css; charset=utf-8',
      'content-length': '3',
      [STORED_CODING]: 'gzip',
    });
  });
});
