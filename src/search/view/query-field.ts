/*
 * The search page's field as served: the address's query put back in it before the app, by the
 * boot script (src/boot.ts), so a `…?q=` link shows what it asks for even while the app is not
 * there. Free of imports: it runs in the entry script of every page.
 */

/** The search page's query parameter (the route table's `pageParams` for the search screen). */
export const QUERY_PARAM = 'q';

/** Marks a field that shows the address's query (`?q=`). */
export const QUERY_FIELD = 'data-query-field';

/** Puts the address's query in each marked field the visitor has not typed in yet. */
export function fillQueryFields(doc: Pick<Document, 'location' | 'querySelectorAll'>): void {
  const query = new URLSearchParams(doc.location.search).get(QUERY_PARAM);
  if (!query) return;
  for (const field of doc.querySelectorAll<HTMLInputElement>(`input[${QUERY_FIELD}]`)) {
    if (field.value === '') field.value = query;
  }
}
