import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isPackNamed, PACK_FILE, packPlaceOf, storedForm } from '../../src/pwa/catalogue-packs.ts';
import { precacheList } from '../../e2e/support/precache-list.ts';
import { pageHeaderRules } from '../../src/app/hosting-headers.ts';
import { headersFor } from '../../src/routing/server-answer.ts';

const DIST = 'dist';
const list = precacheList(DIST);
const packed = list.flatMap((entry) => {
  const place = packPlaceOf(entry);
  return place ? [{ url: entry.url, place }] : [];
});

describe('the catalogue packs, as built', () => {
  it('hold most of the precache list in a few packs under /assets/, none of them listed itself', () => {
    const packs = new Set(packed.map(({ place }) => place.pack));
    expect(packed.length).toBeGreaterThan(list.length / 2);
    expect(packs.size).toBeLessThan(list.length / 10);
    expect([...packs].filter((pack) => !PACK_FILE.test(pack))).toEqual([]);
    expect(list.filter(({ url }) => PACK_FILE.test(url))).toEqual([]);
    // No pack left over from an earlier build that the list does not use.
    const written = readdirSync(join(DIST, 'assets')).filter((file) => PACK_FILE.test(`assets/${file}`));
    expect(written.map((file) => `assets/${file}`).sort()).toEqual([...packs].sort());
  });

  it('hold each entry at its place in the form the worker stores it, in a pack of the length listed', () => {
    // zlib's gzip at its default level, as the build's, gives the same bytes for the same file.
    const wrong = packed.filter(({ url, place }) => {
      const pack = readFileSync(join(DIST, place.pack));
      if (pack.length !== place.packSize || statSync(join(DIST, place.pack)).size !== place.packSize) return true;
      const inPack = pack.subarray(place.offset, place.offset + place.length);
      const stored = storedForm(url, readFileSync(join(DIST, url)), (bytes) => gzipSync(bytes));
      return (
        stored.contentType !== place.contentType ||
        stored.storedCoding !== place.storedCoding ||
        !Buffer.from(stored.body).equals(inPack)
      );
    });
    expect(wrong.map(({ url }) => url)).toEqual([]);
  });

  it('are each named by their own bytes, as the worker checks a fetched pack', async () => {
    const packs = [...new Set(packed.map(({ place }) => place.pack))];
    const misnamed: string[] = [];
    for (const pack of packs) {
      const bytes = readFileSync(join(DIST, pack));
      const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
      if (!(await isPackNamed(`/${pack}`, body))) misnamed.push(pack);
    }
    expect(packs.length).toBeGreaterThan(0);
    expect(misnamed).toEqual([]);
  });

  it('leave out each page with headers of its own, which the worker must keep as the host sends them', () => {
    const own = list.filter(({ url }) => Object.keys(headersFor(pageHeaderRules(), `/${url}`)).length > 0);
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((entry) => packPlaceOf(entry))).toEqual([]);
  });
});
