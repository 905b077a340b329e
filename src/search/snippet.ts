import type { SnippetPart } from './search-hit';
import { eachWrittenWord, foldText, type WrittenWord } from './fold';

/** Words shown before the first match, and in all. */
const WORDS_BEFORE = 6;
const WORDS_IN_ALL = 24;
const ELLIPSIS = '…';

/**
 * How far before a match's place in the folded text its words are read from. Folding keeps a
 * text's length but for the few letters it writes as two (æ, œ, ß), so the match's place in the
 * text as written is at most that many characters earlier: this leaves room for hundreds of them
 * and for the WORDS_BEFORE words shown before it.
 */
const LOOK_BACK = 400;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const isEdge = (char: string | undefined) => char === undefined || !LETTER_OR_DIGIT.test(char);

/** Where a folded text first has one of `terms` as a whole word, or -1. */
function firstWordPlace(folded: string, terms: ReadonlySet<string>): number {
  let first = -1;
  for (const term of terms) {
    if (term === '') continue;
    for (let at = folded.indexOf(term); at >= 0 && (first < 0 || at < first); at = folded.indexOf(term, at + 1))
      if (isEdge(folded[at - 1]) && isEdge(folded[at + term.length])) {
        first = at;
        break;
      }
  }
  return first;
}

/**
 * The words of `text` around its first word that folds to one of `matched` (the index terms a
 * query matched, folded), those words marked. Matching is on folded terms, so `tapiceria` marks
 * *tapicería* and a typo marks the word it found. With no match, the text's first words.
 *
 * An excerpt runs to 4,000 characters, and folding each of its words was most of a query's
 * time: the text is folded once, the first match's place found in it, and only the words from a
 * little before it to the snippet's end are read word by word. A word that matches is always a
 * whole word of the folded text, so none is missed before that place.
 */
export function snippetOf(text: string, matched: ReadonlySet<string>): SnippetPart[] {
  const isMatch = (word: WrittenWord) => word.terms.some((term) => matched.has(term));
  const place = firstWordPlace(foldText(text), matched);
  const readFrom = Math.max(0, place - LOOK_BACK);
  const words: WrittenWord[] = [];
  let first = -1;
  for (const word of eachWrittenWord(text, readFrom)) {
    // Reading from inside the text may start in the middle of a word: that one is left out.
    if (readFrom > 0 && word.start === readFrom && words.length === 0) continue;
    words.push(word);
    if (first < 0 && place >= 0 && isMatch(word)) first = words.length - 1;
    // Enough read once the snippet's last word has one after it (its closing ellipsis).
    const shownFrom = first < 0 ? (place >= 0 ? Infinity : 0) : Math.max(0, first - WORDS_BEFORE);
    if (words.length > shownFrom + WORDS_IN_ALL) break;
  }
  if (words.length === 0) return [];
  const from = Math.max(0, Math.min(first - WORDS_BEFORE, words.length - WORDS_IN_ALL));
  const to = Math.min(words.length, from + WORDS_IN_ALL);
  const parts: SnippetPart[] = [];
  const push = (part: string, marked: boolean) => {
    if (part === '') return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) parts[parts.length - 1] = { text: last.text + part, marked };
    else parts.push({ text: part, marked });
  };
  const leftOutBefore = from > 0 || readFrom > 0;
  if (leftOutBefore) push(`${ELLIPSIS} `, false);
  let at = leftOutBefore ? words[from]!.start : 0;
  for (let index = from; index < to; index++) {
    const word = words[index]!;
    push(text.slice(at, word.start), false);
    push(text.slice(word.start, word.end), isMatch(word));
    at = word.end;
  }
  if (to < words.length) push(` ${ELLIPSIS}`, false);
  else push(text.slice(at), false);
  return parts.map((part, index) => (index === 0 ? { ...part, text: part.text.trimStart() } : part));
}
