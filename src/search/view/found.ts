import type { TFunction } from 'i18next';
import type { Lang } from '../../i18n/languages';
import type { SearchHit } from '../search-hit';
import type { SearchGroup, SearchResults } from '../search-everywhere';

/**
 * What a query found, as the views show it: hits in the page's language; else, when it has none,
 * those of the other languages, each language a group of its own (labelled "In English:", its
 * links opening in that language); else nothing.
 */
export type Found =
  | { readonly kind: 'here'; readonly hits: readonly SearchHit[] }
  | { readonly kind: 'elsewhere'; readonly groups: readonly SearchGroup[] }
  | { readonly kind: 'none' };

/**
 * What the engine's answer (search-everywhere.ts) shows on a page in `lang`: its language's hits;
 * else the other languages' groups; else nothing. Null when the page's language's index could
 * not be loaded: search is unavailable (the other languages' hits would hide that).
 */
export function foundOf(lang: Lang, results: SearchResults): Found | null {
  if (results.unavailable.includes(lang)) return null;
  const [first] = results.groups;
  if (!first) return { kind: 'none' };
  if (first.lang === lang) return { kind: 'here', hits: first.hits };
  return { kind: 'elsewhere', groups: results.groups };
}

/** Every hit of what was found, in the order shown: the combobox's options. */
export function hitsShown(found: Found): readonly SearchHit[] {
  if (found.kind === 'here') return found.hits;
  if (found.kind === 'elsewhere') return found.groups.flatMap((group) => group.hits);
  return [];
}

/** What was found, as a count said to the visitor (common:search.*): in the page's language, elsewhere, or none. */
export function foundCountText(found: Found, t: TFunction): string {
  if (found.kind === 'here') return t('common:search.results', { count: found.hits.length });
  if (found.kind === 'elsewhere') {
    return t('common:search.elsewhere', { count: found.groups.reduce((sum, group) => sum + group.hits.length, 0) });
  }
  return t('common:search.none');
}
