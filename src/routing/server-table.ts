import { DEFAULT_LANG, LANGUAGES, type Lang } from '../i18n/languages';
import { SERVICE_ALIASES, SERVICE_IDS, resolveServiceId } from '../content/catalog';
import { SCREENS, SERVICE_DETAIL } from './routes';
import { allPages, pagePath, splitLanguage, splitSegments } from './paths';
import { resolveRoute } from './resolve-route';
import { htmlFileFor, notFoundFileFor } from './html-file';
import { fillTarget, matchPattern } from './url-pattern';

/**
 * The one table of server behaviour: what every URL of the site answers, on every server.
 * The preview server (`npm start`), Cloudflare Pages' `_redirects` and `_headers`, Netlify's
 * `netlify.toml` and the nginx config are all written from it (src/routing/hosts/), and the
 * host lane (scripts/hosts/) checks each server against it.
 */

export interface Redirect {
  /** A path, or a pattern (`:name` one segment) for a move that keeps what follows. */
  from: string;
  to: string;
  status: 301;
  /** Only for visitors whose Accept-Language prefers this language (a slug two languages share). */
  language?: Lang;
  why: 'language' | 'service' | 'prefix';
}

export interface HeaderRule {
  /** A path or pattern (`*` anything); every rule that matches a path applies to it. */
  path: string;
  why: string;
  headers: Record<string, string>;
  /**
   * Whether an error answer (a 404) on the path gets them too; unless false, it does. A
   * year-long cache is for a file that is there: sent with a 404, it would keep a file missing
   * for a year after it is back (texts asked for during a deploy, before their files arrive).
   */
  onErrors?: boolean;
  /**
   * Headers whose values this rule puts in place of those of the rules before it, where the
   * hosts would otherwise join the values of every rule that matches (`a, b`). Cloudflare drops
   * the earlier values first (`! Name`), nginx takes the last matching rule's value, and the
   * preview server sets it; Netlify's own server keeps the last matching rule's value anyway.
   */
  replaces?: readonly string[];
}

export interface NotFoundPage {
  /** Paths under this prefix that are nothing get this language's not-found page, status 404. */
  prefix: string;
  lang: Lang;
  file: string;
}

/** What the hosts do by themselves, the same everywhere, so the table need not spell it out per URL. */
export const CLEAN_URLS = {
  /** /en/contact is served from en/contact.html, / from index.html. */
  extension: '.html',
  /** /en/contact/ moves to /en/contact when that page exists (Cloudflare's own answer, copied). */
  trailingSlashStatus: 308,
} as const;

export type Host = 'preview' | 'cloudflare' | 'netlify' | 'nginx';

export interface HostBehaviour {
  /** Whether the host follows the rules that depend on Accept-Language; if not, everyone gets the default. */
  languageRules: boolean;
  /** What /en/contact.html answers: the file itself, or a move to /en/contact. */
  htmlFileUrl: 200 | 308;
  why: string;
}

/** Where a host cannot do what the table says, what it does instead; the host lane expects exactly this. */
export const HOSTS: Readonly<Record<Host, HostBehaviour>> = {
  preview: { languageRules: true, htmlFileUrl: 200, why: 'Runs the table itself (src/routing/server-answer.ts).' },
  nginx: {
    languageRules: true,
    htmlFileUrl: 200,
    why: 'Picks the first of the site languages named in Accept-Language; browsers list them by preference, so the q weights are not read.',
  },
  cloudflare: {
    languageRules: false,
    htmlFileUrl: 308,
    why: '_redirects has no conditions; .html URLs move to the clean URL by its own html handling.',
  },
  netlify: {
    languageRules: false,
    htmlFileUrl: 200,
    why: 'It reads the same dist/_redirects, before netlify.toml, so a Language rule there would come too late.',
  },
};

export interface ServerTable {
  /** Every page: its clean URL and the file that holds it. */
  pages: { path: string; file: string }[];
  /** Static paths first, then patterns; within each, rules for a language before the rule for everyone. */
  redirects: Redirect[];
  /** Longest prefix first; the last one ('/') catches everything else. */
  notFound: NotFoundPage[];
  headers: readonly HeaderRule[];
}

