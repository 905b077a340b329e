import MiniSearch, { type SearchResult } from 'minisearch';
import type { Lang } from '../i18n/languages';
import { searchIndexPath, type SearchHit, type SiteSearch } from './search-hit';
import {
  INDEX_OPTIONS,
  SEARCH_INDEX_VERSION,
  searchOptionsFor,
  type SearchDocument,
  type SearchIndexFile,
  type StoredDocument,
} from './index-options';
import { tokenize } from './fold';
import { hitSnippet } from './hit-snippet';
import { contentTerms, isStopWord } from './stopwords';

/**
 * The longest query read, and its most words: far above anything typed, low enough that a pasted
 * page cannot make a query slow. The rest is ignored.
 */
export const QUERY_MAX_LENGTH = 200;
export const QUERY_MAX_TERMS = 8;
const DEFAULT_LIMIT = 10;

/** Why a language's index could not be used: the views say "search unavailable" for either. */
export class SearchIndexError extends Error {
  constructor(
    readonly lang: Lang,
    readonly reason: 'fetch' | 'version' | 'format',
    detail: string,
  ) {
    super(`search index ${lang}: ${detail}`);
    this.name = 'SearchIndexError';
  }
}

/** The terms of a query, within the caps. Text only: nothing of it reaches a RegExp or a selector. */
export function queryTerms(text: string): string[] {
  return tokenize(text.slice(0, QUERY_MAX_LENGTH)).slice(0, QUERY_MAX_TERMS);
}

/** A loaded index, ready to query; `file` is the parsed JSON of dist/search/{lang}.json. */
export function siteSearchOf(lang: Lang, file: unknown): SiteSearch {
  if (typeof file !== 'object' || file === null) throw new SearchIndexError(lang, 'format', 'not an object');
  const { version, lang: fileLang, index } = file as Partial<SearchIndexFile>;
  if (version !== SEARCH_INDEX_VERSION)
    throw new SearchIndexError(lang, 'version', `version ${String(version)}, expected ${SEARCH_INDEX_VERSION}`);
  if (fileLang !== lang) throw new SearchIndexError(lang, 'format', `holds language ${String(fileLang)}`);
  let engine: MiniSearch<SearchDocument>;
  try {
    engine = MiniSearch.loadJS(index as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
  } catch (error) {
    throw new SearchIndexError(lang, 'format', String(error));
  }
  return {
    lang,
    query(text, limit = DEFAULT_LIMIT) {
      const terms = queryTerms(text);
      if (terms.length === 0 || limit <= 0) return [];
      const searched = contentTerms(lang, terms);
      const query = searched.join(' ');
      let results = engine.search(query, searchOptionsFor('AND'));
      if (results.length === 0 && searched.length > 1) results = engine.search(query, searchOptionsFor('OR'));
      // A name or headline typed whole is recognised with its stop words (estampación en caliente).
      return namedFirst(results, terms.join(' '))
        .slice(0, limit)
        .map((result) => hitOf(lang, result));
    },
  };
}

/**
 * The hits whose name is the query, word for word, or whose headline says it (a picture's
 * caption typed whole: reliure à vis; a page's headline: estampación en caliente), ahead of the
 * rest, each group in the order of its scores: the page whose every part says "reliure"
 * outscores the one picture the visitor named.
 */
function namedFirst<T extends Record<string, unknown>>(results: readonly T[], query: string): T[] {
  const named = (result: T) =>
    tokenize(String(result['title'] ?? '')).join(' ') === query ||
    ` ${tokenize(String(result['headline'] ?? '')).join(' ')} `.includes(` ${query} `);
  return [...results.filter(named), ...results.filter((result) => !named(result))];
}

function hitOf(lang: Lang, result: SearchResult): SearchHit {
  const stored = result as unknown as StoredDocument;
  const matches = Object.fromEntries(Object.entries(result.match).filter(([term]) => !isStopWord(lang, term)));
  const snippet = hitSnippet({ excerpt: stored.excerpt, title: stored.title, headline: stored.headline, matches });
  return {
    id: String(result.id),
    lang,
    kind: stored.kind,
    path: stored.path,
    title: stored.title,
    trail: stored.trail,
    snippet,
    ...(stored.image ? { image: stored.image } : {}),
  };
}

/** Fetches a language's index (from the offline copy when the worker serves it) and loads it. */
export async function loadSiteSearch(lang: Lang, fetchImpl: typeof fetch = fetch): Promise<SiteSearch> {
  let response: Response;
  try {
    response = await fetchImpl(searchIndexPath(lang));
  } catch (error) {
    throw new SearchIndexError(lang, 'fetch', String(error));
  }
  if (!response.ok) throw new SearchIndexError(lang, 'fetch', `HTTP ${response.status}`);
  let file: unknown;
  try {
    file = await response.json();
  } catch (error) {
    throw new SearchIndexError(lang, 'format', String(error));
  }
  return siteSearchOf(lang, file);
}
