import type { Translate } from '../../selection/message-block';
import type { LeadCard } from '../lead';
import { fieldHeader, fieldValues, type ExportRow, type FieldKey } from './lead-fields';

/**
 * The leads as one vCard file, a card per lead, for a phone's or a mail program's contacts.
 *
 * vCard 4.0 (RFC 6350) rather than 3.0: the reply's language has a property of its own only in
 * 4.0 (LANG), and 4.0 is UTF-8 by definition, where 3.0 leaves the character set to the transport,
 * which a file saved on a tablet does not have: a visitor's name in Greek or Chinese would be read
 * as whatever the importer guesses. Importers that read 4.0: Apple Contacts, Google Contacts,
 * Android's. The note repeats the language in words, for an importer that drops LANG.
 */

const CRLF = '\r\n';
/** RFC 6350 §3.2: a line SHOULD NOT be longer than 75 octets, its line break not counted. */
export const MAX_LINE_OCTETS = 75;

/**
 * A text value, RFC 6350 §3.4: backslash, comma and semicolon escaped, a line break as `\n`;
 * the other control characters, which a value may not hold (§3.3, VALUE-CHAR) and a note
 * pasted from another program can carry, dropped: a strict importer may refuse the card for one.
 */
export function escapeText(value: string): string {
  return value
    .replace(/[\\,;]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

/** A code point's size in UTF-8 (a lone surrogate: the 3 bytes of the U+FFFD written for it). */
const utf8Size = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);

/**
 * A content line folded at 75 octets (RFC 6350 §3.2: CRLF and one space before each following
 * part). It is cut only between characters, never inside one's UTF-8 bytes, and never inside an
 * escape (`\,`): unfolding joins anything back, but an importer that reads line by line before
 * unfolding would see half a character or a stray backslash.
 *
 * Sizes are counted from code points and the parts sliced from the line, rather than each
 * character encoded and appended: that way a thousand leads' file took most of a second on one
 * core, the page frozen under the rep's finger.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let start = 0;
  let room = MAX_LINE_OCTETS;
  let i = 0;
  while (i < line.length) {
    // The unit never to cut: an escape (the backslash and the character after it), or one
    // character (a code point, a surrogate pair whole).
    let end = i;
    let size = 0;
    do {
      const code = line.codePointAt(end)!;
      size += utf8Size(code);
      end += code > 0xffff ? 2 : 1;
    } while (end === i + 1 && line[i] === '\\' && end < line.length);
    if (size > room && i > start) {
      parts.push(line.slice(start, i));
      start = i;
      room = MAX_LINE_OCTETS - 1; // the leading space of a continuation line
    }
    room -= size;
    i = end;
  }
  parts.push(line.slice(start));
  return parts.join(`${CRLF} `);
}

const property = (name: string, value: string) => foldLine(`${name}:${value}`) + CRLF;

/** The fields the note carries, one per line, each under its header. */
const NOTE_FIELDS: readonly FieldKey[] = [
  'state',
  'stateAt',
  'rating',
  'interests',
  'notes',
  'language',
  'fair',
  'rep',
  'takenAt',
  'consentAt',
  'id',
];

/**
 * What a card is called (its FN, which RFC 6350 requires and an importer shows): the visitor's
 * name, else the company, else the e-mail; empty when the lead has none of them (a card opened
 * and left), which makes no contact.
 */
export function vcardName(card: LeadCard): string {
  return card.name.trim() || card.company.trim() || card.email.trim();
}

/** One card: who (FN, N, ORG, EMAIL, TEL, ADR's country, LANG), then the rep's note. */
export function leadVcard(row: ExportRow, t: Translate): string {
  const values = fieldValues(row, t);
  const { card } = row.lead;
  const fullName = vcardName(card);
  const note = NOTE_FIELDS.filter((key) => values[key] !== '')
    .map((key) => `${fieldHeader(key, t)}: ${values[key]}`)
    .join('\n');
  return [
    'BEGIN:VCARD\r\n',
    'VERSION:4.0\r\n',
    'KIND:individual\r\n',
    // The submission id: the same lead imported twice is one contact, not two.
    property('UID;VALUE=text', escapeText(row.lead.id)),
    property('FN', escapeText(fullName)),
    // The card has one name field: splitting it into family and given names guesses wrong for
    // two surnames, particles and names written family name first, so N holds it whole as the
    // family name, the component every importer sorts and shows.
    property('N', `${escapeText(card.name.trim())};;;;`),
    card.company.trim() ? property('ORG', escapeText(card.company.trim())) : '',
    card.email.trim() ? property('EMAIL;TYPE=work', escapeText(card.email.trim())) : '',
    card.phone.trim() ? property('TEL;TYPE=work,voice;VALUE=text', escapeText(card.phone.trim())) : '',
    // ADR's seven components: post box, extended, street, locality, region, postal code, country.
    card.country.trim() ? property('ADR;TYPE=work', `;;;;;;${escapeText(card.country.trim())}`) : '',
    property('LANG', card.language),
    property('NOTE', escapeText(note)),
    'END:VCARD\r\n',
  ].join('');
}

/**
 * The whole file: a card per lead, in the order given, but for a lead with nothing to name it by
 * (its card would have an empty FN, which importers refuse; the spreadsheet still lists it).
 */
export function leadsVcard(rows: readonly ExportRow[], t: Translate): string {
  return rows
    .filter((row) => vcardName(row.lead.card) !== '')
    .map((row) => leadVcard(row, t))
    .join('');
}
