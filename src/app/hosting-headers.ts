import type { HeaderRule } from '../routing/server-table';
import { allPages, pageDeviceFeatures, pageIndexed, pagePath, type PageRef } from '../routing/paths';
import { htmlFileFor } from '../routing/html-file';
import { permissionsPolicy, securityHeaders, type PolicyOrigins, COMPANY_ORIGINS } from './security-policy';

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
 * A page's every address: its clean URL and the file it is served from, which is an address of
 * the page too (hosts that serve `/en/selection.html`), and the one nginx matches its rules
 * against once it has found the file. The service worker saves a page from its file's URL, so
 * the copy it serves offline carries the file's headers.
 */
function pageAddresses(page: PageRef): string[] {
  return [pagePath(page), `/${htmlFileFor(pagePath(page))}`];
}

/**
 * The pages the route table marks not indexed (the visitor's selection) say so to search engines
 * in their head, and here in the answer too: a header is read for a link's every address (with
 * any `?s=`), before any HTML.
 */
export function noindexRules(): HeaderRule[] {
  return allPages()
    .filter((page) => !pageIndexed(page))
    .flatMap(pageAddresses)
    .map((path) => ({
      path,
      why: 'The visitor’s own page, not the site’s: not indexed (the route table’s mark).',
      headers: { 'X-Robots-Tag': 'noindex' },
    }));
}

/**
 * The pages the route table says use a device feature (the booth's camera) get a
 * Permissions-Policy that allows it to the site, in place of the one every path gets, which
 * denies it: one value, never both joined (`replaces`). The feature is the document's, so only
 * a page's own addresses need it; a file it loads needs none.
 */
export function deviceFeatureRules(): HeaderRule[] {
  return allPages()
    .filter((page) => pageDeviceFeatures(page).length > 0)
    .flatMap((page) =>
      pageAddresses(page).map((path) => ({
        path,
        why: `A page that uses the device’s ${pageDeviceFeatures(page).join(', ')} (its route row says so): its own Permissions-Policy, in place of the one of /*.`,
        headers: { 'Permissions-Policy': permissionsPolicy(pageDeviceFeatures(page)) },
        replaces: ['Permissions-Policy'],
      })),
    );
}

/**
 * The rules of some pages alone (what is not indexed, a page's own Permissions-Policy): a page
 * none of them matches is served with the headers every path and file of its kind get.
 */
export function pageHeaderRules(): HeaderRule[] {
  return [...noindexRules(), ...deviceFeatureRules()];
}

/**
 * Every rule of the hosting headers file: the security headers on every path, caching, then the
 * pages' own, a page's Permissions-Policy after the rule whose value it replaces.
 */
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
    ...pageHeaderRules(),
  ];
}
