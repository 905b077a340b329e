import { describe, expect, it } from 'vitest';
import { redirectsFile, wrongLanguageRedirects } from './hosting-redirects';
import { resolveRoute } from './resolve-route';

describe('hosting redirects', () => {
  const redirects = wrongLanguageRedirects();

  it('includes the spec examples', () => {
    const map = new Map(redirects);
    expect(map.get('/serveis/mostraris')).toBe('/ca/serveis/mostraris');
    expect(map.get('/en/servicios')).toBe('/en/services');
    expect(map.get('/location')).toBe('/en/location');
    expect(map.get('/localisation')).toBe('/fr/localisation');
  });

  it('sends every path where the browser would, and always to a page', () => {
    expect(redirects.length).toBeGreaterThan(100);
    for (const [from, to] of redirects) {
      expect(resolveRoute(from)).toEqual({ kind: 'redirect', to });
      expect(resolveRoute(to).kind).toBe('page');
    }
  });

  it('ends with the not-found rules, the catch-all last', () => {
    const lines = redirectsFile().trim().split('\n');
    expect(lines.slice(-4)).toEqual([
      '/ca/* /ca/404.html 404',
      '/en/* /en/404.html 404',
      '/fr/* /fr/404.html 404',
      '/* /404.html 404',
    ]);
  });
});
