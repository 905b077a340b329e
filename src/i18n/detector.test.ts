import { describe, expect, it } from 'vitest';
import type LanguageDetector from 'i18next-browser-languagedetector';
import { DETECTION_OPTIONS, detectLanguage, sanitizeDetected } from './detector';

const fakeDetector = (found: string[]) =>
  ({ detect: () => found.map(sanitizeDetected) }) as unknown as LanguageDetector;

describe('language detection', () => {
  it('asks the query, the cookie, local storage, the browser and <html lang>, in that order', () => {
    expect(DETECTION_OPTIONS.order).toEqual(['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag']);
    expect(DETECTION_OPTIONS.lookupQuerystring).toBe('lng');
    expect(DETECTION_OPTIONS.caches).toEqual(['localStorage']);
    expect(DETECTION_OPTIONS.convertDetectedLanguage).toBe(sanitizeDetected);
  });

  it('takes the first of our languages it finds', () => {
    expect(detectLanguage(fakeDetector(['de-DE', 'ca', 'en']))).toBe('ca');
    expect(detectLanguage(fakeDetector(['fr-BE']))).toBe('fr');
  });

  it('rejects codes that look like script injection and keeps looking', () => {
    expect(detectLanguage(fakeDetector(['<script>alert(1)</script>', '"><svg onload=x>', 'en']))).toBe('en');
    expect(detectLanguage(fakeDetector(['javascript:alert(1)']))).toBeNull();
  });
});
