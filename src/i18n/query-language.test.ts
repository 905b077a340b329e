import { describe, expect, it } from 'vitest';
import { languageFromQuery, queryWithLanguage } from './query-language';

describe('languageFromQuery', () => {
  it('reads a language of ours and removes it from the query', () => {
    expect(languageFromQuery('?lng=ca')).toEqual({ lang: 'ca', search: '' });
    expect(languageFromQuery('?a=1&lng=en-US&b=2')).toEqual({ lang: 'en', search: '?a=1&b=2' });
  });

  it('leaves a query without lng alone', () => {
    expect(languageFromQuery('?a=1')).toEqual({ lang: null, search: '?a=1' });
    expect(languageFromQuery('')).toEqual({ lang: null, search: '' });
  });

  it.each(['?lng=%3Cscript%3Ealert(1)%3C%2Fscript%3E', '?lng=de', '?lng=' + 'x'.repeat(3000), '?lng='])(
    'drops %s without choosing a language',
    (search) => {
      expect(languageFromQuery(search)).toEqual({ lang: null, search: '' });
    },
  );
});

describe('queryWithLanguage', () => {
  it('asks for the language in a query that languageFromQuery gives back unchanged', () => {
    expect(queryWithLanguage('', 'en')).toBe('?lng=en');
    expect(languageFromQuery(queryWithLanguage('', 'en'))).toEqual({ lang: 'en', search: '' });
    expect(languageFromQuery(queryWithLanguage('?s=a.b', 'fr'))).toEqual({ lang: 'fr', search: '?s=a.b' });
  });
});
