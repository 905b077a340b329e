import { absoluteUrl, hreflangAlternates } from './site-url';
import { indexedPages, pagePath } from './paths';

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** sitemap.xml with every indexed page in every language, each listing its language alternates. */
export function sitemapXml(): string {
  const entries = indexedPages().map((page) => {
    const alternates = hreflangAlternates(page).map(
      ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(href)}"/>`,
    );
    return `  <url>\n    <loc>${xmlEscape(absoluteUrl(pagePath(page)))}</loc>\n${alternates.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
