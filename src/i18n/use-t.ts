import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, type Lang } from './languages';
import type { Namespace } from './namespaces';
import { textsSettled } from './texts-settled';

/** The language of the page being shown. It comes from the URL, never from i18next's own state. */
export const LangContext = createContext<Lang>(DEFAULT_LANG);

export function useLang(): Lang {
  return useContext(LangContext);
}

/** Translations of the current page's language; suspends while a namespace loads. */
export function useT(ns: Namespace | readonly Namespace[] = 'common') {
  return useTextsIn(useLang(), ns);
}

/**
 * Translations of `lang`; suspends (in the nearest boundary) until its namespaces have loaded or
 * failed, and those alone, not the texts of the language being left (texts-settled.ts).
 */
export function useTextsIn(lang: Lang, ns: Namespace | readonly Namespace[]) {
  const result = useTranslation(ns as Namespace | Namespace[], { lng: lang, useSuspense: false });
  if (!result.ready) throw textsSettled(result.i18n, lang, typeof ns === 'string' ? [ns] : ns);
  return result;
}
