/**
 * What the visitor types, made safe to keep and send: bounded, trimmed, and without the
 * invisible characters that hide text, break a line's layout or pass for a name. Pure.
 * No regex lookbehind: Safari before 16.4 cannot even parse it.
 */

/**
 * The longest message, in UTF-16 units (what `maxLength` and `.length` count). At most 3 bytes
 * each in UTF-8, with the other fields it stays far inside the provider's 50 KB for template
 * parameters, and it is as long as a real enquiry gets.
 */
export const MESSAGE_MAX_LENGTH = 5_000;
/** The counter shows once the message passes this share of the limit. */
export const COUNTER_FROM = 0.8;

/**
 * Control characters other than tab and line feed, the C1 controls, the soft hyphen, the
 * directional marks (Arabic letter mark, left-to-right and right-to-left marks) and the bidi
 * embeddings, overrides and isolates (typed text gets its isolation from `dir="auto"` where it is
 * shown), the Mongolian vowel separator, zero-width space, word joiner, byte-order mark, the
 * interlinear annotation marks, the tag characters (they hide text inside a flag or nothing), the
 * Hangul fillers (blank letters that pass for a name) and lone surrogates (half a character, which
 * no encoder sends on). Zero-width (non-)joiners stay: Persian, Indic scripts and emoji sequences
 * need them. With the `u` flag a surrogate range matches only an unpaired half.
 */
const INVISIBLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\u3164\uD800-\uDFFF\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu;

/** Multi-line text: line breaks kept (CR LF and CR become LF), invisible characters gone, trimmed. */
export function cleanMultiline(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(INVISIBLE, '').trim();
}

/** One-line text: every run of whitespace (line breaks included) is one space. */
export function cleanLine(value: string): string {
  return value.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** Printable ASCII but the space: each is a letter, digit, symbol or punctuation mark. */
const VISIBLE_ASCII = /[!-~]/;
const VISIBLE = /[\p{L}\p{N}\p{M}\p{S}\p{P}]/u;

/**
 * True when the text holds something a reader can see: a letter, digit, mark, symbol or
 * punctuation. Checked on every keystroke in the name field: most names settle it with the
 * ASCII test, and the Unicode classes (about 2 ms a call on a slow phone) are left for the rest.
 */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE_ASCII.test(value) || VISIBLE.test(value.replace(INVISIBLE, ''));
}

/** What the counter says, or null while the message is short enough not to need one. */
export function messageCount(message: string, max = MESSAGE_MAX_LENGTH): { length: number; max: number } | null {
  const length = cleanMultiline(message).length;
  return length > max * COUNTER_FROM ? { length, max } : null;
}

/** The longest `mailto:` link offered: longer ones are cut off by mail apps and some browsers. */
export const MAILTO_MAX_LENGTH = 2_000;

/**
 * A mailto link whose body is shortened (at a character boundary, with an ellipsis) until the
 * whole link fits `max`; `shortened` says so, and the full text is offered to copy beside it.
 */
export function boundedMailto(
  address: string,
  subject: string,
  body: string,
  max = MAILTO_MAX_LENGTH,
): { href: string; shortened: boolean } {
  const link = (text: string) =>
    `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
  if (link(body).length <= max) return { href: link(body), shortened: false };
  const chars = Array.from(body);
  let low = 0;
  let high = chars.length;
  // The longest prefix that fits, found by halving: encoded lengths grow with the prefix.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (link(`${chars.slice(0, mid).join('')}…`).length <= max) low = mid;
    else high = mid - 1;
  }
  return { href: link(`${chars.slice(0, low).join('')}…`), shortened: true };
}

/** The first eight characters of a submission id in two groups: enough to tell enquiries apart. */
export function shortReference(submissionId: string): string {
  const head = submissionId.slice(0, 8).toUpperCase();
  return head.length > 4 ? `${head.slice(0, 4)}-${head.slice(4)}` : head;
}
