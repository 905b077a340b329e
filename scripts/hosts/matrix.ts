/**
 * The URL matrix of the host lane: groups of URLs with what each must answer. The URLs come
 * from the table and the route table; the answers from the browser's own router
 * (resolveRoute), the build's files and the table's header rules, and, where a host cannot
 * do what the table says, from what the table says that host does instead (HOSTS).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANG, LANGUAGES } from '../../src/i18n/languages.ts';
import { preferredLanguage } from '../../src/i18n/accept-language.ts';
import { SERVICE_ALIASES, SERVICE_IDS } from '../../src/content/catalog.ts';
import { SCREENS } from '../../src/routing/routes.ts';
import { allPages, pageDeviceFeatures, pagePath, splitLanguage } from '../../src/routing/paths.ts';
import { resolveRoute } from '../../src/routing/resolve-route.ts';
import { htmlFileFor, notFoundFileFor } from '../../src/routing/html-file.ts';
import { HOSTS, type Host, type ServerTable } from '../../src/routing/server-table.ts';
import { headersFor } from '../../src/routing/server-answer.ts';
import { policyEntries } from '../../src/app/security-policy.ts';
import { isPattern } from '../../src/routing/url-pattern.ts';
import { PACK_FILE } from '../../src/pwa/catalogue-packs.ts';

export interface Expected {
  status: number | number[];
  location?: string;
  /** A file of dist/ the body must be, byte for byte. */
  file?: string;
  /** Headers that must have exactly these values. */
  headers?: Record<string, string>;
  /** Text the body must not contain. */
  absent?: string;
  /** A Location that must not start with this (another host). */
  locationNot?: RegExp;
  /** Headers that must not have a value like this, if sent at all. */
  headersNot?: Record<string, RegExp>;
  /** A feature the Permissions-Policy must name exactly once, with this allowlist (`()`, `(self)`). */
  permission?: { feature: string; allowlist: string };
}

export interface Probe {
  url: string;
  acceptLanguage?: string;
  expect: Expected;
}

export interface Group {
  name: string;
  probes: Probe[];
}

/** What the browser's router makes of a path, as a server answer. */
function routed(path: string, preferred?: Parameters<typeof resolveRoute>[1]): Expected {
  const resolution = resolveRoute(path, preferred);
  if (resolution.kind === 'redirect') return { status: 301, location: resolution.to };
  if (resolution.kind === 'notFound') return { status: 404, file: notFoundFileFor(resolution.lang) };
  return { status: 200, file: htmlFileFor(path) };
}

const withQuery = (expected: Expected, query: string): Expected => ({
  ...expected,
  location: expected.location + query,
});

