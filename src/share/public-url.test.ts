import { describe, expect, it } from 'vitest';
import { COMPANY } from '../content/company';
import { LANGUAGES } from '../i18n/languages';
import { SCREEN_IDS } from '../routing/routes';
import { allPages, pagePath, screenPath } from '../routing/paths';
import { publicPageUrl, publicUrl } from './public-url';

const BASE = COMPANY.siteUrl;

describe('public page URL', () => {
  // A few written out in full, so a change in how the URL is put together cannot go unnoticed.
  it.each([
    ['/', `${BASE}/`],
    ['/ca', `${BASE}/ca`],
    ['/en/services/design', `${BASE}/en/services/design`],
    ['/fr/services/echantillonnage', `${BASE}/fr/services/echantillonnage`],
    ['/ca/serveis/lomeras', `${BASE}/ca/serveis/lomeras`],
    ['/contacto', `${BASE}/contacto`],
  ])('%s is shared as %s', (path, url) => {
    expect(publicUrl(path)).toBe(url);
  });

  it('covers every screen in every language', () => {
    const covered = new Set(allPages().map((page) => `${page.lang}:${page.screen}`));
    for (const lang of LANGUAGES) for (const screen of SCREEN_IDS) expect(covered).toContain(`${lang}:${screen}`);
  });

  for (const page of allPages()) {
    const path = pagePath(page);
    it(`${page.lang} ${page.screen}${'serviceId' in page ? ` ${page.serviceId}` : ''}: ${path}`, () => {
      const url = publicUrl(path);
      expect(url).toBe(publicPageUrl(page));
      expect(url).toBe(`${BASE}${path}`);
      // It is the company's site, whatever origin this copy of the app runs on.
      expect(new URL(url).origin).toBe(new URL(BASE).origin);
      // Following it leads back to the same page, in the same language.
      expect(new URL(url).pathname).toBe(path);
    });
  }

  it('shares a path that redirects as the page it lands on, in the right language', () => {
    expect(publicUrl('/en/services/')).toBe(`${BASE}/en/services`);
    expect(publicUrl('/en/services/livres')).toBe(`${BASE}/en/services/books`);
    expect(publicUrl('/localisation')).toBe(`${BASE}/fr/localisation`);
    expect(publicUrl('/en/servicios')).toBe(`${BASE}/en/services`);
  });

  it('shares an unknown path as the home page of its language', () => {
    for (const lang of LANGUAGES)
      expect(publicUrl(`${screenPath('home', lang)}/no-such-page`.replace('//', '/'))).toBe(
        `${BASE}${screenPath('home', lang)}`,
      );
  });
});

describe('the query in a shared address', () => {
  it('is shared with a page whose query is part of it (a received selection)', () => {
    expect(publicUrl('/en/selection', '?s=04.1a.01')).toBe(`${BASE}/en/selection?s=04.1a.01`);
    expect(publicUrl('/seleccion', 's=04')).toBe(`${BASE}/seleccion?s=04`);
    expect(publicUrl('/en/selection', '')).toBe(`${BASE}/en/selection`);
  });
  it('holds only what is part of the page, and never more than a QR code holds', () => {
    expect(publicUrl('/en/selection', '?s=04&utm_source=x&fbclid=y')).toBe(`${BASE}/en/selection?s=04`);
    // A pasted address of 2,300 characters: shared as the page, not as a QR code that cannot be drawn.
    expect(publicUrl('/en/selection', `?s=${'04.'.repeat(770)}`)).toBe(`${BASE}/en/selection`);
  });
  it('is left off any other page', () => {
    expect(publicUrl('/en/history', '?utm_source=x')).toBe(`${BASE}/en/history`);
  });
});
