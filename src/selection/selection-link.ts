import type { Lang } from '../i18n/languages';
import { screenPath } from '../routing/paths';
import { absoluteUrl } from '../routing/site-url';
import type { SelectionItem } from './items';
import { SELECTION_PARAM, encodeSelection } from './short-codes';

/**
 * The query that names `items` for a page that reads them (the selection page, the contact form's
 * "ask about this selection"), or '' for none.
 */
export function selectionQuery(items: readonly SelectionItem[]): string {
  return items.length === 0 ? '' : `?${SELECTION_PARAM}=${encodeSelection(items)}`;
}

/** The public address that opens `items` on the selection page, in a language: for a message, a QR code. */
export function selectionLink(items: readonly SelectionItem[], lang: Lang): string {
  return absoluteUrl(screenPath('selection', lang)) + selectionQuery(items);
}
