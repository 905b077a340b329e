import { describe, expect, it } from 'vitest';
import { ALL_ITEMS, itemKey, pictureItem, serviceItem } from './items';
import { MAX_ITEMS } from './limits';
import {
  CODE_PATTERN,
  SELECTION_PARAM,
  SHORT_CODES,
  decodeSelection,
  encodeSelection,
  selectionParamValue,
} from './short-codes';

/**
 * The rows published so far, copied by hand. Links with these codes are out in the world (QR
 * codes, e-mails): a row here may never change. New rows go at the end of SHORT_CODES, and are
 * copied here once they ship.
 */
const PUBLISHED: readonly (readonly [string, string])[] = [
  ['00', 'service:diseno'],
  ['01', 'service:imprenta'],
  ['02', 'service:encuadernacion'],
  ['03', 'service:cascadas'],
  ['04', 'service:libros'],
  ['05', 'service:cartas-colores'],
  ['06', 'service:cuttings'],
  ['07', 'service:lomeras'],
  ['08', 'service:catalogos'],
  ['09', 'service:varios'],
  ['0a', 'picture:design/gallery-1'],
  ['0b', 'picture:design/gallery-2'],
  ['0c', 'picture:design/gallery-3'],
  ['0d', 'picture:design/gallery-4'],
  ['0e', 'picture:design/gallery-5'],
  ['0f', 'picture:printing/carousel-1'],
  ['0g', 'picture:printing/carousel-2'],
  ['0h', 'picture:printing/carousel-3'],
  ['0i', 'picture:printing/carousel-4'],
  ['0j', 'picture:printing/carousel-5'],
  ['0k', 'picture:binding/slide-01'],
  ['0l', 'picture:binding/slide-02'],
  ['0m', 'picture:binding/slide-03'],
  ['0n', 'picture:binding/slide-04'],
  ['0o', 'picture:binding/slide-05'],
  ['0p', 'picture:binding/slide-06'],
  ['0q', 'picture:binding/slide-07'],
  ['0r', 'picture:binding/slide-08'],
  ['0s', 'picture:binding/slide-09'],
  ['0t', 'picture:binding/slide-10'],
  ['0u', 'picture:binding/slide-11'],
  ['0v', 'picture:binding/slide-12'],
  ['0w', 'picture:binding/slide-13'],
  ['0x', 'picture:binding/slide-14'],
  ['0y', 'picture:binding/slide-15'],
  ['0z', 'picture:binding/slide-16'],
  ['10', 'picture:services/cascadas/gallery-1'],
  ['11', 'picture:services/cascadas/gallery-2'],
  ['12', 'picture:services/cascadas/gallery-3'],
  ['13', 'picture:services/cascadas/gallery-4'],
  ['14', 'picture:services/libros/gallery-1'],
  ['15', 'picture:services/libros/gallery-2'],
  ['16', 'picture:services/libros/gallery-3'],
  ['17', 'picture:services/libros/gallery-4'],
  ['18', 'picture:services/cartas-colores/gallery-1'],
  ['19', 'picture:services/cartas-colores/gallery-2'],
  ['1a', 'picture:services/cartas-colores/gallery-3'],
  ['1b', 'picture:services/cartas-colores/gallery-4'],
  ['1c', 'picture:services/cuttings/gallery-1'],
  ['1d', 'picture:services/cuttings/gallery-2'],
  ['1e', 'picture:services/cuttings/gallery-3'],
  ['1f', 'picture:services/cuttings/gallery-4'],
  ['1g', 'picture:services/lomeras/gallery-1'],
  ['1h', 'picture:services/lomeras/gallery-2'],
  ['1i', 'picture:services/lomeras/gallery-3'],
  ['1j', 'picture:services/lomeras/gallery-4'],
  ['1k', 'picture:services/catalogos/gallery-1'],
  ['1l', 'picture:services/catalogos/gallery-2'],
  ['1m', 'picture:services/catalogos/gallery-3'],
  ['1n', 'picture:services/catalogos/gallery-4'],
  ['1o', 'picture:various/gallery-1'],
  ['1p', 'picture:various/gallery-2'],
  ['1q', 'picture:various/gallery-3'],
  ['1r', 'picture:various/gallery-4'],
  ['1s', 'picture:various/gallery-5'],
  ['1t', 'picture:various/gallery-6'],
];

