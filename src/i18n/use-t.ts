import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, type Lang } from './languages';
import type { Namespace } from './namespaces';

/** The language of the page being shown. It comes from the URL, never from i18next's own state. */
export const LangContext = createContext<Lang>(DEFAULT_LANG);

export function useLang(): Lang {
  return useContext(LangContext);
}

/** Translations of the current page's language; suspends while a namespace loads. */
export function useT(ns: Namespace | readonly Namespace[] = 'common') {
  const lang = useLang();
  return useTranslation(ns as Namespace | Namespace[], { lng: lang });
}
