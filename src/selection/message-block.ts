import { MAILTO_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '../contact/clean-input';
import { carouselImage } from '../content/galleries';
import { SERVICES } from '../content/services';
import type { SelectionItem } from './items';

/**
 * The selection as the enquiry carries it: a readable block inside `message`, in the visitor's
 * language, so the company's e-mail template and its parameters stay as they are. Pure: the
 * texts come through `t` (common: and services: loaded), the link is given.
 */

/** An i18next `t`, or anything that answers a key the same way. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * What the message keeps for the visitor's own words however full the selection: a real enquiry
 * is a few hundred characters, so a full selection leaves more than enough.
 */
export const ROOM_TO_WRITE = 2_500;
/** The longest block: with it, the message still has ROOM_TO_WRITE within MESSAGE_MAX_LENGTH. */
export const BLOCK_MAX_LENGTH = MESSAGE_MAX_LENGTH - ROOM_TO_WRITE;

/** What `t` answers for a caption it does not have: no text of the site is this. */
const NO_CAPTION = '\u2063';

/**
 * How a selected item reads: a service by its name, a picture by its caption and its service. A
 * caption whose texts never came (services.json refused for good) reads as the picture's number
 * among its service's pictures (as its carousel counts them), not as its key (i18next answers a
 * missing text with its key): the key went into the contact page's list and the enquiry's block.
 * Numbered, two such pictures of one service are still two labels (and two announcements as each
 * is removed). The block's link names the picture once opened.
 */
export function itemLabel(item: SelectionItem, t: Translate): string {
  const service = t(`common:serviceNames.${item.service}`);
  if (item.kind === 'service') return service;
  const caption = t(carouselImage(item.picture).titleKey, { defaultValue: NO_CAPTION });
  if (caption !== NO_CAPTION) return t('common:selection.block.picture', { service, caption });
  const number = SERVICES[item.service].images.indexOf(item.picture) + 1;
  return t('common:selection.block.pictureUntitled', { service, number });
}

/** The full block: a heading with the count, a line per item, and the link that opens the same selection. */
export function selectionBlock(items: readonly SelectionItem[], t: Translate, url: string): string {
  if (items.length === 0) return '';
  return [
    t('common:selection.block.title', { count: items.length }),
    ...items.map((item) => `- ${itemLabel(item, t)}`),
    t('common:selection.block.address', { url }),
  ].join('\n');
}

/**
 * The block's share of an e-mail link (`mailto:`, MAILTO_MAX_LENGTH in all): the form's text and
 * the visitor's words need the rest.
 */
export const MAIL_BLOCK_MAX_LENGTH = Math.floor(MAILTO_MAX_LENGTH / 4);

/**
 * The block's short form: the heading with the count and the link that opens the same selection
 * (the link holds every item, and names them once opened). It needs only common: texts.
 */
export function shortSelectionBlock(items: readonly SelectionItem[], t: Translate, url: string): string {
  if (items.length === 0) return '';
  return [
    t('common:selection.block.title', { count: items.length }),
    t('common:selection.block.address', { url }),
  ].join('\n');
}

/**
 * The block for the e-mail fallback link, where a cut would fall on the end, the selection's link:
 * the full block while it fits MAIL_BLOCK_MAX_LENGTH once encoded, else its short form.
 */
export function mailSelectionBlock(items: readonly SelectionItem[], t: Translate, url: string): string {
  const full = selectionBlock(items, t, url);
  if (encodeURIComponent(full).length <= MAIL_BLOCK_MAX_LENGTH) return full;
  return shortSelectionBlock(items, t, url);
}
