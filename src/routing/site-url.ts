import { COMPANY } from '../content/company';
import { DEFAULT_LANG, LANGUAGES } from '../i18n/languages';
import { pagePath, type PageRef } from './paths';

/** A path of the site as an address on the company's public site (COMPANY.siteUrl). */
export function absoluteUrl(path: string): string {
  return COMPANY.siteUrl + (path === '/' ? '/' : path);
}

/** A page's address in every language, and the default language's as x-default: the page head and the sitemap list the same. */
export function hreflangAlternates(page: PageRef): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((lang) => ({ hreflang: lang, href: absoluteUrl(pagePath({ ...page, lang })) })),
    { hreflang: 'x-default', href: absoluteUrl(pagePath({ ...page, lang: DEFAULT_LANG })) },
  ];
}
