import { OFFER_REGION } from './start-language-offer';
import { DEFAULT_LANG, LANGUAGE_INFO, LANGUAGE_STORAGE_KEY, type Lang } from '../../i18n/languages';
import { languageToOffer } from '../../i18n/language-offer';
import { createDetector, detectLanguage, rememberLanguage } from '../../i18n/detector';
import { fetchCommonTexts, fillIn } from '../../i18n/page-texts';
import { offerTextsFrom, type OfferTexts } from './offer-texts';
import { readStorage } from '../../components/safe-storage';
import { element, focusMainContent } from '../../components/dom-element';
import { footLayerCrowds, watchFootLayer } from '../../components/foot-layer';
import { translatePath } from '../../routing/translate-path';
import { isPlainClick } from '../../routing/plain-click';
import { onPageShown } from '../../routing/page-shown';
import styles from './language-offer.module.css';

async function fetchOfferTexts(lang: Lang): Promise<OfferTexts> {
  const texts = offerTextsFrom(await fetchCommonTexts(lang));
  if (!texts) throw new Error(`The language offer's texts in ${lang} are incomplete.`);
  return texts;
}

export interface OfferDeps {
  doc?: Document;
  loadTexts?: (lang: Lang) => Promise<OfferTexts>;
}

/**
 * A small, dismissible offer of the visitor's own language on the Spanish home; never a
 * redirect. It speaks the offered language, so it is made only with that language's texts in
 * hand. "View in English" is a link to the English home, which the visitor's choice goes with:
 * the app follows it in place, as any link to one of its pages; without the app, the browser
 * does. "Stay in Spanish" remembers Spanish. The offer goes once the visitor has answered it or
 * the app has shown another page.
 */
export async function offerLanguage({ doc = document, loadTexts = fetchOfferTexts }: OfferDeps = {}): Promise<void> {
  const win = doc.defaultView!;
  const detector = createDetector();
  const offerable = () =>
    languageToOffer({
      pathname: win.location.pathname,
      storedChoice: readStorage(LANGUAGE_STORAGE_KEY),
      detected: detectLanguage(detector, ['cookie', 'navigator']),
    });
  const lang = offerable();
  if (!lang || !doc.querySelector(`[${OFFER_REGION}]`)) return;
  // An offer whose texts cannot be had (offline, or the page being left) is not made.
  const t = await loadTexts(lang).catch(() => null);
  // Found again: the app may have drawn its place afresh while the texts came (hydrating a page
  // changed before it started). The visitor may have moved on, or chosen a language, meanwhile.
  const region = doc.querySelector(`[${OFFER_REGION}]`);
  if (!t || offerable() !== lang || !region) return;

  const language = LANGUAGE_INFO[lang].nativeName;
  const offer = element(doc, 'aside', { className: styles.offer, lang });
  offer.setAttribute('aria-label', t.label);
  let stopHearing = () => {};
  const withdraw = () => {
    stopHearing();
    const hadFocus = offer.contains(doc.activeElement);
    offer.remove();
    // The keyboard goes on where the offer stood: the page's content.
    if (hadFocus) focusMainContent(doc);
  };
  const view = element(
    doc,
    'a',
    {
      className: styles.primary,
      href: translatePath('/', lang),
      hreflang: lang,
      onclick: (event: MouseEvent) => {
        // A new tab or window (a modified click) is the browser's, and no answer yet.
        if (!isPlainClick(event)) return;
        // Remembered at once, before the page changes: a reload right after cannot come first.
        rememberLanguage(detector, lang);
        withdraw();
      },
    },
    fillIn(t.switch, { language }),
  );
  const stay = element(
    doc,
    'button',
    {
      type: 'button',
      className: styles.secondary,
      onclick: () => {
        rememberLanguage(detector, DEFAULT_LANG);
        withdraw();
      },
    },
    t.stay,
  );
  offer.append(element(doc, 'p', { className: styles.text }, fillIn(t.message, { language })), view, stay);
  // On a phone it waits while the cookie banner is open: the two with the page's other layers
  // covered 43% of a 390x844 screen (issue 52; components/foot-layer.ts). Answered, it comes back.
  const wait = (crowds: boolean) => {
    if (crowds && offer.contains(doc.activeElement)) focusMainContent(doc);
    offer.hidden = crowds;
  };
  wait(footLayerCrowds(doc));
  region.replaceChildren(offer);
  const stopWaiting = watchFootLayer(doc, wait);
  const stopPage = onPageShown(doc, withdraw);
  stopHearing = () => {
    stopWaiting();
    stopPage();
  };
}