function servicesParent(lang: Lang): string[] {
  return splitSegments(SCREENS[SERVICE_DETAIL.parent].slugs[lang]);
}

/**
 * Every spelling a visitor can plausibly type below a language prefix: every page's path in
 * its own language, and every service id and alias under every language's services list.
 */
function spellings(): string[][] {
  const pages = allPages().map((page) => splitLanguage(pagePath(page)).rest);
  const keys = [...SERVICE_IDS, ...Object.keys(SERVICE_ALIASES)];
  const services = LANGUAGES.flatMap((lang) => keys.map((key) => [...servicesParent(lang), key]));
  return [...pages, ...services];
}

/** A stray /es prefix is dropped: one rule per depth of the site's paths, with placeholders. */
function prefixRules(): Redirect[] {
  const depth = Math.max(...allPages().map((page) => splitLanguage(pagePath(page)).rest.length));
  return Array.from({ length: depth }, (_, i) => {
    const names = Array.from({ length: i + 1 }, (_, n) => `:p${n + 1}`);
    return { from: `/${DEFAULT_LANG}/${names.join('/')}`, to: `/${names.join('/')}`, status: 301, why: 'prefix' };
  });
}

/** Where the patterns alone would send a path (one hop), if any matches. */
function patternTarget(patterns: readonly Redirect[], path: string): string | undefined {
  for (const rule of patterns) {
    const values = matchPattern(rule.from, path);
    if (values) return fillTarget(rule.to, values);
  }
  return undefined;
}

/**
 * Every redirect the browser's own router (resolveRoute) would make for a plausible path,
 * as host rules: one static rule per path a pattern cannot express (a slug translated, an
 * alias resolved), and where two languages share a slug, one rule per visitor language that
 * changes the answer, before the rule for everyone.
 */
export function redirectRules(): Redirect[] {
  const patterns = prefixRules();
  const prefixes = ['', ...LANGUAGES.map((lang) => `/${lang}`)];
  const paths = new Set(prefixes.flatMap((prefix) => spellings().map((rest) => [prefix, ...rest].join('/') || '/')));
  const rules: Redirect[] = [];
  for (const from of paths) {
    const everyone = resolveRoute(from);
    if (everyone.kind !== 'redirect') continue;
    const why = reasonFor(from);
    for (const lang of LANGUAGES) {
      const preferred = resolveRoute(from, lang);
      if (preferred.kind === 'redirect' && preferred.to !== everyone.to)
        rules.push({ from, to: preferred.to, status: 301, language: lang, why });
    }
    if (patternTarget(patterns, from) !== everyone.to) rules.push({ from, to: everyone.to, status: 301, why });
  }
  return [...rules, ...patterns];
}

/** Why a path moves: a stray /es prefix, a service named by id or alias, or a slug of another language. */
function reasonFor(path: string): Redirect['why'] {
  const { lang, prefixed, rest } = splitLanguage(path);
  if (prefixed && lang === DEFAULT_LANG) return 'prefix';
  return rest.length > 1 && resolveServiceId(rest.at(-1)!) ? 'service' : 'language';
}

export function notFoundPages(): NotFoundPage[] {
  const prefixed = LANGUAGES.filter((lang) => lang !== DEFAULT_LANG).map((lang) => ({
    prefix: `/${lang}/`,
    lang,
    file: notFoundFileFor(lang),
  }));
  return [...prefixed, { prefix: '/', lang: DEFAULT_LANG, file: notFoundFileFor(DEFAULT_LANG) }];
}

/** The table, with the response headers (security and caching) that the app layer decides. */
export function serverTable(headers: readonly HeaderRule[]): ServerTable {
  return {
    pages: allPages().map((page) => ({ path: pagePath(page), file: htmlFileFor(pagePath(page)) })),
    redirects: redirectRules(),
    notFound: notFoundPages(),
    headers,
  };
}

/** The rules a host without language conditions follows: every unconditional one, in order. */
export function rulesForEveryone(table: ServerTable): Redirect[] {
  return table.redirects.filter((rule) => !rule.language);
}
