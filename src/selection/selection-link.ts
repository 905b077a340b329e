import type { Lang } from '../i18n/languages';
import { screenPath } from '../routing/paths';
import { absoluteUrl } from '../routing/site-url';
import type { SelectionItem } from './items';
import { SELECTION_PARAM, encodeSelection } from './short-codes';

/** The public address that opens `items` on the selection page, in a language: for a message, a QR code. */
export function selectionLink(items: readonly SelectionItem[], lang: Lang): string {
  return `${absoluteUrl(screenPath('selection', lang))}?${SELECTION_PARAM}=${encodeSelection(items)}`;
}
