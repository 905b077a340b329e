export const LANGUAGES = ['es', 'ca', 'en', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Spanish is the default and fallback, and the only language without a path prefix. */
export const DEFAULT_LANG: Lang = 'es';

/** Endonyms are the same whatever the interface language, so they live here rather than in locales/. */
export const LANGUAGE_INFO: Record<Lang, { nativeName: string; locale: string; ogLocale: string }> = {
  es: { nativeName: 'Español', locale: 'es-ES', ogLocale: 'es_ES' },
  ca: { nativeName: 'Català', locale: 'ca-ES', ogLocale: 'ca_ES' },
  en: { nativeName: 'English', locale: 'en-GB', ogLocale: 'en_GB' },
  fr: { nativeName: 'Français', locale: 'fr-FR', ogLocale: 'fr_FR' },
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Where the visitor's language choice is kept (i18next-browser-languagedetector's cache). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** The language the page is shown in: `<html lang>`, which the app changes on a switch in place. */
export function pageLanguage(doc: Document): Lang {
  const lang = doc.documentElement.lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}
