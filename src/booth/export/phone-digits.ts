/**
 * A phone number typed as bare digits (`+34600000000`, `0034600000000`, `0612345678`) is what a
 * spreadsheet opening the CSV reads as a quantity: it drops the `+` and the leading zeros and may
 * show 3.46E+10, and the number is lost. Only its prefix is split off by one space, the rest left
 * as typed (`+34 600000000`, `0034 600000000`, `0 612345678`): no national grouping is guessed,
 * and the cell is text in every locale. A space after a `+` or a leading zero is not a sign or a
 * digit of any number, and the rest has at least four digits, so it is never the three-digit
 * group of a locale whose thousands separator is a space (fr-FR reads `933 000 000` as a number).
 * A CRM or a phone dials the same digits: only that space is added, never a digit or a mark.
 * A number without a prefix or a leading zero (`933000000`) is left as typed: read as a quantity,
 * it still shows every digit.
 */

/**
 * E.164 country codes of one and two digits; every other code has three. The codes are prefix-free
 * (no code begins another), so the first digits of an international number tell where it ends.
 */
const SHORT_COUNTRY_CODES = new Set(
  [
    '1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58',
    '60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98',
  ]
    .join(' ')
    .split(' '),
);

function countryCodeLength(digits: string): number {
  if (SHORT_COUNTRY_CODES.has(digits.slice(0, 1))) return 1;
  return SHORT_COUNTRY_CODES.has(digits.slice(0, 2)) ? 2 : 3;
}

/** Fewer digits than this (after `+` or `00`) are a short number or an extension: left whole. */
const MIN_SPLIT = 7;

/**
 * `value` with its international prefix (`+` or `00` and the country code) or its leading zero
 * split from the rest when it is bare digits of at least MIN_SPLIT; anything else as it is.
 */
export function readablePhone(value: string): string {
  const bare = /^(\+|00|0)?(\d+)$/.exec(value);
  if (!bare) return value;
  const [, prefix = '', digits = ''] = bare;
  if (digits.length + (prefix === '0' ? 1 : 0) < MIN_SPLIT) return value;
  if (prefix === '') return value;
  if (prefix === '0') return `0 ${digits}`;
  const code = countryCodeLength(digits);
  return `${prefix}${digits.slice(0, code)} ${digits.slice(code)}`;
}
