import type { SnippetPart } from './search-hit';
import { writtenWords } from './fold';

/** Words shown before the first match, and in all. */
const WORDS_BEFORE = 6;
const WORDS_IN_ALL = 24;
const ELLIPSIS = '…';

/**
 * The words of `text` around its first word that folds to one of `matched` (the index terms a
 * query matched, folded), those words marked. Matching is on folded terms, so `tapiceria` marks
 * *tapicería* and a typo marks the word it found. With no match, the text's first words.
 */
export function snippetOf(text: string, matched: ReadonlySet<string>): SnippetPart[] {
  const words = writtenWords(text);
  if (words.length === 0) return [];
  const isMatch = (index: number) => words[index]!.terms.some((term) => matched.has(term));
  const first = Math.max(
    0,
    words.findIndex((_, index) => isMatch(index)),
  );
  const from = Math.max(0, Math.min(first - WORDS_BEFORE, words.length - WORDS_IN_ALL));
  const to = Math.min(words.length, from + WORDS_IN_ALL);
  const parts: SnippetPart[] = [];
  const push = (part: string, marked: boolean) => {
    if (part === '') return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) parts[parts.length - 1] = { text: last.text + part, marked };
    else parts.push({ text: part, marked });
  };
  if (from > 0) push(`${ELLIPSIS} `, false);
  let at = from === 0 ? 0 : words[from]!.start;
  for (let index = from; index < to; index++) {
    const word = words[index]!;
    push(text.slice(at, word.start), false);
    push(text.slice(word.start, word.end), isMatch(index));
    at = word.end;
  }
  if (to < words.length) push(` ${ELLIPSIS}`, false);
  else push(text.slice(at), false);
  return parts.map((part, index) => (index === 0 ? { ...part, text: part.text.trimStart() } : part));
}
