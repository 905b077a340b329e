import { QUERY_PARAM } from './query-field';

export { QUERY_PARAM };

/** The query an address asks for (`?q=`), as text; '' when it asks for none. */
export function queryOf(search: string): string {
  return new URLSearchParams(search).get(QUERY_PARAM) ?? '';
}

/**
 * The text to search for: the query trimmed. However long, it is the engine that caps what it
 * reads of it (load-site-search.ts); the views only show it, escaped.
 */
export function searchText(query: string): string {
  return query.trim();
}
