import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../i18n/languages';
import { translateAddress } from '../../routing/translate-path';

/** Go to the current page in another language and remember the choice. */
export function useSwitchLanguage() {
  const [location, navigate] = useLocation();
  const { i18n } = useTranslation();
  return useCallback(
    (lang: Lang) => {
      // Remembering the choice needs the detector's code; without it (offline before the worker
      // has the site) the page still changes language, and the next visit asks again.
      import('../../i18n/detector')
        .then(({ createDetector, rememberLanguage }) => rememberLanguage(createDetector(), lang))
        .catch(() => {});
      void i18n.changeLanguage(lang);
      navigate(translateAddress(location, window.location.search, lang) + window.location.hash);
    },
    [location, navigate, i18n],
  );
}
