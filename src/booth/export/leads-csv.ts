import type { Translate } from '../../selection/message-block';
import { FIELD_KEYS, fieldHeader, fieldValues, type ExportRow } from './lead-fields';
import { readablePhone } from './phone-digits';

/**
 * The leads as a CSV file for a CRM's import or a spreadsheet: one row per lead under a header
 * row in the export's language; RFC 4180 (a field holding a comma, a quote, CR or LF is quoted,
 * its quotes doubled; CRLF after every record); UTF-8 with a byte-order mark, without which
 * Excel reads the file as the system's legacy code page and garbles every accent.
 */

export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * The characters that make a spreadsheet read a cell as a formula (`=`, `+`, `-`, `@`), and the
 * tab and carriage return some of them skip before looking (OWASP, "CSV Injection"). The sign
 * counts after any blanks too (spaces, no-break spaces, line feeds): a spreadsheet that trims a
 * cell on import (LibreOffice's "Trim spaces", Google Sheets) reads what follows them. The
 * fullwidth and small forms count as well: width folding (NFKC, as an importer that normalises
 * text does) makes them the ASCII signs.
 */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B])/u;

/**
 * A phone number as people write one: an optional leading `+`, then digits, spaces and the
 * separators `-`, `(`, `)`, `.`, with at least one digit, and never starting with `-`.
 *
 * Why such a cell is left as it is although it may start with `+`: what makes a formula cell
 * dangerous is a function (`HYPERLINK`, `WEBSERVICE`, a DDE call) or a reference to another cell,
 * and both need a letter; a cell of digits and these signs has none, so at worst a spreadsheet
 * does sums with it, it never fetches, runs or reads anything. Prefixing it with `'` would write
 * `'+34 600 000 000` into the CRM, which imports text as it is, and the rep would have to clean
 * every number. The rule holds for the phone column only: a name or a note made of digits and
 * signs (`-2+3`) is made inert like any other text.
 */
const PHONE_NUMBER = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

export function isPhoneNumber(value: string): boolean {
  return PHONE_NUMBER.test(value) && !value.startsWith('-');
}

/**
 * A cell a spreadsheet cannot run: one that would start a formula gets a leading `'`, which
 * Excel, LibreOffice and Google Sheets show as text (the mark OWASP names). A `phone` cell that
 * is a phone number once trimmed (the card keeps it as typed, blanks and all; the vCard trims it
 * too, so both files write the same number) stays as typed (see PHONE_NUMBER), but for one typed
 * as bare digits, whose prefix is split off so that a spreadsheet keeps its `+` and leading zeros
 * (phone-digits.ts).
 */
export function inertCell(value: string, kind: 'text' | 'phone' = 'text'): string {
  const phone = value.trim();
  if (kind === 'phone' && isPhoneNumber(phone)) return readablePhone(phone);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field, RFC 4180: quoted when it holds a comma, a quote, CR or LF; its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const record = (cells: readonly string[]) => cells.map(csvField).join(',') + CRLF;

/** The whole file's text, byte-order mark first; the rows in the order given. */
export function leadsCsv(rows: readonly ExportRow[], t: Translate): string {
  const header = record(FIELD_KEYS.map((key) => inertCell(fieldHeader(key, t))));
  const body = rows.map((row) => {
    const values = fieldValues(row, t);
    return record(FIELD_KEYS.map((key) => inertCell(values[key], key === 'phone' ? 'phone' : 'text')));
  });
  return CSV_BOM + header + body.join('');
}
