import type { Lang } from '../../i18n/languages';
import { createSearchLoader, searchEverywhere, type SearchResults } from '../search-everywhere';

export interface Finder {
  /** The results for `text` on a page in `lang` (the other languages' only when it has none). */
  readonly find: (lang: Lang, text: string, limit?: number) => Promise<SearchResults>;
  /** Starts loading `lang`'s index before the first query, so that query does not wait for it. */
  readonly warm: (lang: Lang) => void;
}

/**
 * The search code a view fetches on first use (its own chunk, with MiniSearch): a finder that
 * keeps each language's index once loaded, for the view that holds it.
 */
export function createFinder(): Finder {
  const { load } = createSearchLoader();
  return {
    find: (lang, text, limit) => searchEverywhere(lang, text, load, limit),
    // A failed load is forgotten by the loader; the query that follows tries again and says so.
    warm: (lang) => void load(lang).catch(() => undefined),
  };
}
