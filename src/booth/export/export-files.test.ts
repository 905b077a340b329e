import { describe, expect, it } from 'vitest';
import { at, lead, translate } from './export-test-support';
import { CSV_BOM } from './leads-csv';
import { exportBaseName, exportFiles, fileNamePart, vcardCount } from './export-files';

describe('the export’s file names', () => {
  it.each([
    ['Heimtextil 2027', 'Heimtextil-2027'],
    ['Maison&Objet: Paris / Jan.', 'Maison-Objet-Paris-Jan'],
    ['  "Fira" <BCN>  ', 'Fira-BCN'],
    ['北京国际纺织展', '北京国际纺织展'],
    ['../../etc', 'etc'],
    ['', ''],
    ['x'.repeat(59) + ' y', 'x'.repeat(59)],
    // A mark is part of its letter: Devanagari's vowel signs, Arabic's vowels, Thai's.
    ['मेला दिल्ली', 'मेला-दिल्ली'],
    ['مَعْرِض', 'مَعْرِض'],
  ])('%j becomes %j', (fair, part) => expect(fileNamePart(fair)).toBe(part));

  it('names the day, and leaves out a fair without a name', () => {
    const date = new Date(2026, 10, 29, 23, 59);
    expect(exportBaseName('leads', 'Heimtextil 2027', date)).toBe('leads-Heimtextil-2027-2026-11-29');
    expect(exportBaseName('fichas', '', date)).toBe('fichas-2026-11-29');
  });

  it('keeps the whole name within 255 UTF-8 bytes (ext4, APFS) whatever script the fair is written in', () => {
    const date = new Date(2026, 10, 29);
    for (const fair of ['𠀀'.repeat(80), '北'.repeat(200), 'é'.repeat(300)]) {
      const name = `${exportBaseName('prospects', fair, date)}.csv`;
      expect(new TextEncoder().encode(name).length, fair).toBeLessThanOrEqual(255);
      expect(name).not.toContain('\uFFFD');
    }
  });
});

describe('the export’s files', () => {
  it('are a UTF-8 CSV with its BOM and a vCard file, named alike', async () => {
    const rows = [{ lead: lead('a1', { name: 'Zoë' }), state: { kind: 'sent', at: at(10, 1) } as const }];
    const { csv, vcf } = exportFiles(rows, translate('fr'), 'Maison&Objet', new Date(2026, 10, 29));
    expect(csv.name).toBe('fiches-Maison-Objet-2026-11-29.csv');
    if (!vcf) throw new Error('no vCard file');
    expect(vcf.name).toBe('fiches-Maison-Objet-2026-11-29.vcf');
    expect(csv.type).toBe('text/csv;charset=utf-8');
    expect(vcf.type).toBe('text/vcard;charset=utf-8');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM + 'État,')).toBe(true);
    expect(text).toContain('Zoë');
    expect(await vcf.text()).toContain('FN:Zoë\r\n');
  });
});

describe('the vCard file’s own count', () => {
  it('counts the cards the file holds, not the leads', () => {
    const card = (name: string) => `BEGIN:VCARD\r\nVERSION:4.0\r\nFN:${name}\r\nNOTE:BEGIN:VCARD\\n\r\nEND:VCARD\r\n`;
    expect(vcardCount(card('Zoë') + card('Pau'))).toBe(2);
    expect(vcardCount('')).toBe(0);
  });

  it('matches the leads written, and offers no vCard file that would hold no card', () => {
    const rows = [
      { lead: lead('a1', { name: 'Zoë' }), state: { kind: 'sent', at: at(10, 1) } as const },
      { lead: lead('a2', { company: 'Tèxtils Serra' }), state: { kind: 'sent', at: at(10, 2) } as const },
    ];
    expect(exportFiles(rows, translate('en'), '', new Date(2026, 10, 29)).vcards).toBe(2);
    const none = exportFiles([], translate('en'), '', new Date(2026, 10, 29));
    expect(none).toMatchObject({ vcf: null, vcards: 0 });
  });
});
