import { describe, expect, it } from 'vitest';
import { toSafeLanguage } from './safe-language';

describe('toSafeLanguage', () => {
  it.each([
    ['es', 'es'],
    ['ca', 'ca'],
    ['en-US', 'en'],
    ['fr_CA', 'fr'],
    ['EN', 'en'],
    [' fr ', 'fr'],
  ])('accepts %s as %s', (raw, lang) => expect(toSafeLanguage(raw)).toBe(lang));

  it.each([
    '<script>alert(1)</script>',
    'en<script>',
    '"><img src=x onerror=alert(1)>',
    "en' onmouseover='x()",
    'javascript:alert(1)',
    'en;DROP',
    '../../etc',
    'de',
    'pt-BR',
    '',
    'e',
    'en-' + 'x'.repeat(40),
    'a'.repeat(5000),
    '__proto__',
  ])('rejects %s', (raw) => expect(toSafeLanguage(raw)).toBeNull());

  it.each([undefined, null, 42, {}, ['en']])('rejects the non-string %s', (raw) => {
    expect(toSafeLanguage(raw)).toBeNull();
  });
});
