import { describe, expect, it } from 'vitest';
import { serviceItem } from '../../selection/items';
import { at, lead, translate } from './export-test-support';
import { MAX_LINE_OCTETS, escapeText, foldLine, leadVcard, leadsVcard } from './leads-vcard';

const en = translate('en');
const encoder = new TextEncoder();
const unfold = (text: string) => text.replace(/\r\n /g, '');
/** RFC 6350 §3.4 read back: `\n` a line break, `\x` the character x. */
const unescape = (value: string) => value.replace(/\\(.)/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
/** The card's properties after unfolding, by name (its parameters dropped). */
function properties(card: string): Map<string, string> {
  const lines = unfold(card).split('\r\n').filter(Boolean);
  return new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).split(';')[0]!, line.slice(colon + 1)];
    }),
  );
}

describe('a vCard text value', () => {
  it('escapes backslashes, commas, semicolons and line breaks', () => {
    expect(escapeText('a\\b, c; d\ne\r\nf\rg')).toBe('a\\\\b\\, c\\; d\\ne\\nf\\ng');
    expect(unescape(escapeText('a\\b, c; d\ne'))).toBe('a\\b, c; d\ne');
  });

  it('drops the control characters a value may not hold (RFC 6350 §3.3: VALUE-CHAR), keeping tabs', () => {
    // A note pasted from another program can carry them; a strict importer refuses the card.
    expect(escapeText('a\u0000b\u000bc\u001bd\u007fe\tf')).toBe('abcde\tf');
  });
});

describe('a folded line', () => {
  const lines = (folded: string) => folded.split('\r\n');

  it('leaves a line of 75 octets whole, and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(lines(foldLine('x'.repeat(76)))).toEqual(['x'.repeat(75), ' x']);
    expect(lines(foldLine('x'.repeat(75 + 74 + 1)))).toEqual(['x'.repeat(75), ` ${'x'.repeat(74)}`, ' x']);
  });

  it.each([
    ['two-byte letters', 'NOTE:' + 'é'.repeat(100)],
    ['three-byte characters', 'FN:' + '王小明'.repeat(30)],
    ['four-byte emoji', 'NOTE:' + '🧵'.repeat(40)],
    ['escapes', 'NOTE:' + 'a\\,'.repeat(40)],
    ['all of them mixed', 'NOTE:' + 'é\\n🧵王a\\\\;'.repeat(30)],
  ])('never cuts a character or an escape (%s)', (_, line) => {
    const folded = foldLine(line);
    expect(unfold(folded)).toBe(line);
    for (const part of lines(folded)) {
      expect(encoder.encode(part).length).toBeLessThanOrEqual(MAX_LINE_OCTETS);
      // A valid UTF-8 part decodes to itself; half a character would not (and no lone surrogate).
      expect(new TextDecoder('utf-8', { fatal: true }).decode(encoder.encode(part))).toBe(part);
      expect(part).not.toMatch(/[\ud800-\udfff]$/u); // a lone surrogate: half an emoji
      expect(part.replace(/\\./g, '')).not.toMatch(/\\$/);
    }
  });
});

describe('the leads as vCards', () => {
  const row = {
    lead: lead('a1b2', {
      name: 'Puig, Jordi; "el de les cascades"',
      company: 'Tapisseries Puig; Fills',
      email: 'jordi@example.com',
      phone: '+34 600 000 000',
      country: 'España',
      language: 'fr',
      items: [serviceItem('libros')],
      projectTypes: ['cuttings'],
      rating: 'warm',
      notes: 'Wants 50 cascades\nby March, \\ urgent',
    }),
    state: { kind: 'sent', at: at(10, 1) } as const,
  };

  it('is a 4.0 card with CRLF line ends, every line within 75 octets', () => {
    const card = leadVcard(row, en);
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of card.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(MAX_LINE_OCTETS);
  });

  it('names, reaches and notes the visitor, every value escaped', () => {
    const p = properties(leadVcard(row, en));
    expect(unescape(p.get('FN')!)).toBe('Puig, Jordi; "el de les cascades"');
    expect(p.get('N')).toBe('Puig\\, Jordi\\; "el de les cascades";;;;');
    expect(p.get('ORG')).toBe('Tapisseries Puig\\; Fills');
    expect(p.get('EMAIL')).toBe('jordi@example.com');
    expect(p.get('TEL')).toBe('+34 600 000 000');
    expect(p.get('ADR')).toBe(';;;;;;España');
    expect(p.get('LANG')).toBe('fr');
    expect(p.get('UID')).toBe('a1b2');
    expect(unescape(p.get('NOTE')!).split('\n')).toEqual([
      'Status: Sent',
      'Status since: 2026-11-29 10:01',
      'Rating: Warm',
      'Interests: Swatch books; Cuttings',
      'Notes: Wants 50 cascades',
      'by March, \\ urgent',
      'Reply language: Français',
      'Fair: Heimtextil',
      'Rep: Núria Vidal',
      'Taken at: 2026-11-29 09:05',
      'Consent given at: 2026-11-29 09:10',
      'Submission ID: a1b2',
    ]);
  });

  it('leaves out what the rep did not type, and names a card without a name by its company', () => {
    const p = properties(
      leadVcard({ lead: lead('c3', { name: '', phone: '', country: '' }), state: { kind: 'saved' } }, en),
    );
    expect(p.get('FN')).toBe('Tapisseries Puig');
    expect(p.has('TEL')).toBe(false);
    expect(p.has('ADR')).toBe(false);
    expect(unescape(p.get('NOTE')!)).not.toMatch(/Rating|Notes:/);
  });

  it('names a card with neither name nor company by its e-mail', () => {
    const nameless = lead('c4', { name: ' ', company: '', email: 'visitor@example.com' });
    expect(properties(leadVcard({ lead: nameless, state: { kind: 'open' } }, en)).get('FN')).toBe(
      'visitor@example.com',
    );
  });

  it('leaves out a card with nothing to name it by (an FN may not be empty), and keeps the others', () => {
    const blank = lead('e5', { name: '', company: ' ', email: '' });
    const file = leadsVcard([{ lead: blank, state: { kind: 'open' } }, row], en);
    const cards = file.split('END:VCARD\r\n').filter(Boolean);
    expect(cards).toHaveLength(1);
    expect(unfold(file)).not.toMatch(/^FN:$/m);
    expect(properties(cards[0]!).get('UID')).toBe('a1b2');
  });

  it('writes one card per lead, in order, non-Latin names whole', () => {
    const file = leadsVcard(
      [row, { lead: lead('d4', { name: 'Αλέξανδρος Παπαδόπουλος'.repeat(3) }), state: { kind: 'saved' } }],
      en,
    );
    const cards = file.split('END:VCARD\r\n').filter(Boolean);
    expect(cards).toHaveLength(2);
    expect(unescape(properties(cards[1]!).get('FN')!)).toBe('Αλέξανδρος Παπαδόπουλος'.repeat(3));
  });
});
