import { describe, expect, it } from 'vitest';
import { localesUrl } from './options';

describe('localesUrl', () => {
  it('is an address that parses on its own, so the HTTP backend never throws on it', () => {
    const url = localesUrl('https://mostrari.example');
    expect(() => new URL(url)).not.toThrow();
    expect(url.replace('{{lng}}', 'fr').replace('{{ns}}', 'home')).toBe(
      'https://mostrari.example/locales/fr/home.json',
    );
  });
});
