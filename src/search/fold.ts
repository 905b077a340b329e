/**
 * How search reads text, the same in the build that writes an index and in the browser that
 * queries it: one fold and one tokenizer, so a word is written into the index exactly as a
 * visitor's typing of it is looked up. Pure; never throws on any text.
 */

/** Lower case, accents and other combining marks removed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const RUN = /[\p{L}\p{N}]+/gu;

/** The search terms of a text: folded words. Emoji, symbols and marks are separators. */
export function tokenize(text: string): string[] {
  return [...foldText(text).matchAll(RUN)].map((match) => match[0]);
}

/**
 * The words of a text as written, each with where it is and the terms it folds to, for the
 * snippet: a written word is marked when one of its terms is one the query matched.
 */
export interface WrittenWord {
  readonly start: number;
  readonly end: number;
  readonly terms: readonly string[];
}

const WRITTEN_WORD = /[\p{L}\p{N}\p{M}]+/gu;

export function writtenWords(text: string): WrittenWord[] {
  const words: WrittenWord[] = [];
  for (const match of text.matchAll(WRITTEN_WORD))
    words.push({ start: match.index, end: match.index + match[0].length, terms: tokenize(match[0]) });
  return words;
}
