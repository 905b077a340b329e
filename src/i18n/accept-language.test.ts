import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './accept-language';

describe('preferredLanguage', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,de;q=0.9,en;q=0.5,ca;q=0.7', 'ca'],
    ['en;q=0.2, es', 'es'],
    ['de, pt', undefined],
    ['', undefined],
    [undefined, undefined],
    ['<script>,en', 'en'],
    ['fr;q=0, en;q=0.1', 'en'],
  ])('%s → %s', (header, lang) => expect(preferredLanguage(header)).toBe(lang));
});
