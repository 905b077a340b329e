import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { localesUrl, optionsWith, type TextVariables } from './options';
import { TEXTS_AHEAD } from './texts-ahead';
import type { Lang } from './languages';
import type { Namespace } from './namespaces';

/** The browser instance; resolves once the page's namespaces are loaded, so hydration matches. */
export async function createClientI18n(lang: Lang, ns: readonly Namespace[], variables: TextVariables): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      ...optionsWith(variables),
      lng: lang,
      ns: ['common', ...ns],
      backend: {
        loadPath: localesUrl(location.origin),
        // The first page's texts, when the boot script has fetched them ahead; any other, fetched now.
        alternateFetch: (url: string) => TEXTS_AHEAD.take(url),
      },
      // No Spanish fallback in the browser: every language has every key and no empty text
      // (locales.test.ts), so it would never be shown, and fetching it competed with hydration.
      fallbackLng: false,
      // Start loading at once rather than on a deferred timer; init still resolves when loaded.
      initAsync: false,
    });
  return instance;
}
