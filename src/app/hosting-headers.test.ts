import { describe, expect, it } from 'vitest';
import { CACHING_RULES, headerRules, noindexRules } from './hosting-headers';
import { allPages, pageIndexed, pagePath } from '../routing/paths';
import { securityHeaders } from './security-policy';
import { headersFor } from '../routing/server-answer';

describe('hosting headers', () => {
  const rules = headerRules();

  it('sends every security header on every path', () => {
    expect(rules[0]).toEqual(expect.objectContaining({ path: '/*', headers: securityHeaders() }));
    for (const path of ['/', '/en/contact', '/sw.js', '/assets/app.js', '/nope'])
      expect(headersFor(rules, path)).toMatchObject(securityHeaders());
  });

  it('keeps the caching rules: the service worker is never cached, hashed assets and texts for a year', () => {
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache, no-store, must-revalidate');
    expect(headersFor(rules, '/assets/index-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/manifest-fr.webmanifest')).toMatchObject({
      'Content-Type': 'application/manifest+json',
      'Cache-Control': 'no-cache',
    });
    // Translations are served under the hash of their content (scripts/vite/locales-plugin.ts).
    expect(headersFor(rules, '/locales/0123456789ab/en/common.json')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(rules, '/en/contact')['Cache-Control']).toBeUndefined();
  });

  it('never sets a security header in a second rule (hosts would join the two values)', () => {
    const security = new Set(Object.keys(securityHeaders()));
    for (const rule of CACHING_RULES)
      for (const name of Object.keys(rule.headers)) expect(security.has(name), `${rule.path} ${name}`).toBe(false);
  });

  it('tells search engines not to index the pages the route table marks so, and only those', () => {
    for (const page of allPages())
      expect(headersFor(rules, pagePath(page))['X-Robots-Tag'], pagePath(page)).toBe(
        pageIndexed(page) ? undefined : 'noindex',
      );
    expect(noindexRules().map((rule) => rule.path)).toEqual([
      '/seleccion',
      '/seleccion.html',
      '/feria',
      '/feria.html',
      '/ca/seleccio',
      '/ca/seleccio.html',
      '/ca/fira',
      '/ca/fira.html',
      '/en/selection',
      '/en/selection.html',
      '/en/booth',
      '/en/booth.html',
      '/fr/selection',
      '/fr/selection.html',
      '/fr/salon',
      '/fr/salon.html',
    ]);
    expect(headersFor(rules, '/en/contact.html')['X-Robots-Tag']).toBeUndefined();
    expect(headersFor(rules, '/en/selection/other')['X-Robots-Tag']).toBeUndefined();
  });
});
