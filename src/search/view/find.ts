import type { Lang } from '../../i18n/languages';
import { createSearchLoader, searchEverywhere, type SearchResults } from '../search-everywhere';

/**
 * The search code a view fetches on first use (its own chunk, with MiniSearch): a finder that
 * keeps each language's index once loaded, for the view that holds it.
 */
export function createFinder(): (lang: Lang, text: string, limit?: number) => Promise<SearchResults> {
  const { load } = createSearchLoader();
  return (lang, text, limit) => searchEverywhere(lang, text, load, limit);
}
