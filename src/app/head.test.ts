import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { allPages, indexedPages, pageIndexed, pagePath } from '../routing/paths';
import { LANGUAGES } from '../i18n/languages';
import { sitemapXml } from '../routing/sitemap';
import { publicPageUrl } from '../share/public-url';
import { buildHead, renderHeadTags, type HeadData } from './head';
import { contentSecurityPolicy } from './security-policy';

const HEAD: HeadData = {
  lang: 'en',
  title: 'Title </title><script>alert(1)</script>',
  description: 'A "quoted" description',
  canonical: 'https://www.mostrari.example/en',
  alternates: [],
  ogLocale: 'en_GB',
  ogLocaleAlternates: [],
  ogImage: 'https://www.mostrari.example/images/og-image.png',
  jsonLd: { name: '</script><script>alert(1)</script>' },
  manifest: '/manifest-en.webmanifest',
};

describe('renderHeadTags', () => {
  const html = renderHeadTags(HEAD);

  it('starts with the Content-Security-Policy, so it governs everything the page loads', () => {
    const first = html.split('\n')[0]!;
    const content = /^<meta http-equiv="Content-Security-Policy" content="([^"]+)">$/.exec(first)?.[1];
    expect(content?.replace(/&#39;/g, "'")).toBe(contentSecurityPolicy('meta'));
  });

  it('has no script the browser would run: the only script element is a JSON-LD data block', () => {
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script type="application/ld+json">']);
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('buildHead', () => {
  it('declares as canonical the address a page is shared under, so a shared link never splits its ranking', () => {
    for (const page of indexedPages())
      expect(buildHead({ kind: 'page', page }, i18next.t).canonical).toBe(publicPageUrl(page));
  });

  it('says noindex, with no canonical or alternates, on a page the route table marks not indexed', () => {
    const unindexed = allPages().filter((page) => !pageIndexed(page));
    expect(unindexed.map(pagePath)).toEqual([
      '/seleccion',
      '/feria',
      '/buscar',
      '/ca/seleccio',
      '/ca/fira',
      '/ca/cerca',
      '/en/selection',
      '/en/booth',
      '/en/search',
      '/fr/selection',
      '/fr/salon',
      '/fr/recherche',
    ]);
    for (const page of unindexed) {
      const head = buildHead({ kind: 'page', page }, i18next.t);
      expect(head).toMatchObject({ canonical: null, alternates: [] });
      const html = renderHeadTags(head);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toMatch(/rel="canonical"|hreflang=|og:url/);
    }
    for (const page of indexedPages())
      expect(renderHeadTags(buildHead({ kind: 'page', page }, i18next.t))).not.toContain('noindex');
    expect(unindexed).toHaveLength(LANGUAGES.length * 3);
  });

  it('lists the same hreflang alternates as the sitemap', () => {
    const sitemap = sitemapXml();
    for (const page of indexedPages()) {
      const { alternates } = buildHead({ kind: 'page', page }, i18next.t);
      expect(alternates).toHaveLength(5);
      for (const { hreflang, href } of alternates)
        expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`);
    }
  });
});
