import { OPTIONAL_CATEGORIES } from './consent';

/** Every category, in the order the preferences list them. */
export const COOKIE_CATEGORIES = ['necessary', ...OPTIONAL_CATEGORIES] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

const PHRASES = [
  'title',
  'summary',
  'policyLink',
  'customize',
  'reject',
  'acceptAll',
  'preferencesTitle',
  'preferencesIntro',
  'rejectAll',
  'save',
] as const;

/** What the banner says, in one language: the `cookies` part of that language's common texts. */
export type CookieTexts = Record<(typeof PHRASES)[number], string> & {
  categories: Record<CookieCategory, { name: string; description: string }>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPhrase = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The banner's texts from a language's `common.json` as fetched, or null when any is missing: the
 * banner draws its few texts itself, without i18next, so it can show before the app has loaded.
 */
export function cookieTextsFrom(common: unknown): CookieTexts | null {
  const cookies = isRecord(common) ? common.cookies : undefined;
  if (!isRecord(cookies) || !PHRASES.every((phrase) => isPhrase(cookies[phrase]))) return null;
  const categories = cookies.categories;
  if (!isRecord(categories)) return null;
  const complete = COOKIE_CATEGORIES.every((category) => {
    const texts = categories[category];
    return isRecord(texts) && isPhrase(texts.name) && isPhrase(texts.description);
  });
  return complete ? (cookies as CookieTexts) : null;
}
