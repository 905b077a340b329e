import type { InitOptions } from 'i18next';
import { DEFAULT_LANG, LANGUAGES } from './languages';

export const LOCALES_PATH = '/locales/{{lng}}/{{ns}}.json';

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
