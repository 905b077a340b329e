import { phrasesFrom } from '../i18n/page-texts';

/** Each phrase the service worker's notices say, and the placeholders it must hold. */
const PHRASES = {
  offline: [],
  updateAvailable: [],
  reload: [],
  offlineReady: [],
  offlineReadySize: ['size'],
  precachingShort: [],
  precaching: ['done', 'total'],
  precacheFailed: [],
  copyShort_one: ['count'],
  copyShort_other: ['count'],
  dismiss: [],
} as const satisfies Record<string, readonly string[]>;

/** What the notices say, in one language: the `pwa` part of its common texts. */
export type PwaTexts = Record<keyof typeof PHRASES, string>;

/**
 * The notices' texts from a language's `common.json` as fetched, or null when any phrase or
 * placeholder is missing: the notices draw their few texts themselves, without i18next, so they
 * show before the app has loaded, or when it cannot.
 */
export function pwaTextsFrom(common: unknown): PwaTexts | null {
  return phrasesFrom(common, 'pwa', PHRASES);
}
