import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  BANNER_DELAY_MS,
  REJECT_ALL,
  initialConsentState,
  parseStoredConsent,
  serializeConsent,
  withCategory,
} from './consent';

describe('consent', () => {
  it('shows the banner after 1 s when nothing is stored', () => {
    expect(BANNER_DELAY_MS).toBe(1000);
    expect(initialConsentState(parseStoredConsent(null))).toEqual({
      preferences: REJECT_ALL,
      showBannerAfterMs: 1000,
    });
  });

  it('accept all turns every category on; reject keeps only necessary', () => {
    expect(ACCEPT_ALL).toEqual({ necessary: true, functional: true, analytics: true, marketing: true });
    expect(REJECT_ALL).toEqual({ necessary: true, functional: false, analytics: false, marketing: false });
  });

  it('round-trips saved preferences and never shows the banner again', () => {
    const chosen = withCategory(REJECT_ALL, 'analytics', true);
    const stored = parseStoredConsent(serializeConsent(chosen));
    expect(stored).toEqual({ kind: 'saved', preferences: chosen });
    expect(initialConsentState(stored)).toEqual({ preferences: chosen, showBannerAfterMs: null });
  });

  it('keeps necessary on whatever was stored', () => {
    const stored = parseStoredConsent('{"necessary":false,"functional":true,"analytics":false,"marketing":false}');
    expect(stored.kind === 'saved' && stored.preferences.necessary).toBe(true);
  });

  it.each(['{not json', 'null', '42', '"yes"', '[]', '{"functional":"yes","analytics":true,"marketing":true}', '{}'])(
    'treats %s as corrupt and keeps the banner hidden',
    (raw) => {
      const stored = parseStoredConsent(raw);
      expect(stored.kind).toBe('corrupt');
      expect(initialConsentState(stored)).toEqual({ preferences: REJECT_ALL, showBannerAfterMs: null });
    },
  );

  it('toggles one optional category without touching the others', () => {
    expect(withCategory(ACCEPT_ALL, 'marketing', false)).toEqual({ ...ACCEPT_ALL, marketing: false });
  });
});
