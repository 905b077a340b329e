import type { InitOptions, i18n } from 'i18next';
import { DEFAULT_LANG, LANGUAGES, type Lang } from './languages';

/**
 * The <meta name> by which a page names the version of the texts it was rendered with: the
 * build writes it into every page, and serves the texts of that version at
 * /locales/{version}/{lang}/{ns}.json (scripts/vite/locales-plugin.ts).
 */
export const TEXTS_VERSION_META = 'texts-version';

/** What a version looks like: the hash the build makes of the texts' content. */
const VERSION = /^[0-9a-f]{12}$/;

/** The version of the texts `doc` was rendered with, as its markup names it; null if it names none. */
export function textsVersionOf(doc: Pick<Document, 'querySelector'>): string | null {
  const named = doc.querySelector(`meta[name="${TEXTS_VERSION_META}"]`)?.getAttribute('content') ?? '';
  return VERSION.test(named) ? named : null;
}

/**
 * Where the texts of one version are, under `origin`. Tied to the version the page names, a
 * page is hydrated with the very texts its HTML was rendered with, whatever code or deploy it
 * meets later, also from the service worker's precache; a new deploy's texts come with its
 * pages, through the update prompt and a reload, as new code does. Without a version (a page
 * that names none), the unversioned addresses the dev server answers.
 */
export function textsRoot(origin: string, version: string | null): string {
  return version ? `${origin}/locales/${version}` : `${origin}/locales`;
}

/** Where the page shown in the browser finds its texts: at the version its HTML names. */
export function pageTextsRoot(): string {
  return textsRoot(location.origin, textsVersionOf(document));
}

/**
 * Where the browser loads texts from, as an absolute URL (`root`, from textsRoot). The HTTP
 * backend parses each address with `new URL()` (to hide credentials in its messages): a relative
 * one throws, and the catch costs milliseconds per namespace just before hydration (traced: 1-7
 * ms each at full speed).
 */
export function localesUrl(root: string): string {
  return `${root}/{{lng}}/{{ns}}.json`;
}

/** The address of one namespace's texts, as the HTTP backend fills in `localesUrl`. */
export function textsUrl(root: string, lang: Lang, ns: string): string {
  return localesUrl(root).replace('{{lng}}', lang).replace('{{ns}}', ns);
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
