/** Spec §3: four categories; necessary is always on. */
export interface ConsentPreferences {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}
export type OptionalCategory = Exclude<keyof ConsentPreferences, 'necessary'>;
export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ['functional', 'analytics', 'marketing'];

export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const BANNER_DELAY_MS = 1000;

export const ACCEPT_ALL: ConsentPreferences = { necessary: true, functional: true, analytics: true, marketing: true };
export const REJECT_ALL: ConsentPreferences = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
};

export type StoredConsent =
  { kind: 'none' } | { kind: 'saved'; preferences: ConsentPreferences } | { kind: 'corrupt'; reason: string };

/** Reads what local storage held. Anything but a well-formed preference object is corrupt. */
export function parseStoredConsent(raw: string | null): StoredConsent {
  if (raw === null) return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { kind: 'corrupt', reason: error instanceof Error ? error.message : String(error) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'corrupt', reason: 'not an object' };
  }
  const record = value as Record<string, unknown>;
  const bad = OPTIONAL_CATEGORIES.find((category) => typeof record[category] !== 'boolean');
  if (bad) return { kind: 'corrupt', reason: `"${bad}" is not a boolean` };
  return {
    kind: 'saved',
    preferences: {
      necessary: true,
      functional: record.functional as boolean,
      analytics: record.analytics as boolean,
      marketing: record.marketing as boolean,
    },
  };
}

export function serializeConsent(preferences: ConsentPreferences): string {
  return JSON.stringify({ ...preferences, necessary: true });
}

export function withCategory(
  preferences: ConsentPreferences,
  category: OptionalCategory,
  enabled: boolean,
): ConsentPreferences {
  return { ...preferences, [category]: enabled };
}

/**
 * What the banner does on load: with no saved choice it appears after the delay; with a saved
 * choice it never appears; with a corrupt value it stays hidden (spec §4) and the caller warns.
 */
export function initialConsentState(stored: StoredConsent): {
  preferences: ConsentPreferences;
  showBannerAfterMs: number | null;
} {
  switch (stored.kind) {
    case 'none':
      return { preferences: REJECT_ALL, showBannerAfterMs: BANNER_DELAY_MS };
    case 'saved':
      return { preferences: stored.preferences, showBannerAfterMs: null };
    case 'corrupt':
      return { preferences: REJECT_ALL, showBannerAfterMs: null };
  }
}
