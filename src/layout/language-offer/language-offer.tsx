import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { DEFAULT_LANG, LANGUAGE_INFO, LANGUAGE_STORAGE_KEY, type Lang } from '../../i18n/languages';
import { languageToOffer, mayOfferLanguage } from '../../i18n/language-offer';
import { readStorage } from '../../components/safe-storage';
import { useSwitchLanguage } from '../language-selector/use-switch-language';
import styles from './language-offer.module.css';

/** A small, dismissible offer of the visitor's own language on the Spanish home; never a redirect. */
export function LanguageOffer() {
  const [location] = useLocation();
  const { i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const [offer, setOffer] = useState<{ lang: Lang; t: TFunction; remember: (lang: Lang) => void } | null>(null);

  useEffect(() => {
    const storedChoice = readStorage(LANGUAGE_STORAGE_KEY);
    if (!mayOfferLanguage(location, storedChoice)) return setOffer(null);
    let live = true;
    // An offer whose code or texts cannot be had (offline, or the page being left) is not made.
    (async () => {
      const { createDetector, detectLanguage, rememberLanguage } = await import('../../i18n/detector');
      const detected = detectLanguage(createDetector(), ['cookie', 'navigator']);
      const lang = languageToOffer({ pathname: location, storedChoice, detected });
      if (!lang) return;
      // The offer speaks the visitor's language, so load that language's common texts first:
      // those alone (loadLanguages would add the language to every later load, so each page's
      // texts would then be fetched in it too), and no offer without them.
      if (!i18n.hasResourceBundle(lang, 'common')) await i18n.reloadResources([lang], ['common']);
      if (!i18n.hasResourceBundle(lang, 'common')) return;
      // Remembering a dismissal is synchronous, so a reload right after it cannot come first.
      const remember = (choice: Lang) => rememberLanguage(createDetector(), choice);
      if (live) setOffer({ lang, t: i18n.getFixedT(lang, 'common'), remember });
    })().catch(() => {});
    return () => {
      live = false;
    };
  }, [location, i18n]);

  if (!offer) return null;
  const { lang, t, remember } = offer;
  return (
    <aside className={styles.offer} lang={lang} aria-label={t('languageOffer.label')}>
      <p className={styles.text}>{t('languageOffer.message', { language: LANGUAGE_INFO[lang].nativeName })}</p>
      <button type="button" className={styles.primary} onClick={() => (setOffer(null), switchLanguage(lang))}>
        {t('languageOffer.switch', { language: LANGUAGE_INFO[lang].nativeName })}
      </button>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => {
          setOffer(null);
          remember(DEFAULT_LANG);
        }}
      >
        {t('languageOffer.stay')}
      </button>
    </aside>
  );
}