export function matrix(table: ServerTable, host: Host, dist: string): Group[] {
  const behaviour = HOSTS[host];
  const fixed = table.redirects.filter((rule) => !isPattern(rule.from));
  const pages = table.pages;
  const keys = [...SERVICE_IDS, ...Object.keys(SERVICE_ALIASES)];
  const parents = [...new Set(LANGUAGES.map((lang) => SCREENS.services.slugs[lang]))];
  const prefixes = ['', ...LANGUAGES.filter((lang) => lang !== DEFAULT_LANG).map((lang) => `/${lang}`)];
  const asset = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js'))!;
  const pack = cataloguePack(dist);
  // The texts' one version folder (scripts/vite/locales-plugin.ts).
  const [textsVersion] = readdirSync(join(dist, 'locales'));
  const languages = ['fr-FR,fr;q=0.9,en;q=0.8', 'en-GB,en;q=0.9', 'es-ES,es;q=0.9,fr;q=0.5', 'de-DE,de;q=0.9,fr;q=0.7'];
  const booth = cameraPagePaths();
  const camera = (path: string, status: number | number[] = 200): Expected => ({
    status,
    permission: { feature: 'camera', allowlist: booth.has(path) ? '(self)' : '()' },
    headers: { 'Permissions-Policy': headersFor(table.headers, path)['Permissions-Policy']! },
  });

  return [
    {
      name: 'every page answers 200 with its own file, in its language',
      probes: pages.map(({ path, file }) => ({ url: path, expect: { status: 200, file } })),
    },
    {
      name: "every unknown path answers 404 with its language's not-found page",
      probes: [
        ...table.notFound.map((page) => `${page.prefix}no-such-page`),
        '/servicios/tapiceria',
        '/en/services/tapestry',
        '/ca/serveis/cascades/mes',
        '/fr/rien/du/tout',
        '/enx',
      ].map((url) => ({ url, expect: routed(url) })),
    },
    {
      name: 'every path of another language moves in one hop where the browser would send it',
      probes: fixed
        .filter((rule) => !rule.language && rule.why !== 'service')
        .map((rule) => ({ url: rule.from, expect: routed(rule.from) })),
    },
    {
      name: 'every service id and alias, under every language, reaches its page',
      probes: prefixes.flatMap((prefix) =>
        parents
          .flatMap((parent) => keys.map((key) => `${prefix}/${parent}/${key}`))
          .map((url) => ({ url, expect: routed(url) })),
      ),
    },
    {
      name: behaviour.languageRules
        ? 'a slug two languages share goes where Accept-Language prefers'
        : 'a slug two languages share goes to the first language, whatever Accept-Language says',
      probes: fixed
        .filter((rule) => rule.language)
        .flatMap((rule) =>
          languages.map((acceptLanguage) => ({
            url: rule.from,
            acceptLanguage,
            expect: routed(rule.from, behaviour.languageRules ? preferredLanguage(acceptLanguage) : undefined),
          })),
        ),
    },
    {
      name: 'a stray /es prefix moves to the Spanish page',
      probes: [
        '/es',
        ...pages
          .filter(({ path }) => splitLanguage(path).lang === DEFAULT_LANG && path !== '/')
          .map(({ path }) => `/es${path}`),
      ].map((url) => ({ url, expect: routed(url) })),
    },
    {
      name: 'a page with a trailing slash moves (308) to the page',
      probes: pages
        .filter(({ path }) => path !== '/')
        .map(({ path }) => ({ url: `${path}/`, expect: { status: 308, location: path } })),
    },
    {
      name:
        behaviour.htmlFileUrl === 200
          ? 'a page named by its .html file is served'
          : 'a page named by its .html file moves (308) to its clean URL',
      probes: pages.map(({ path, file }) => ({
        url: `/${file}`,
        expect: behaviour.htmlFileUrl === 200 ? { status: 200, file } : { status: 308, location: path },
      })),
    },
    {
      name: 'a move keeps the query string',
      probes: [
        { url: '/location?lng=fr', expect: withQuery(routed('/location'), '?lng=fr') },
        {
          url: '/servicios/books?utm_source=catalogue&x=1',
          expect: withQuery(routed('/servicios/books'), '?utm_source=catalogue&x=1'),
        },
        { url: '/es/historia?a=1', expect: withQuery(routed('/es/historia'), '?a=1') },
        { url: '/en/?x=1', expect: { status: 308, location: '/en?x=1' } },
      ],
    },
    {
      name: 'hostile paths stay on the site and reveal nothing outside the build',
      probes: [
        ...['/es//evil.example', '//evil.example/', '/es//evil.example/x', '/%2F%2Fevil.example'].map((url) => ({
          url,
          expect: { status: [301, 308, 404], locationNot: /^(\/\/|\/\\|[a-z]+:)/i },
        })),
        ...['/..%2f..%2fpackage.json', '/assets/..%2f..%2fvite.config.ts', '/locales/..%5c..%5c..%5cpackage.json'].map(
          (url) => ({
            url,
            expect: { status: [400, 404], absent: 'textile-sample-books-site' },
          }),
        ),
        // Names no file system can hold: a NUL byte, a segment longer than a file name may be;
        // "too long" (414, 431) is an honest answer too. Not probed on wrangler: its local proxy
        // answers 502 to these before any rule of ours is read, which says nothing of the edge.
        ...(host === 'cloudflare'
          ? []
          : ['/%00', '/fr/%00', `/${'a'.repeat(2_000)}`, `/fr/services/${'%C3%A9'.repeat(2_000)}`]
        ).map((url) => ({ url, expect: { status: [400, 404, 414, 431] } })),
      ],
    },
    {
      name: 'every response carries the headers of the rules that match its path',
      probes: [
        '/',
        '/en/no-such-page',
        '/location',
        '/sw.js',
        `/assets/${asset}`,
        '/manifest-es.webmanifest',
        `/locales/${textsVersion}/fr/common.json`,
        '/favicon.ico',
        // A page not indexed (the route table's mark), as a link that hands a selection over opens it;
        // on nginx, served from its file, whose own rule carries the header.
        '/fr/selection',
        '/seleccion?s=04.1a',
      ].map((url) => ({
        url,
        expect: { status: [200, 301, 404], headers: headersFor(table.headers, url.replace(/\?.*$/, '')) },
      })),
    },
    {
      name: 'the camera is allowed on the booth page alone: camera=(self) on its four paths, camera=() on every other page, once',
      probes: [
        ...pages.map(({ path }) => ({ url: path, expect: camera(path) })),
        // Its file, where the host serves it (the worker saves the page from there); Cloudflare
        // moves it to the clean URL, whose answer is probed above.
        ...(behaviour.htmlFileUrl === 200
          ? pages.map(({ path, file }) => ({ url: `/${file}`, expect: camera(path) }))
          : []),
        ...['/feria/nada', '/en/booth/x', '/fr/salon.json', '/no-such-page'].map((url) => ({
          url,
          expect: camera(url, 404),
        })),
        { url: '/sw.js', expect: camera('/sw.js') },
      ],
    },
    {
      // A first visit's worker saves most of the catalogue from these (src/pwa/catalogue-packs.ts):
      // the bytes it checks against the pack's name, and the security headers it stores its pages with.
      name: 'a catalogue pack answers byte for byte, kept a year unchanged, with the security headers',
      probes: [{ url: pack.url, expect: { status: 200, file: pack.file, headers: pack.headers(table) } }],
    },
    {
      // The year-long cache is for files that are there (onErrors in the table): a 404 kept for
      // a year would keep a deploy's texts or code missing after they arrive. Cloudflare sends
      // its own `no-store` with a 404.
      name: 'a versioned file that is not there answers 404 without the year-long cache of the files that are',
      probes: [
        `/locales/${textsVersion}/fr/no-such-texts.json`,
        '/locales/no-such-version/fr/common.json',
        '/assets/no-such-file.js',
      ].map((url) => ({
        url,
        expect: {
          status: 404,
          headers: headersFor(table.headers, url, 404),
          headersNot: { 'Cache-Control': /immutable|max-age=[1-9]/ },
        },
      })),
    },
  ];
}

