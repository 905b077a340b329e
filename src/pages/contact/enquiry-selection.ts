import type { Lang } from '../../i18n/languages';
import type { EnquiryAttachment } from '../../contact/form/enquiry-attachment';
import type { SelectionItem } from '../../selection/items';
import { mailSelectionBlock, selectionBlock, shortSelectionBlock, type Translate } from '../../selection/message-block';
import { suggestedProjectType } from '../../selection/project-type';
import { selectionLink } from '../../selection/selection-link';
import { ITEMS_PARAM, searchWithoutItems } from './items-param';
import {
  decodeSelection,
  encodeSelection,
  selectionParamValue,
  type DecodedSelection,
} from '../../selection/short-codes';

/**
 * "Ask about this selection" on the contact page: the items its address names (`?s=`), and what
 * they add to the enquiry. Pure: the address and the texts are given. The address is the one
 * place the page keeps them, so a reload, a language switch (the route keeps its `s`) and the
 * back button all show what the visitor last saw.
 */

/** The items an address's query names (never throws, whatever the link holds). */
export function selectionInSearch(search: string): DecodedSelection {
  // The contact page's parameter is the selection page's (routes.ts; enquiry-selection.test.ts).
  return decodeSelection(selectionParamValue(new URLSearchParams(search)));
}

/**
 * The query with `items` in place of the selection it named: the other parameters as they were,
 * `s` gone with the last item. Codes that could not be read go too: what is shown is what is kept.
 */
export function searchWithItems(search: string, items: readonly SelectionItem[]): string {
  const params = new URLSearchParams(searchWithoutItems(search));
  if (items.length > 0) params.set(ITEMS_PARAM, encodeSelection(items));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * What the items add to the enquiry, in the page's language: the block inside the message (names,
 * captions, and the link that opens the same selection in that language), its shorter form for an
 * e-mail link, and the project type they suggest. Null for no items.
 */
export function selectionAttachment(
  items: readonly SelectionItem[],
  t: Translate,
  lang: Lang,
): EnquiryAttachment | null {
  if (items.length === 0) return null;
  const link = selectionLink(items, lang);
  return {
    block: selectionBlock(items, t, link),
    mailBlock: mailSelectionBlock(items, t, link),
    projectType: suggestedProjectType(items),
  };
}

/**
 * What the items add before the captions' texts have come (a slow network, services.json still
 * on its way): the block's short form, which needs only common: texts. The enquiry carries the
 * items even so; the link names each of them once opened. Null for no items.
 */
export function selectionAttachmentWithoutCaptions(
  items: readonly SelectionItem[],
  t: Translate,
  lang: Lang,
): EnquiryAttachment | null {
  if (items.length === 0) return null;
  const block = shortSelectionBlock(items, t, selectionLink(items, lang));
  return { block, mailBlock: block, projectType: suggestedProjectType(items) };
}
