import { describe, expect, it } from 'vitest';
import { packPlacesByUrl } from './pack-places';

const place = { packSize: 30, length: 10, contentType: 'text/html; charset=utf-8', storedCoding: 'gzip' };
const entries = [
  { url: 'index.html', pack: 'assets/catalogue-0123456789abcdef.bin', offset: 0, ...place },
  { url: 'es/contacto.html', pack: 'assets/catalogue-0123456789abcdef.bin', offset: 10, ...place },
  { url: 'privacidad.html' },
];
const BASE = 'https://site.example/sw.js';

describe('the files the worker takes from packs', () => {
  it('are the packed entries, by their absolute URL, each with its pack’s absolute URL; a file on its own is not one', () => {
    const places = packPlacesByUrl(entries, BASE, true);
    expect([...places.keys()]).toEqual(['https://site.example/index.html', 'https://site.example/es/contacto.html']);
    expect(places.get('https://site.example/es/contacto.html')).toEqual({
      pack: 'https://site.example/assets/catalogue-0123456789abcdef.bin',
      offset: 10,
      ...place,
    });
  });

  it('are none in a browser without gzip streams, which fetches every file on its own', () => {
    expect(packPlacesByUrl(entries, BASE, false).size).toBe(0);
  });
});
