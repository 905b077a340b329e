/**
 * How search reads text, the same in the build that writes an index and in the browser that
 * queries it: one fold and one tokenizer, so a word is written into the index exactly as a
 * visitor's typing of it is looked up. Pure; never throws on any text.
 */

/**
 * The Catalan middle dot of `l·l` (col·lecció), as visitors type it: the dot itself, the
 * hyphenation point, the Greek ano teleia or a bullet some keyboards give, or a full stop
 * (col.lecció, the keyboard's stand-in) before a small l, since a capital after a full stop
 * starts a sentence (final.Luego). Between two l's it is dropped, so all of them and `colleccio`
 * are one term.
 */
const GEMINATE_L = /([lL])(?:[·\u2027\u0387\u2022]([lL])|\.(l))/g;

/** Apostrophes as written: straight, typographic, and the modifier letter some keyboards send. */
const APOSTROPHES = /['\u2019\u2018\u02bc\u02b9`´]/g;

/**
 * Elided words before an apostrophe, dropped with it (l'enquadernació → enquadernació,
 * d'échantillons → échantillons, qu'il → il): the articles, pronouns and conjunctions of
 * Catalan and French that elide, which carry nothing a visitor searches for.
 */
const ELIDED_BEFORE = new Set(['l', 'd', 's', 'n', 'm', 't', 'j', 'c', 'qu', 'lorsqu', 'puisqu', 'jusqu', 'quoiqu']);

/**
 * Endings after an apostrophe, dropped with it: Catalan's enclitic pronouns (truca'ns, porta'l)
 * and English's clitics (company's, don't, we're), so the word before is what is indexed.
 */
const ELIDED_AFTER = new Set(['s', 't', 'l', 'm', 'n', 'ns', 'ls', 'ts', 'us', 'hi', 'ho', 're', 've', 'll', 'd']);

/** Lower case, accents and other combining marks removed, the middle dot and apostrophes unified. */
export function foldText(text: string): string {
  return text
    .replace(GEMINATE_L, (_, first: string, dotted?: string, stopped?: string) => first + (dotted ?? stopped))
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(APOSTROPHES, "'")
    .replace(/[æ]/g, 'ae')
    .replace(/[œ]/g, 'oe')
    .replace(/ß/g, 'ss');
}

/** A run of letters and digits, with the apostrophes inside it (elisions are resolved per run). */
const RUN = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;

/** A word of ASCII letters and digits only, which folds to itself in lower case. */
const PLAIN_WORD = /^[A-Za-z0-9]+$/;

/** The words of a folded run: its elided articles and clitics dropped. */
function wordsOfRun(run: string): string[] {
  const parts = run.split("'");
  if (parts.length === 1) return parts;
  const words = [...parts];
  while (words.length > 1 && ELIDED_BEFORE.has(words[0]!)) words.shift();
  while (words.length > 1 && ELIDED_AFTER.has(words[words.length - 1]!)) words.pop();
  return words;
}

/**
 * The search terms of a text: folded words, split at spaces, hyphens and punctuation, elisions
 * dropped. Emoji, symbols and marks are separators; letters of any script are words.
 */
export function tokenize(text: string): string[] {
  // The common case, a plain word of the snippet's text: no fold, no split to do.
  if (PLAIN_WORD.test(text)) return [text.toLowerCase()];
  const folded = foldText(text);
  const terms: string[] = [];
  for (const match of folded.matchAll(RUN)) terms.push(...wordsOfRun(match[0]));
  return terms;
}

/**
 * The words of a text as written, each with where it is and the terms it folds to, for the
 * snippet: a written word is marked when one of its terms is one the query matched. A word
 * runs across apostrophes, hyphens and the middle dot (l'enquadernació, hot-foil, col·lecció).
 */
export interface WrittenWord {
  readonly start: number;
  readonly end: number;
  readonly terms: readonly string[];
}

const WRITTEN_WORD = /[\p{L}\p{N}\p{M}]+(?:['\u2019\u2018\u02bc·\u2027.-][\p{L}\p{N}\p{M}]+)*/gu;

/**
 * The written words of a text one by one, from `from` on, so a snippet reads only the words it
 * shows. Read from inside a word, the first one given is that word's end.
 */
export function* eachWrittenWord(text: string, from = 0): Generator<WrittenWord> {
  const words = new RegExp(WRITTEN_WORD.source, WRITTEN_WORD.flags);
  words.lastIndex = from;
  for (let match = words.exec(text); match; match = words.exec(text))
    yield { start: match.index, end: match.index + match[0].length, terms: tokenize(match[0]) };
}

export function writtenWords(text: string): WrittenWord[] {
  return [...eachWrittenWord(text)];
}
