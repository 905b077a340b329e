import type { i18n } from 'i18next';

/**
 * The language i18next will be in once the switch under way has settled: the one asked for last,
 * not `i18n.language`, which stays the one being left until the new one's texts have come. A
 * second switch asked for meanwhile wins over the first (i18next settles only the last one asked
 * for), so a link back into the language being left must still ask for it: compared with
 * `i18n.language` it looked like no switch at all, and the first switch then settled into the
 * language the visitor had just left, while the page showed the other.
 * i18next keeps the pending language in `isLanguageChangingTo`, which its types do not declare;
 * language-after-switch.test.ts holds it to that with a real instance.
 */
export function languageAfterSwitch(instance: i18n): string {
  return (instance as i18n & { isLanguageChangingTo?: string }).isLanguageChangingTo ?? instance.language;
}

/**
 * Takes i18next to `lang` unless it is there or headed there: a link into another language does,
 * so the next page's texts are fetched with its code, and a link back during the switch takes
 * it back.
 */
export function switchLanguageTo(instance: i18n, lang: string): void {
  if (lang !== languageAfterSwitch(instance)) void instance.changeLanguage(lang);
}
