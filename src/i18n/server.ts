import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addFormatters, optionsWith, type TextVariables } from './options';
import type { Lang } from './languages';

/** A synchronous instance for prerendering: every namespace of the page's language is given. */
export function createServerI18n(lang: Lang, resources: Resource, variables: TextVariables): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    ...optionsWith(variables),
    lng: lang,
    resources,
    ns: Object.keys(resources[lang] ?? {}),
    initAsync: false,
  });
  addFormatters(instance);
  return instance;
}
