import type { Lang } from '../i18n/languages';

/**
 * What search answers, the contract between the search engine (the index the build writes and
 * the code that queries it) and what shows its results (the header's suggestions, the search
 * page). Every text here is the page's own, in the hit's language, as the index stored it: it is
 * text, never markup, and is shown escaped.
 */

/** A run of a snippet's text; `marked` when it is one of the words the query matched. */
export interface SnippetPart {
  readonly text: string;
  readonly marked: boolean;
}

export interface SearchHit {
  /** Unique within its language's index. */
  readonly id: string;
  readonly lang: Lang;
  /** A page, or one picture of a page (its path then ends in the picture's fragment). */
  readonly kind: 'page' | 'picture';
  /** Site path in the hit's language, e.g. '/en/services/binding#picture-services--encuadernacion--gallery-2'. */
  readonly path: string;
  /** The page's name; for a picture, its caption. */
  readonly title: string;
  /** Where it sits: the names of the pages above it, e.g. ['Services', 'Sample books']. */
  readonly trail: readonly string[];
  /** Words around the match, the matched ones marked. */
  readonly snippet: readonly SnippetPart[];
  /** The picture shown beside a service or picture hit: a URL the offline copy holds. */
  readonly image?: { readonly src: string; readonly alt: string };
}

/** One language's index, loaded and ready to query. */
export interface SiteSearch {
  readonly lang: Lang;
  /** The best hits first; none for a query with no word in it. Never throws on any text. */
  query(text: string, limit?: number): SearchHit[];
}

/** Where the build writes a language's index, and where the page fetches it (the offline copy holds it). */
export function searchIndexPath(lang: Lang): string {
  return `/search/${lang}.json`;
}