/**
 * One of the build's catalogue packs, and the headers its rules give it: the immutable year-long
 * cache and the security policy among them, or the matrix is wrong before any host is asked.
 */
function cataloguePack(dist: string): {
  url: string;
  file: string;
  headers(table: ServerTable): Record<string, string>;
} {
  const file = readdirSync(join(dist, 'assets'))
    .map((name) => `assets/${name}`)
    .find((path) => PACK_FILE.test(path));
  if (!file) throw new Error(`host lane: no catalogue pack in ${dist}/assets`);
  const url = `/${file}`;
  return {
    url,
    file,
    headers: (table) => {
      const headers = headersFor(table.headers, url);
      if (!/\bimmutable\b/.test(headers['Cache-Control'] ?? '') || !headers['Content-Security-Policy'])
        throw new Error(
          `host lane: the rules give ${url} ${JSON.stringify(headers)}, not an immutable cache and a policy`,
        );
      return headers;
    },
  };
}

/**
 * The addresses of the pages whose documents may use the camera (issue 55: the booth page's
 * four), as the route table's device features say.
 */
export function cameraPagePaths(): Set<string> {
  return new Set(
    allPages()
      .filter((page) => pageDeviceFeatures(page).includes('camera'))
      .map(pagePath),
  );
}

/** Why a response is not what the probe expects, or null when it is. */
export async function check(origin: string, probe: Probe, dist: string): Promise<string | null> {
  const response = await fetch(origin + probe.url, {
    redirect: 'manual',
    headers: probe.acceptLanguage ? { 'Accept-Language': probe.acceptLanguage } : {},
    signal: AbortSignal.timeout(20_000),
  });
  const body = Buffer.from(await response.arrayBuffer());
  const { expect } = probe;
  const url = probe.url.length > 100 ? `${probe.url.slice(0, 100)}… (${probe.url.length} characters)` : probe.url;
  const where = probe.acceptLanguage ? `${url} [${probe.acceptLanguage}]` : url;
  const location = response.headers.get('location');
  const statuses = Array.isArray(expect.status) ? expect.status : [expect.status];
  const got = `${response.status}${location ? ` → ${location}` : ''}`;
  if (!statuses.includes(response.status))
    return `${where}: expected ${statuses.join('/')}${expect.location ? ` → ${expect.location}` : ''}, got ${got}`;
  if (expect.location !== undefined && location !== expect.location)
    return `${where}: expected → ${expect.location}, got ${got}`;
  if (expect.locationNot && location && expect.locationNot.test(location))
    return `${where}: moves off the site, to ${location}`;
  if (expect.file && !body.equals(readFileSync(join(dist, expect.file)))) return `${where}: body is not ${expect.file}`;
  if (expect.absent && body.includes(expect.absent)) return `${where}: body shows "${expect.absent}"`;
  if (expect.permission) {
    const { feature, allowlist } = expect.permission;
    const named = policyEntries(response.headers.get('permissions-policy'), feature);
    if (named.length !== 1 || named[0] !== `${feature}=${allowlist}`)
      return `${where}: Permissions-Policy names ${JSON.stringify(named)}, not once ${feature}=${allowlist}`;
  }
  for (const [name, value] of Object.entries(expect.headers ?? {}))
    if (response.headers.get(name) !== value)
      return `${where}: ${name} is ${JSON.stringify(response.headers.get(name))}, not ${JSON.stringify(value)}`;
  for (const [name, value] of Object.entries(expect.headersNot ?? {}))
    if (value.test(response.headers.get(name) ?? ''))
      return `${where}: ${name} is ${JSON.stringify(response.headers.get(name))}`;
  return null;
}
