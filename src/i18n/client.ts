import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES_PATH, optionsWith, type TextVariables } from './options';
import { lazyHttpBackend } from './lazy-backend';
import type { Lang } from './languages';
import type { Namespace } from './namespaces';

/**
 * The browser instance, ready to render the page's namespaces so hydration matches. Texts the
 * page carries (`given`, its language's namespaces) are used as they are, and then nothing is
 * awaited; whatever is missing is fetched first. Later pages' namespaces, and the fallback
 * language's, are fetched when needed.
 */
export async function createClientI18n(
  lang: Lang,
  ns: readonly Namespace[],
  variables: TextVariables,
  given: ResourceLanguage | null = null,
): Promise<i18n> {
  const namespaces = ['common', ...ns];
  const complete = given !== null && namespaces.every((name) => Object.hasOwn(given, name));
  const instance = i18next.createInstance();
  const loaded = instance
    .use(lazyHttpBackend())
    .use(initReactI18next)
    .init({
      ...optionsWith(variables),
      lng: lang,
      ns: namespaces,
      backend: { loadPath: LOCALES_PATH },
      ...(given ? { resources: { [lang]: given }, partialBundledLanguages: true } : {}),
      // No Spanish fallback in the browser: every language has every key and no empty text
      // (locales.test.ts), so it would never be shown, and fetching it competed with hydration.
      fallbackLng: false,
      // Start loading at once rather than on a deferred timer; with the texts given, the
      // instance can translate as soon as init returns.
      initAsync: false,
    });
  if (complete) void loaded.catch(() => {});
  else await loaded;
  return instance;
}
