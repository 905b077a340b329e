import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { mayOfferLanguage } from '../../i18n/language-offer';
import { readStorage } from '../../components/safe-storage';
import { loadWhenOnline } from '../../components/load-when-online';

/** Marks the place in the app's markup where the offer is drawn (layout/header's neighbour). */
export const OFFER_REGION = 'data-language-offer';

/**
 * The offer of the visitor's own language on the Spanish home is the page's, not the app's:
 * the page's first script (src/boot.ts) starts it once the first page is shown, by the app or as
 * served.
 * Only a first-time visitor of `/` may get one; for them the offer's code, the language detector
 * and the offered language's common texts are loaded, and the offer is drawn without React
 * (language-offer.ts).
 */
export function startLanguageOffer(win: Window = window): void {
  if (!mayOfferLanguage(win.location.pathname, readStorage(LANGUAGE_STORAGE_KEY))) return;
  loadWhenOnline(
    () => import('./language-offer'),
    ({ offerLanguage }) => void offerLanguage(),
  );
}
