import { screenPageParams } from '../../routing/routes';

/**
 * The contact page's own query parameter (routes.ts): the items of "Ask about this selection",
 * in the selection's short codes. Light: read by the page before the selection's code is fetched.
 */
export const ITEMS_PARAM = screenPageParams('contact')[0]!;

/** Whether an address's query names items for the enquiry. */
export function namesItems(search: string): boolean {
  return new URLSearchParams(search).has(ITEMS_PARAM);
}

/** The query without the items, the other parameters as they were. */
export function searchWithoutItems(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ITEMS_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
