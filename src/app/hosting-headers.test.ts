import { describe, expect, it } from 'vitest';
import { CACHING_RULES, deviceFeatureRules, headerRules, noindexRules } from './hosting-headers';
import { allPages, pageDeviceFeatures, pageIndexed, pagePath } from '../routing/paths';
import { htmlFileFor } from '../routing/html-file';
import { policyEntries, securityHeaders } from './security-policy';
import { headersFor } from '../routing/server-answer';
import { matchPattern } from '../routing/url-pattern';

describe('hosting headers', () => {
  const rules = headerRules();

  it('sends every security header on every path', () => {
    expect(rules[0]).toEqual(expect.objectContaining({ path: '/*', headers: securityHeaders() }));
    for (const path of ['/', '/en/contact', '/sw.js', '/assets/app.js', '/nope', '/feria/nope', '/en/booth.js'])
      expect(headersFor(rules, path)).toMatchObject(securityHeaders());
  });

  /** The camera's entry of a Permissions-Policy value, and how many times the value names it. */
  const camera = (policy: string | undefined) => {
    const entries = policyEntries(policy, 'camera');
    return entries.length === 1 ? entries[0] : entries;
  };

  it('allows the camera to the booth page’s own document, at its four paths and their files, and nowhere else', () => {
    const booth = ['/feria', '/ca/fira', '/en/booth', '/fr/salon'];
    for (const path of booth.flatMap((path) => [path, `/${htmlFileFor(path)}`])) {
      const headers = headersFor(rules, path);
      expect(camera(headers['Permissions-Policy']), path).toBe('camera=(self)');
      // Only the camera changes: every other feature stays off, every other header as on any path.
      expect(headers['Permissions-Policy']!.replace('camera=(self)', 'camera=()'), path).toBe(
        securityHeaders()['Permissions-Policy'],
      );
      expect({ ...headers, 'Permissions-Policy': '' }, path).toMatchObject({
        ...securityHeaders(),
        'Permissions-Policy': '',
      });
    }
    for (const page of allPages().filter((page) => !booth.includes(pagePath(page))))
      for (const path of [pagePath(page), `/${htmlFileFor(pagePath(page))}`])
        expect(camera(headersFor(rules, path)['Permissions-Policy']), path).toBe('camera=()');
    for (const path of ['/feria/', '/feria/nope', '/en/booth/x', '/en/404.html', '/404.html', '/sw.js'])
      expect(camera(headersFor(rules, path, 404)['Permissions-Policy']), path).toBe('camera=()');
  });

  it('derives the pages that allow a device feature from the route table, and replaces the policy there', () => {
    const using = allPages().filter((page) => pageDeviceFeatures(page).length > 0);
    expect(using.map(pagePath)).toEqual(['/feria', '/ca/fira', '/en/booth', '/fr/salon']);
    expect(deviceFeatureRules().map((rule) => rule.path)).toEqual(
      using.flatMap((page) => [pagePath(page), `/${htmlFileFor(pagePath(page))}`]),
    );
    for (const rule of deviceFeatureRules()) expect(rule.replaces).toEqual(['Permissions-Policy']);
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

  it('never sets a header in a second rule unless it replaces it (hosts would join the two values)', () => {
    const paths = [
      ...allPages().flatMap((page) => [pagePath(page), `/${htmlFileFor(pagePath(page))}`]),
      ...['/sw.js', '/assets/app.js', '/manifest-fr.webmanifest', '/locales/0123456789ab/en/common.json', '/nope'],
    ];
    for (const path of paths) {
      const matching = rules.filter((rule) => matchPattern(rule.path, path));
      for (const [i, rule] of matching.entries())
        for (const name of Object.keys(rule.headers))
          if (matching.slice(0, i).some((earlier) => name in earlier.headers))
            expect(rule.replaces ?? [], `${path}: ${rule.path} ${name}`).toContain(name);
    }
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
      '/buscar',
      '/buscar.html',
      '/ca/seleccio',
      '/ca/seleccio.html',
      '/ca/fira',
      '/ca/fira.html',
      '/ca/cerca',
      '/ca/cerca.html',
      '/en/selection',
      '/en/selection.html',
      '/en/booth',
      '/en/booth.html',
      '/en/search',
      '/en/search.html',
      '/fr/selection',
      '/fr/selection.html',
      '/fr/salon',
      '/fr/salon.html',
      '/fr/recherche',
      '/fr/recherche.html',
    ]);
    expect(headersFor(rules, '/en/contact.html')['X-Robots-Tag']).toBeUndefined();
    expect(headersFor(rules, '/en/selection/other')['X-Robots-Tag']).toBeUndefined();
  });
});
