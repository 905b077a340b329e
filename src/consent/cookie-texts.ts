import { OPTIONAL_CATEGORIES } from './consent';
import { phrasesFrom } from '../i18n/page-texts';

/** Every category, in the order the preferences list them. */
export const COOKIE_CATEGORIES = ['necessary', ...OPTIONAL_CATEGORIES] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

/** Each phrase of the banner, none with a placeholder. */
const PHRASES = {
  title: [],
  summary: [],
  policyLink: [],
  customize: [],
  reject: [],
  acceptAll: [],
  preferencesTitle: [],
  preferencesIntro: [],
  rejectAll: [],
  save: [],
} as const;

/** What each category says in the preferences. */
const CATEGORY_PHRASES = { name: [], description: [] } as const;

/** What the banner says, in one language: the `cookies` part of that language's common texts. */
export type CookieTexts = Record<keyof typeof PHRASES, string> & {
  categories: Record<CookieCategory, Record<keyof typeof CATEGORY_PHRASES, string>>;
};

/**
 * The banner's texts from a language's `common.json` as fetched, or null when any is missing: the
 * banner draws its few texts itself, without i18next, so it can show before the app has loaded.
 */
export function cookieTextsFrom(common: unknown): CookieTexts | null {
  const cookies = phrasesFrom(common, 'cookies', PHRASES) as Record<string, unknown> | null;
  const complete = COOKIE_CATEGORIES.every((category) => phrasesFrom(cookies?.categories, category, CATEGORY_PHRASES));
  return cookies && complete ? (cookies as CookieTexts) : null;
}
