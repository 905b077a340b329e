import { LANGUAGES, type Lang } from '../i18n/languages';
import { matchPage, pagePath, splitLanguage, type PageRef } from './paths';

export type Resolution =
  { kind: 'page'; page: PageRef } | { kind: 'redirect'; to: string } | { kind: 'notFound'; lang: Lang };

/**
 * What a path shows. A page under its canonical path renders; the same page under another
 * spelling (trailing slash, alias id, capitals) redirects to the canonical path. A path that
 * belongs to another language redirects: without a prefix it goes to that language
 * (/location → /en/location); under a prefix it goes to the prefix's language
 * (/en/servicios → /en/services). Where two languages share a slug (contact, services),
 * `preferred` breaks the tie, then the order of LANGUAGES.
 */
export function resolveRoute(pathname: string, preferred?: Lang): Resolution {
  const { lang, prefixed, rest } = splitLanguage(pathname);
  const own =
    matchPage(rest, lang) ??
    matchPage(
      rest.map((s) => s.toLowerCase()),
      lang,
    );
  if (own) {
    const canonical = pagePath(own);
    return canonical === pathname ? { kind: 'page', page: own } : { kind: 'redirect', to: canonical };
  }
  const others = LANGUAGES.filter((l) => l !== lang).sort((a, b) => rank(a, preferred) - rank(b, preferred));
  for (const other of others) {
    const foreign = matchPage(rest, other);
    if (foreign) return { kind: 'redirect', to: pagePath({ ...foreign, lang: prefixed ? lang : other } as PageRef) };
  }
  return { kind: 'notFound', lang };
}

function rank(lang: Lang, preferred?: Lang): number {
  return lang === preferred ? -1 : LANGUAGES.indexOf(lang);
}
