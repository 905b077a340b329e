import { phrasesFrom } from '../../i18n/page-texts';

/** Each phrase of the offer, and the placeholders it must hold. */
const PHRASES = { label: [], message: ['language'], switch: ['language'], stay: [] } as const;

/** What the offer says, in the offered language: the `languageOffer` part of its common texts. */
export type OfferTexts = Record<keyof typeof PHRASES, string>;

/** The offer's texts from a language's `common.json` as fetched; null when any is missing. */
export function offerTextsFrom(common: unknown): OfferTexts | null {
  return phrasesFrom(common, 'languageOffer', PHRASES);
}
