import type { InitOptions, i18n } from 'i18next';
import { DEFAULT_LANG, LANGUAGES, type Lang } from './languages';

const LOCALES_PATH = '/locales/{{lng}}/{{ns}}.json';

/**
 * Where the browser loads texts from, as an absolute URL. The HTTP backend parses each address
 * with `new URL()` (to hide credentials in its messages): a relative one throws, and the catch
 * costs milliseconds per namespace just before hydration (traced: 1-7 ms each at full speed).
 */
export function localesUrl(origin: string): string {
  return origin + LOCALES_PATH;
}

/** The address of one namespace's texts, as the HTTP backend fills in `localesUrl`. */
export function textsUrl(origin: string, lang: Lang, ns: string): string {
  return localesUrl(origin).replace('{{lng}}', lang).replace('{{ns}}', ns);
}

/** Options shared by the server (prerender) and the browser instance. */
export const BASE_OPTIONS = {
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  // Spec §7: at most 10 parallel reads, up to 5 retries, waiting 350 ms and doubling.
  maxParallelReads: 10,
  maxRetries: 5,
  retryTimeout: 350,
} satisfies InitOptions;

/**
 * Facts that texts name as {{placeholders}} without each component passing them, such as the
 * reply time the site promises. The caller (an entry) gives them from the company config, so a
 * text can never state a fact the config does not hold.
 */
export type TextVariables = Readonly<Record<string, string | number>>;

/** BASE_OPTIONS with `variables` filled into every text that names them. */
export function optionsWith(variables: TextVariables) {
  return {
    ...BASE_OPTIONS,
    interpolation: { ...BASE_OPTIONS.interpolation, defaultVariables: variables },
  } satisfies InitOptions;
}

/**
 * Formats a text may ask of a value: `{{service, lowercase}}` writes a name in lower case where
 * its language sets it inside a sentence ("Presupuesto de cartas de colores"), while the same
 * name stands capitalised as a title or a menu item. Added to an instance once `init` has made
 * its services (both instances start it synchronously).
 */
export function addFormatters(instance: i18n): void {
  instance.services.formatter?.add('lowercase', (value: unknown, lng: string | undefined) =>
    String(value).toLocaleLowerCase(lng),
  );
}
