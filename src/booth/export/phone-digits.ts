/**
 * A phone number typed as bare digits (`+34600000000`, `0034600000000`, `0612345678`) is what a
 * spreadsheet opening the CSV reads as a quantity: it drops the `+` and the leading zeros and may
 * show 3.46E+10, and the number is lost. Written in groups (`+34 600 000 000`), as people write
 * one, it is read as text, the rep reads it at a glance, and a CRM or a phone dials the same
 * digits: only spaces are added, never a digit changed or a mark that would be imported with it.
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

/** Digits in threes from the left, the last group of four rather than one left alone (555 0123). */
export function inThrees(digits: string): string {
  const groups: string[] = [];
  let rest = digits;
  while (rest.length > 4) {
    groups.push(rest.slice(0, 3));
    rest = rest.slice(3);
  }
  if (rest) groups.push(rest);
  return groups.join(' ');
}

/** Fewer digits than this are an extension or a short number: a spreadsheet shows them whole. */
const MIN_GROUPED = 5;

/**
 * `value` in groups when it is bare digits, perhaps after a `+` (international: the country code,
 * then the rest; `00` before it kept as typed); anything else as it is.
 */
export function readablePhone(value: string): string {
  const bare = /^(\+|00)?(\d+)$/.exec(value);
  if (!bare) return value;
  const [, international = '', digits = ''] = bare;
  if (!international) return digits.length < MIN_GROUPED ? value : inThrees(digits);
  const code = countryCodeLength(digits);
  const national = digits.slice(code);
  return national ? `${international}${digits.slice(0, code)} ${inThrees(national)}` : value;
}
