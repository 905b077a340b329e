import type { HeaderRule } from '../routing/server-table';
import { allPages, pageIndexed, pagePath } from '../routing/paths';
import { htmlFileFor } from '../routing/html-file';
import { securityHeaders, type PolicyOrigins, COMPANY_ORIGINS } from './security-policy';

/**
 * The response headers of the table of server behaviour (src/routing/server-table.ts): what
 * each path gets, decided here because the policy is built from the company config. The
 * host files that carry them are written in src/routing/hosts/.
 */

/**
 * How long the host may keep each kind of file. No path here also matches another rule with
 * the same header: Cloudflare Pages joins the values of every matching rule.
 */
export const CACHING_RULES: readonly HeaderRule[] = [
  {
    path: '/sw.js',
    why: 'The service worker must always be fetched fresh, or visitors could stay on an old version.',
    headers: { 'Cache-Control': 'no-cache, no-store, must-revalidate' },
  },
  {
    path: '/assets/*',
    why: 'Hashed build files never change: cache them for a year.',
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    onErrors: false,
  },
  {
    path: '/*.webmanifest',
    why: 'Manifests carry no hash in their names.',
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'no-cache' },
  },
  {
    path: '/locales/*',
    why: 'Translations are served under the hash of their content (/locales/<hash>/…): cache them for a year.',
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
    onErrors: false,
  },
];

/**
 * The pages the route table marks not indexed (the visitor's selection) say so to search engines
 * in their head, and here in the answer too: a header is read for a link's every address (with
 * any `?s=`), before any HTML. A rule for the clean URL and one for the file it is served from,
 * which is an address of the page too (hosts that serve `/en/selection.html`), and the one nginx
 * matches its rules against once it has found the file.
 */
export function noindexRules(): HeaderRule[] {
  return allPages()
    .filter((page) => !pageIndexed(page))
    .flatMap((page) => [pagePath(page), `/${htmlFileFor(pagePath(page))}`])
    .map((path) => ({
      path,
      why: 'The visitor’s own page, not the site’s: not indexed (the route table’s mark).',
      headers: { 'X-Robots-Tag': 'noindex' },
    }));
}

/** Every rule of the hosting headers file: the security headers on every path, caching, then what is not indexed. */
export function headerRules(
  origins: PolicyOrigins = COMPANY_ORIGINS,
  styleHashes: readonly string[] = [],
): HeaderRule[] {
  return [
    {
      path: '/*',
      why: 'Security headers on every response; the policy is built by src/app/security-policy.ts.',
      headers: securityHeaders(origins, styleHashes),
    },
    ...CACHING_RULES,
    ...noindexRules(),
  ];
}
