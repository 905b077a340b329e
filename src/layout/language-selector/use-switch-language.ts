import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../i18n/languages';
import { queryWithLanguage } from '../../i18n/query-language';
import { translateAddress } from '../../routing/translate-path';
import { needsDocumentLoad } from '../../routing/document-load';

/**
 * Go to the current page in another language and remember the choice: in place, or where the
 * page's document must be its own (the booth's: routing/document-load.ts) by loading it with
 * ?lng=, which the loaded page remembers (main.tsx), so the load waits for no code.
 */
export function useSwitchLanguage() {
  const [location, navigate] = useLocation();
  const { i18n } = useTranslation();
  return useCallback(
    (lang: Lang) => {
      const address = translateAddress(location, window.location.search, lang);
      const queryAt = address.indexOf('?');
      const path = queryAt < 0 ? address : address.slice(0, queryAt);
      if (needsDocumentLoad(location, path)) {
        window.location.assign(path + queryWithLanguage(address.slice(path.length), lang) + window.location.hash);
        return;
      }
      // Remembering the choice needs the detector's code; without it (offline before the worker
      // has the site) the page still changes language, and the next visit asks again.
      void import('../../i18n/detector')
        .then(({ createDetector, rememberLanguage }) => rememberLanguage(createDetector(), lang))
        .catch(() => {});
      void i18n.changeLanguage(lang);
      navigate(address + window.location.hash);
    },
    [location, navigate, i18n],
  );
}
