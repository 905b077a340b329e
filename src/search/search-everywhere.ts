import { LANGUAGES, type Lang } from '../i18n/languages';
import type { SearchHit, SiteSearch } from './search-hit';
import { loadSiteSearch, queryTerms } from './load-site-search';

/** Loads a language's index; a view holds one made by createSearchLoader. */
export type LoadSearch = (lang: Lang) => Promise<SiteSearch>;

/** The hits of one language. */
export interface SearchGroup {
  readonly lang: Lang;
  readonly hits: readonly SearchHit[];
}

export interface SearchResults {
  /**
   * The page's language's hits, as its one group; only when it has none, the other languages'
   * that have some, in LANGUAGES order, to be labelled with their language.
   */
  readonly groups: readonly SearchGroup[];
  /** Languages whose index could not be loaded (offline with no copy, another deploy's version). */
  readonly unavailable: readonly Lang[];
}

/**
 * Each language's index loaded once, on first use, and kept: the object a view holds for its
 * life. A load that fails is forgotten, so the next search tries again (the network may be back).
 */
export function createSearchLoader(fetchImpl?: typeof fetch): { load: LoadSearch } {
  const loads = new Map<Lang, Promise<SiteSearch>>();
  return {
    load(lang) {
      let loading = loads.get(lang);
      if (!loading) {
        loading = loadSiteSearch(lang, fetchImpl);
        loads.set(lang, loading);
        loading.catch(() => loads.delete(lang));
      }
      return loading;
    },
  };
}

/**
 * Searches the page's language, and only when it has no hit the other three (each loaded on
 * demand, a failure tolerated and reported). Never rejects.
 */
export async function searchEverywhere(
  lang: Lang,
  text: string,
  load: LoadSearch,
  limit?: number,
): Promise<SearchResults> {
  // A query with no word in it finds nothing anywhere: no index is loaded for it.
  if (queryTerms(text).length === 0) return { groups: [], unavailable: [] };
  const unavailable: Lang[] = [];
  const hitsIn = async (searched: Lang): Promise<SearchGroup> => {
    try {
      return { lang: searched, hits: (await load(searched)).query(text, limit) };
    } catch {
      unavailable.push(searched);
      return { lang: searched, hits: [] };
    }
  };
  const own = await hitsIn(lang);
  if (own.hits.length > 0) return { groups: [own], unavailable };
  const others = await Promise.all(LANGUAGES.filter((other) => other !== lang).map(hitsIn));
  return {
    groups: others.filter((group) => group.hits.length > 0),
    unavailable: LANGUAGES.filter((each) => unavailable.includes(each)),
  };
}
