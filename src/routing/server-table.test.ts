import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { SERVICE_ALIASES, SERVICE_IDS } from '../content/catalog';
import { SCREENS } from './routes';
import { allPages, pagePath, servicePath, splitSegments } from './paths';
import { resolveRoute } from './resolve-route';
import { notFoundFileFor } from './html-file';
import { redirectRules, serverTable, notFoundPages } from './server-table';
import { fillTarget, isPattern, matchPattern } from './url-pattern';

describe('the table of server behaviour', () => {
  const rules = redirectRules();
  const pages = new Set(allPages().map(pagePath));

  it('lists every page with the file it is served from', () => {
    const table = serverTable([]);
    // One per page of the route table, each in every language (76 with today's table).
    expect(table.pages).toHaveLength(allPages().length);
    expect(new Set(table.pages.map((p) => p.path))).toEqual(new Set(allPages().map(pagePath)));
    expect(table.pages).toContainEqual({ path: '/en/contact', file: 'en/contact.html' });
    expect(table.pages).toContainEqual({ path: '/', file: 'index.html' });
  });

  it('has the spec examples and every service id and alias in every language', () => {
    const everyone = new Map(rules.filter((rule) => !rule.language).map((rule) => [rule.from, rule.to]));
    expect(everyone.get('/serveis/mostraris')).toBe('/ca/serveis/mostraris');
    expect(everyone.get('/en/servicios')).toBe('/en/services');
    expect(everyone.get('/localisation')).toBe('/fr/localisation');
    expect(everyone.get('/en/services/libros')).toBe('/en/services/books');
    expect(everyone.get('/servicios/livres')).toBe('/servicios/libros');
    for (const lang of LANGUAGES)
      for (const key of [...SERVICE_IDS, ...Object.keys(SERVICE_ALIASES)]) {
        const path =
          '/' + [...(lang === 'es' ? [] : [lang]), ...splitSegments(SCREENS.services.slugs[lang]), key].join('/');
        const id = SERVICE_IDS.find((candidate) => candidate === key) ?? SERVICE_ALIASES[key]!;
        if (pages.has(path)) expect(path).toBe(servicePath(id, lang));
        else expect(everyone.get(path), path).toBe(servicePath(id, lang));
      }
  });

  it('moves only paths that are no page, to a page, the way the browser would', () => {
    for (const rule of rules.filter((rule) => !isPattern(rule.from))) {
      expect(pages.has(rule.from), rule.from).toBe(false);
      expect(pages.has(rule.to), rule.to).toBe(true);
      expect(resolveRoute(rule.from, rule.language), rule.from).toEqual({ kind: 'redirect', to: rule.to });
    }
  });

  it('gives a shared slug a rule per visitor language, before the rule for everyone', () => {
    const contact = rules.filter((rule) => rule.from === '/contact');
    expect(contact).toEqual([
      { from: '/contact', to: '/fr/contact', status: 301, language: 'fr', why: 'language' },
      { from: '/contact', to: '/en/contact', status: 301, why: 'language' },
    ]);
    expect(rules.filter((rule) => rule.language).every((rule) => rule.language === 'fr')).toBe(true);
  });

  it('drops a stray /es prefix with placeholder rules, after every static path', () => {
    const firstPattern = rules.findIndex((rule) => isPattern(rule.from));
    expect(rules.slice(firstPattern).map((rule) => [rule.from, rule.to])).toEqual([
      ['/es/:p1', '/:p1'],
      ['/es/:p1/:p2', '/:p1/:p2'],
    ]);
    expect(rules.slice(0, firstPattern).some((rule) => isPattern(rule.from))).toBe(false);
    // Only where the pattern would send a path elsewhere does it get a rule of its own.
    expect(rules.find((rule) => rule.from === '/es/historia')).toBeUndefined();
    expect(rules.find((rule) => rule.from === '/es/location')?.to).toBe('/ubicacion');
    for (const page of pages) {
      if (page === '/' || page.split('/')[1]?.length === 2) continue;
      const pattern = rules.slice(firstPattern).find((rule) => matchPattern(rule.from, `/es${page}`));
      expect(fillTarget(pattern!.to, matchPattern(pattern!.from, `/es${page}`)!), page).toBe(page);
    }
  });

  it('gives each language its not-found page, the catch-all last, where Cloudflare looks for it', () => {
    expect(notFoundPages()).toEqual([
      { prefix: '/ca/', lang: 'ca', file: 'ca/404.html' },
      { prefix: '/en/', lang: 'en', file: 'en/404.html' },
      { prefix: '/fr/', lang: 'fr', file: 'fr/404.html' },
      { prefix: '/', lang: 'es', file: '404.html' },
    ]);
    for (const page of notFoundPages()) expect(page.file).toBe(page.prefix.slice(1) + '404.html');
    expect(notFoundFileFor('es')).toBe('404.html');
  });
});
