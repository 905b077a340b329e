import { isLang, type Lang } from './languages';

// A BCP 47 tag is letters, digits and hyphens, at most 35 characters long.
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,4}$/;

/**
 * Turns whatever a detector found (query string, cookie, storage, navigator) into one of our
 * languages, or null. Anything that is not a plain language tag — markup, script, quotes,
 * very long strings — is rejected outright rather than trimmed into shape.
 */
export function toSafeLanguage(raw: unknown): Lang | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (value.length === 0 || value.length > 35 || !LANGUAGE_TAG.test(value)) return null;
  const base = value.slice(0, value.search(/[-_]|$/)).toLowerCase();
  return isLang(base) ? base : null;
}
