import type { TFunction } from 'i18next';
import { COMPANY } from '../content/company';
import { LANGUAGES, LANGUAGE_INFO, type Lang } from '../i18n/languages';
import { pageIndexed, pagePath, type PageRef } from '../routing/paths';
import { absoluteUrl, hreflangAlternates } from '../routing/site-url';
import { manifestFileFor } from '../pwa/manifest';
import { APP_THEME } from '../pwa/theme';
import { contentSecurityPolicy } from './security-policy';

/** What is shown: a page, or the not-found page in a language. */
export type Shown = { kind: 'page'; page: PageRef } | { kind: 'notFound'; lang: Lang };

export interface HeadData {
  lang: Lang;
  title: string;
  description: string;
  /** Absent on the not-found page and on pages the route table marks not indexed: they say noindex. */
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  ogLocale: string;
  ogLocaleAlternates: string[];
  ogImage: string;
  /** Structured data; added by the prerender step only (see local-business.ts), never in the browser. */
  jsonLd?: object | null;
  /** CSP hashes of the page's inline <style>; added by the prerender step. */
  styleHashes?: readonly string[];
  /** The web app manifest in the page's language. */
  manifest: string;
}

export const OG_IMAGE_PATH = '/images/og-image.png';

export function shownLang(shown: Shown): Lang {
  return shown.kind === 'page' ? shown.page.lang : shown.lang;
}

function titleOf(shown: Shown, t: TFunction): string {
  if (shown.kind === 'notFound') return t('common:meta.notFound.title');
  const { page } = shown;
  if (page.screen === 'serviceDetail')
    return t('common:meta.serviceDetail.title', { service: t(`common:serviceNames.${page.serviceId}`) });
  return t(`common:meta.${page.screen}.title`, { brand: COMPANY.brand });
}

function descriptionOf(shown: Shown, t: TFunction): string {
  if (shown.kind === 'notFound') return t('common:meta.notFound.description');
  const { page } = shown;
  if (page.screen === 'serviceDetail')
    return t('common:meta.serviceDetail.description', { service: t(`common:serviceNames.${page.serviceId}`) });
  return t(`common:meta.${page.screen}.description`);
}

/** Everything the <head> of a page says, from the route table, the locales and the company config. */
export function buildHead(shown: Shown, t: TFunction): HeadData {
  const lang = shownLang(shown);
  const title = titleOf(shown, t);
  const isHome = shown.kind === 'page' && shown.page.screen === 'home';
  // A page not indexed names no canonical address or alternates: it says noindex instead.
  const indexed = shown.kind === 'page' && pageIndexed(shown.page);
  return {
    lang,
    title: isHome ? title : `${title} · ${COMPANY.brand}`,
    description: descriptionOf(shown, t),
    canonical: indexed ? absoluteUrl(pagePath(shown.page)) : null,
    alternates: indexed ? hreflangAlternates(shown.page) : [],
    ogLocale: LANGUAGE_INFO[lang].ogLocale,
    ogLocaleAlternates: LANGUAGES.filter((l) => l !== lang).map((l) => LANGUAGE_INFO[l].ogLocale),
    ogImage: absoluteUrl(OG_IMAGE_PATH),
    manifest: `/${manifestFileFor(lang)}`,
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * The head tags as HTML, for the prerendered pages. The Content-Security-Policy comes first:
 * a meta policy only governs what the document loads after it.
 */
export function renderHeadTags(head: HeadData): string {
  const meta = (attr: 'name' | 'property' | 'http-equiv', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('http-equiv', 'Content-Security-Policy', contentSecurityPolicy('meta', undefined, head.styleHashes)),
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : meta('name', 'robots', 'noindex'),
    ...head.alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', COMPANY.brand),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.ogImage),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    meta('property', 'og:locale', head.ogLocale),
    ...head.ogLocaleAlternates.map((l) => meta('property', 'og:locale:alternate', l)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'theme-color', APP_THEME.themeColor),
    `<link rel="manifest" href="${head.manifest}">`,
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">',
  ];
  if (head.jsonLd) {
    // '<' is escaped so the JSON can never close the script element.
    tags.push(`<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.join('\n    ');
}
