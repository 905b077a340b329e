import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import { toSafeLanguage } from './safe-language';
import { LANGUAGE_STORAGE_KEY, type Lang } from './languages';

/** Anything that is not a plain tag of one of our languages becomes '' and is dropped. */
export const sanitizeDetected = (code: string): string => toSafeLanguage(code) ?? '';

/** Spec §4: query parameter, cookie, local storage, browser language, then <html lang>. */
export const DETECTION_OPTIONS: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  lookupCookie: 'i18next',
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  caches: ['localStorage'],
  convertDetectedLanguage: sanitizeDetected,
};

export function createDetector(): LanguageDetector {
  return new LanguageDetector(undefined, DETECTION_OPTIONS);
}

/** The first of our languages the visitor's signals name, in the spec's order; null if none. */
export function detectLanguage(
  detector: LanguageDetector,
  order: DetectorOptions['order'] = DETECTION_OPTIONS.order,
): Lang | null {
  const found = detector.detect(order);
  const codes = Array.isArray(found) ? found : [found];
  for (const code of codes) {
    const lang = toSafeLanguage(code);
    if (lang) return lang;
  }
  return null;
}

/** Remember an explicit choice; storage that throws (private mode, disabled) is not an error. */
export function rememberLanguage(detector: LanguageDetector, lang: Lang): void {
  try {
    detector.cacheUserLanguage(lang);
  } catch {
    /* the choice simply is not remembered */
  }
}
