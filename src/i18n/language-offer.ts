import { DEFAULT_LANG, type Lang } from './languages';
import { toSafeLanguage } from './safe-language';

/**
 * Whether to offer a first-time visitor of the Spanish home another of our languages. We offer
 * rather than redirect, so crawlers and shared links always get the page they asked for.
 * A stored choice (including Spanish, which dismissing the offer stores) means "not first time".
 */
export function languageToOffer(input: {
  pathname: string;
  storedChoice: string | null;
  detected: Lang | null;
}): Lang | null {
  if (!mayOfferLanguage(input.pathname, input.storedChoice)) return null;
  if (!input.detected || input.detected === DEFAULT_LANG) return null;
  return input.detected;
}

/** Whether an offer is possible at all, before asking what the visitor's language is. */
export function mayOfferLanguage(pathname: string, storedChoice: string | null): boolean {
  return pathname === '/' && (storedChoice === null || toSafeLanguage(storedChoice) === null);
}
