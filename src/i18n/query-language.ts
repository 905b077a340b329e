import type { Lang } from './languages';
import { toSafeLanguage } from './safe-language';

/**
 * Reads ?lng= from a query string. A safe code of ours is returned with the parameter removed
 * from the query; anything else (unknown or hostile) is dropped from the query and ignored.
 */
export function languageFromQuery(search: string): { lang: Lang | null; search: string } {
  const params = new URLSearchParams(search);
  if (!params.has('lng')) return { lang: null, search };
  const lang = toSafeLanguage(params.get('lng'));
  params.delete('lng');
  const rest = params.toString();
  return { lang, search: rest ? `?${rest}` : '' };
}

/** The query `search` with ?lng= asking for `lang` (read back by languageFromQuery). */
export function queryWithLanguage(search: string, lang: Lang): string {
  return `${search ? `${search}&` : '?'}lng=${lang}`;
}
