import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../i18n/languages';
import { translateAddress } from '../../routing/translate-path';
import { needsDocumentLoad } from '../../routing/document-load';

/**
 * Go to the current page in another language and remember the choice: in place, or where the
 * page's document must be its own (the booth's: routing/document-load.ts) by loading it, once
 * the choice is kept.
 */
export function useSwitchLanguage() {
  const [location, navigate] = useLocation();
  const { i18n } = useTranslation();
  return useCallback(
    (lang: Lang) => {
      // Remembering the choice needs the detector's code; without it (offline before the worker
      // has the site) the page still changes language, and the next visit asks again.
      const remembered = import('../../i18n/detector')
        .then(({ createDetector, rememberLanguage }) => rememberLanguage(createDetector(), lang))
        .catch(() => {});
      const path = translateAddress(location, window.location.search, lang);
      const to = path + window.location.hash;
      if (needsDocumentLoad(location, path.split('?')[0]!)) {
        void remembered.then(() => window.location.assign(to));
        return;
      }
      void i18n.changeLanguage(lang);
      navigate(to);
    },
    [location, navigate, i18n],
  );
}
