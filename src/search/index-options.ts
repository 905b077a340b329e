import type { Options, SearchOptions } from 'minisearch';
import type { Lang } from '../i18n/languages';
import type { SearchHit } from './search-hit';
import { tokenize } from './fold';

/**
 * The options of a language's index, shared by the build that writes it
 * (scripts/vite/search-index.ts) and the page that loads it (load-site-search.ts): the fields
 * searched, what each document stores for its hit, the tokenizer, the boosts and the matching.
 * A change here that changes what the file holds raises SEARCH_INDEX_VERSION.
 */

/**
 * The version of the index file's shape. A page loads the index of the deploy it finds in the
 * offline copy, which may be newer (or older) than the page's own code: it reads only a file
 * of its own version and otherwise says search is unavailable, rather than misread it.
 */
export const SEARCH_INDEX_VERSION = 1;

/** One searchable thing: a page, or one picture of a page. */
export interface SearchDocument {
  readonly id: string;
  readonly kind: SearchHit['kind'];
  readonly path: string;
  /** The page's name (its h1), or the picture's caption. */
  readonly title: string;
  /** The names of the pages above it, from the route table. */
  readonly trail: readonly string[];
  /** A service page's names and aliases (src/content/catalog.ts), space-separated. */
  readonly names: string;
  /** The page's h1, its headline (its name is the menus'). */
  readonly headline: string;
  /** The page's other headings. */
  readonly headings: string;
  /** The glossary's avoided variants of the terms the page uses (locales/GLOSSARY.md). */
  readonly synonyms: string;
  /** The captions and alternative texts of the page's pictures. */
  readonly captions: string;
  /** The page's main text; for a picture, its alternative text. */
  readonly text: string;
  /** The beginning of `text`, at most EXCERPT_MAX_LENGTH characters: what a snippet is cut from. */
  readonly excerpt: string;
  readonly image?: SearchHit['image'];
}

/** What the build writes to dist/search/{lang}.json. */
export interface SearchIndexFile {
  readonly version: number;
  readonly lang: Lang;
  /** MiniSearch's own serialisation (`toJSON()`), loaded with the options below. */
  readonly index: unknown;
}

const SEARCHED_FIELDS = ['title', 'names', 'headline', 'headings', 'synonyms', 'captions', 'text'] as const;

/**
 * What a hit needs, kept in the index: the snippet is cut from the stored excerpt, so a hit shows
 * at once, offline, with no page to fetch and parse (README, Search).
 */
const STORED_FIELDS = ['kind', 'path', 'title', 'headline', 'trail', 'excerpt', 'image'] as const;

/**
 * How much of a page's text is kept for its snippets: all of every page but the three legal
 * ones, whose full texts (17 and 24 thousand characters for cookies and privacy) would be a
 * third of each language's index for snippets rarely asked of them. A match further on shows
 * the excerpt's beginning.
 */
export const EXCERPT_MAX_LENGTH = 4000;

/** A text's beginning, cut at a space, for `excerpt`. */
export function excerptOf(text: string): string {
  if (text.length <= EXCERPT_MAX_LENGTH) return text;
  const cut = text.lastIndexOf(' ', EXCERPT_MAX_LENGTH);
  return text.slice(0, cut > 0 ? cut : EXCERPT_MAX_LENGTH);
}
export type StoredDocument = Pick<SearchDocument, (typeof STORED_FIELDS)[number]>;

/**
 * How much each field counts: a page's name and a service's names most, then its headline, a
 * caption less than a heading, running text least (it holds every word of the page).
 */
const BOOSTS: Record<(typeof SEARCHED_FIELDS)[number], number> = {
  title: 5,
  names: 4,
  headline: 3,
  synonyms: 3,
  headings: 2,
  captions: 1.5,
  text: 1,
};

/**
 * A picture counts a little less than a page: a query that a page's headline and one of its
 * pictures' captions both answer (hot-foil stamping) gives the page first, the picture next.
 */
const PICTURE_BOOST = 0.6;

/**
 * Typos: one edit for a word of 4 to 7 letters, two from 8 (cascdas → cascadas), none below 4,
 * where one edit reaches too many words. Never more than two, so a long pasted word cannot make
 * the search walk the whole index.
 */
export function fuzzinessOf(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}

/**
 * The last word of a query is completed as a prefix from 3 letters on ("tapi" finds tapicería
 * while typing); the words before it are whole, or "en" would find every "encuadernación".
 */
export function prefixed(term: string, index: number, terms: readonly string[]): boolean {
  return index === terms.length - 1 && term.length >= 3;
}

export const INDEX_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: [...SEARCHED_FIELDS],
  storeFields: [...STORED_FIELDS],
  tokenize,
  // tokenize already folds; no second pass.
  processTerm: (term) => term,
};

/** How a query is matched: all its words first (AND); load-site-search.ts falls back to any (OR). */
export function searchOptionsFor(combineWith: 'AND' | 'OR'): SearchOptions {
  return {
    combineWith,
    boost: BOOSTS,
    prefix: prefixed,
    fuzzy: (term) => fuzzinessOf(term),
    maxFuzzy: 2,
    weights: { fuzzy: 0.3, prefix: 0.4 },
    boostDocument: (_id, _term, stored) => (stored?.kind === 'picture' ? PICTURE_BOOST : 1),
  };
}
