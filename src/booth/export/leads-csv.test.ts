import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages';
import { pictureItem, serviceItem } from '../../selection/items';
import { at, lead, translate } from './export-test-support';
import { FIELD_KEYS } from './lead-fields';
import { CSV_BOM, csvField, inertCell, isPhoneNumber, leadsCsv } from './leads-csv';
// The e2e test's reader: the unit tests check it on the same files it checks in the browser.
import { parseCsv as parse } from '../../../e2e/support/rfc4180';

const en = translate('en');

describe('a CSV cell a spreadsheet cannot run', () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['-2+3', `'-2+3`],
    ['+34 600 000 000', `'+34 600 000 000`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['Jordi = Puig', 'Jordi = Puig'],
    ['', ''],
    // A spreadsheet that trims a cell on import (LibreOffice's "Trim spaces", Google Sheets)
    // reads what follows the blanks, so the sign counts after them too …
    [' =HYPERLINK("x")', `' =HYPERLINK("x")`],
    ['\n=1+1', `'\n=1+1`],
    ['\u00a0@SUM(A1)', `'\u00a0@SUM(A1)`],
    // … and the fullwidth signs an East Asian input method types, which width folding (NFKC, as
    // an importer that normalises text does) turns into the ASCII ones.
    ['＝HYPERLINK("x")', `'＝HYPERLINK("x")`],
    ['＋1', `'＋1`],
    ['－1', `'－1`],
    ['＠SUM(A1)', `'＠SUM(A1)`],
    ['Anna - Puig', 'Anna - Puig'],
  ])('text %j becomes %j', (value, cell) => expect(inertCell(value)).toBe(cell));

  it.each([
    ['+34 600 000 000', '+34 600 000 000'],
    ['+33 (0)1 23 45 67 89', '+33 (0)1 23 45 67 89'],
    ['93.123.45.67', '93.123.45.67'],
    ['600-000-000', '600-000-000'],
    // Bare digits, which a spreadsheet reads as a quantity (the `+` and leading zeros dropped):
    // the prefix split off, as text.
    ['+34600000000', '+34 600000000'],
    ['0034600000000', '0034 600000000'],
    ['0612345678', '0 612345678'],
    ['933000000', '933000000'],
    // The card keeps the phone as typed; blanks around it are trimmed first, as the vCard does.
    ['+34600000000 ', '+34 600000000'],
    [' +34600000000', '+34 600000000'],
    [' +34 600 000 000 ', '+34 600 000 000'],
    ['-2+3', `'-2+3`],
    ['+34 600 000 000 ext. 12', `'+34 600 000 000 ext. 12`],
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+1+1', `'+1+1`],
    ['+', `'+`],
    ['', ''],
  ])('phone %j becomes %j', (value, cell) => expect(inertCell(value, 'phone')).toBe(cell));

  it('knows a phone number by its signs, never by a letter', () => {
    expect(isPhoneNumber('+34 600 000 000')).toBe(true);
    expect(isPhoneNumber('-600')).toBe(false);
    expect(isPhoneNumber('+34 A1')).toBe(false);
  });
});

describe('an RFC 4180 field', () => {
  it.each([
    ['plain', 'plain'],
    ['Puig, Jordi', '"Puig, Jordi"'],
    ['the "best"', '"the ""best"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['', ''],
    ['Łódź 北京', 'Łódź 北京'],
  ])('%j is written %j', (value, field) => expect(csvField(value)).toBe(field));
});

describe('the leads as CSV', () => {
  const rows = [
    {
      lead: lead(
        'a1',
        {
          name: '=HYPERLINK("x")',
          company: 'Puig, Serra & "Fills"',
          phone: '+34 600 000 000',
          country: 'España',
          language: 'fr',
          items: [serviceItem('libros'), pictureItem('cascadas', 'services/cascadas/gallery-1')],
          projectTypes: ['cuttings', 'otro'],
          rating: 'hot',
          notes: 'First line\nsecond, with a comma\r\nthird "quoted"',
        },
        { sentAt: at(10, 1) },
      ),
      state: { kind: 'sent', at: at(10, 1) } as const,
    },
    {
      lead: lead('b2', { name: '王小明', company: '', email: 'wang@example.cn', consentAt: null }),
      state: { kind: 'saved' } as const,
    },
    {
      lead: lead('c3', { name: '@SUM(A1)', notes: '-2+3' }, { savedAt: at(11, 30) }),
      state: { kind: 'attention', reason: 'refused' } as const,
    },
  ];
  const text = leadsCsv(rows, en);

  it('starts with the UTF-8 byte-order mark and ends every record with CRLF', () => {
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('reads back as a header and one record per lead, every field as written', () => {
    const [header, ...records] = parse(text.slice(1));
    expect(header).toEqual([
      'Status',
      'Status since',
      'Fair',
      'Rep',
      'Taken at',
      'Name',
      'Company',
      'Email',
      'Phone',
      'Country',
      'Reply language',
      'Interests',
      'Rating',
      'Notes',
      'Consent given at',
      'Submission ID',
    ]);
    expect(records).toHaveLength(3);
    const [first, second, third] = records.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])));
    expect(first).toEqual({
      Status: 'Sent',
      'Status since': '2026-11-29 10:01',
      Fair: 'Heimtextil',
      Rep: 'Núria Vidal',
      'Taken at': '2026-11-29 09:05',
      Name: `'=HYPERLINK("x")`,
      Company: 'Puig, Serra & "Fills"',
      Email: 'jordi@example.com',
      Phone: '+34 600 000 000',
      Country: 'España',
      'Reply language': 'Français',
      Interests: 'Swatch books; Cascades: photo “Warm colourway”; Cuttings; Other',
      Rating: 'Hot',
      Notes: 'First line\nsecond, with a comma\r\nthird "quoted"',
      'Consent given at': '2026-11-29 09:10',
      'Submission ID': 'a1',
    });
    expect(second).toMatchObject({
      Status: 'Saved on this device',
      'Status since': '2026-11-29 09:15',
      Name: '王小明',
      Company: '',
      Rating: '',
      'Consent given at': '',
    });
    expect(third).toMatchObject({
      Status: 'Needs attention: the mail service refused it',
      'Status since': '2026-11-29 11:30',
      Name: `'@SUM(A1)`,
      Notes: `'-2+3`,
    });
  });

  it('has every header and state in every language', () => {
    for (const lang of LANGUAGES) {
      const t = translate(lang);
      const [header, ...records] = parse(leadsCsv(rows, t).slice(1));
      expect(header).toHaveLength(FIELD_KEYS.length);
      expect(new Set(header).size).toBe(FIELD_KEYS.length);
      for (const cell of [...header!, ...records.flat()]) expect(cell, lang).not.toMatch(/booth:|common:|export\.|{{/);
    }
    const [esHeader] = parse(leadsCsv([], translate('es')).slice(1));
    expect(esHeader![0]).toBe('Estado');
  });

  it('is a header alone when there are no leads', () => {
    expect(parse(leadsCsv([], en).slice(1))).toHaveLength(1);
  });
});