describe('the short-code table', () => {
  it('keeps every published code for its item, in place: new codes are only appended', () => {
    expect(SHORT_CODES.slice(0, PUBLISHED.length)).toEqual(PUBLISHED);
  });

  it('gives every item of the site a code', () => {
    const coded = new Set(SHORT_CODES.map(([, key]) => key));
    for (const item of ALL_ITEMS) expect(coded.has(itemKey(item)), itemKey(item)).toBe(true);
  });

  it('has one code per item and one item per code, each code short and safe in a URL', () => {
    const codes = SHORT_CODES.map(([code]) => code);
    const keys = SHORT_CODES.map(([, key]) => key);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(keys).size).toBe(keys.length);
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
  });
});

describe('a selection in a link', () => {
  const some = [serviceItem('libros'), pictureItem('cascadas', 'services/cascadas/gallery-3'), serviceItem('imprenta')];

  it('comes back as the same items, in the same order', () => {
    expect(decodeSelection(encodeSelection(some))).toEqual({ items: some, unread: 0, beyondLimit: 0 });
    const all = ALL_ITEMS.slice(-MAX_ITEMS);
    expect(decodeSelection(encodeSelection(all)).items).toEqual(all);
  });

  it('stays short: 30 items with the longest codes take under 100 characters', () => {
    const longest = [...SHORT_CODES].sort(([a], [b]) => b.length - a.length).slice(0, MAX_ITEMS);
    const value = encodeSelection(longest.map(([, key]) => ALL_ITEMS.find((item) => itemKey(item) === key)!));
    expect(value.length).toBeLessThan(100);
    expect(encodeURIComponent(value)).toBe(value);
    expect(`?${SELECTION_PARAM}=${value}`.length).toBeLessThan(100);
  });

  it('reads what it can of a damaged link and counts the rest', () => {
    expect(decodeSelection('01.zz.<b>x</b>.0a..')).toEqual({
      items: [serviceItem('imprenta'), pictureItem('diseno', 'design/gallery-1')],
      unread: 2,
      beyondLimit: 0,
    });
    expect(decodeSelection('01.01.01')).toEqual({ items: [serviceItem('imprenta')], unread: 0, beyondLimit: 0 });
    expect(decodeSelection(' 0A . 01 ')).toEqual({
      items: [pictureItem('diseno', 'design/gallery-1'), serviceItem('imprenta')],
      unread: 0,
      beyondLimit: 0,
    });
    expect(decodeSelection('')).toEqual({ items: [], unread: 0, beyondLimit: 0 });
    expect(decodeSelection(null)).toEqual({ items: [], unread: 0, beyondLimit: 0 });
  });

  it('keeps the first 30 known items of a longer link and says how many it left out', () => {
    const value = encodeSelection(ALL_ITEMS.slice(0, MAX_ITEMS + 5));
    const decoded = decodeSelection(value);
    expect(decoded.items).toEqual(ALL_ITEMS.slice(0, MAX_ITEMS));
    expect(decoded.beyondLimit).toBe(5);
  });

  it('never throws and answers only items of the table, whatever random text it meets', () => {
    // A seeded generator: the same strings every run, so a failure can be replayed.
    let seed = 53;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = [
      '0',
      '1',
      'a',
      'z',
      '.',
      '..',
      '<',
      '>',
      '"',
      '%',
      '%2E',
      ' ',
      '\u0000',
      '😀',
      '\u202E',
      'ß',
      '0a',
    ];
    const known = new Set(ALL_ITEMS.map(itemKey));
    for (let round = 0; round < 2_000; round++) {
      const length = Math.floor(random() * 80);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const decoded = decodeSelection(text);
      expect(decoded.items.length).toBeLessThanOrEqual(MAX_ITEMS);
      for (const item of decoded.items) expect(known.has(itemKey(item)), text).toBe(true);
      expect(new Set(decoded.items.map(itemKey)).size).toBe(decoded.items.length);
      expect(decoded.unread).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('a selection written by hand or pasted twice', () => {
  const books = serviceItem('libros');
  const printing = serviceItem('imprenta');

  it('reads codes between spaces (a + in the query), commas and semicolons as well as dots', () => {
    for (const query of ['s=04+01', 's=04,01', 's=04%2001', 's=04;01', 's=04 ,. 01']) {
      const value = selectionParamValue(new URLSearchParams(query));
      expect(decodeSelection(value), query).toEqual({ items: [books, printing], unread: 0, beyondLimit: 0 });
    }
  });

  it('reads every ?s= of an address, in order, and none when there is none', () => {
    const value = selectionParamValue(new URLSearchParams('s=04&x=1&s=01'));
    expect(decodeSelection(value)).toEqual({ items: [books, printing], unread: 0, beyondLimit: 0 });
    expect(selectionParamValue(new URLSearchParams('x=1'))).toBeNull();
    expect(selectionParamValue(new URLSearchParams('s='))).toBe('');
  });
});
