import type { SnippetPart } from './search-hit';
import { snippetOf } from './snippet';

/** What a hit's snippet is made of: the stored texts it shows, and where each matched term was found. */
export interface SnippetSources {
  readonly excerpt: string;
  /** The page's name, or a picture's caption. */
  readonly title: string;
  readonly headline: string;
  /** The index terms the query matched (stop words left out), each with the fields it was found in. */
  readonly matches: Readonly<Record<string, readonly string[]>>;
}

const SEPARATOR: SnippetPart = { text: ' · ', marked: false };
const hasMark = (parts: readonly SnippetPart[]) => parts.some((part) => part.marked);

/**
 * A hit's snippet, with the words that made it a hit marked wherever they show. Usually they are
 * in its text, and the snippet is the words around the first. A hit found by its caption
 * (colleccio: a picture's "Col·lecció en blaus i verds") or by a glossary synonym its text never
 * says (nuancier for the colour cards) would otherwise show a snippet with nothing marked: the
 * caption or headline that holds the word comes first, marked, or else the synonym that matched,
 * then the text's first words.
 */
export function hitSnippet({ excerpt, title, headline, matches }: SnippetSources): SnippetPart[] {
  const matched = new Set(Object.keys(matches));
  const snippet = snippetOf(excerpt, matched);
  if (matched.size === 0 || hasMark(snippet)) return snippet;
  const lead = [title, headline].map((text) => snippetOf(text, matched)).find(hasMark);
  if (lead) return [...lead, SEPARATOR, ...snippet];
  const synonyms = [...matched].filter((term) => matches[term]!.includes('synonyms'));
  if (synonyms.length > 0) return [{ text: synonyms.join(', '), marked: true }, SEPARATOR, ...snippet];
  return snippet;
}
