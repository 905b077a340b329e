import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addFormatters, localesUrl, optionsWith, pageTextsRoot, type TextVariables } from './options';
import { TEXTS_AHEAD } from './texts-ahead';
import { createTextsBackend } from './texts-backend';
import type { Lang } from './languages';
import type { Namespace } from './namespaces';

/**
 * The browser instance; resolves once the page's namespaces are loaded, so hydration matches.
 * `importFailed` hears first of a failed import of the HTTP backend's code (texts-backend.ts).
 */
export async function createClientI18n(
  lang: Lang,
  ns: readonly Namespace[],
  variables: TextVariables,
  importFailed: (error: unknown) => void,
): Promise<i18n> {
  const instance = i18next.createInstance();
  // The texts the page's HTML was rendered with, for the first page and every page drawn in place.
  const root = pageTextsRoot();
  const loaded = instance
    .use(createTextsBackend({ ahead: TEXTS_AHEAD, root, importFailed }))
    .use(initReactI18next)
    .init({
      ...optionsWith(variables),
      lng: lang,
      ns: ['common', ...ns],
      // The HTTP backend's, which loads the texts not fetched ahead (texts-backend.ts).
      backend: { loadPath: localesUrl(root) },
      // No Spanish fallback in the browser: every language has every key and no empty text
      // (locales.test.ts), so it would never be shown, and fetching it competed with hydration.
      fallbackLng: false,
      // Start loading at once rather than on a deferred timer; init still resolves when loaded.
      initAsync: false,
    });
  // `init` has made the instance's services by now; the texts may still be loading.
  addFormatters(instance);
  await loaded;
  return instance;
}
