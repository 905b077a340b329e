/**
 * Netlify cannot run here, so its files are checked the way Netlify reads them: with its own
 * parsers (@netlify/redirect-parser, @netlify/headers-parser) over dist/_redirects,
 * dist/_headers and netlify.toml, then every rule's target against dist/, and the order of
 * the rules (Netlify applies the first that matches).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { parseAllHeaders } from '@netlify/headers-parser';
import { htmlFileFor } from '../../src/routing/html-file.ts';
import type { ServerTable } from '../../src/routing/server-table.ts';
import { isPattern } from '../../src/routing/url-pattern.ts';
import { policyEntries } from '../../src/app/security-policy.ts';
import { cameraPagePaths } from './matrix.ts';

interface NetlifyRedirect {
  from?: string;
  path?: string;
  to: string;
  status?: number;
  force?: boolean;
  conditions?: Record<string, unknown>;
}

export interface NetlifyCheck {
  name: string;
  failures: string[];
}

export async function netlifyChecks(
  root: string,
  table: ServerTable,
): Promise<{ checks: NetlifyCheck[]; redirects: number; headers: number }> {
  const dist = join(root, 'dist');
  const { redirects: parsed, errors } = await parseAllRedirects({
    redirectsFiles: [join(dist, '_redirects')],
    netlifyConfigPath: join(root, 'netlify.toml'),
    configRedirects: [],
    minimal: false,
  });
  const redirects = parsed as NetlifyRedirect[];
  const headers = await parseAllHeaders({
    headersFiles: [join(dist, '_headers')],
    netlifyConfigPath: join(root, 'netlify.toml'),
    configHeaders: [],
    minimal: false,
  });

  const from = (rule: NetlifyRedirect) => rule.from ?? rule.path ?? '';
  const targetMissing = redirects
    .filter((rule) => !isPattern(rule.to))
    .filter((rule) => !existsSync(join(dist, rule.to.endsWith('.html') ? rule.to : htmlFileFor(rule.to))))
    .map((rule) => `${from(rule)} → ${rule.to}: no such page in dist/`);
  const firstNotFound = redirects.findIndex((rule) => rule.status === 404);
  const misordered = redirects
    .slice(firstNotFound)
    .filter((rule) => rule.status !== 404)
    .map((rule) => `${from(rule)} comes after a not-found rule, which would answer it first`);
  const catchAll = redirects.findIndex((rule) => from(rule) === '/*');
  const shadowed = redirects.slice(catchAll + 1).map((rule) => `${from(rule)} comes after the catch-all /*`);
  const forced = redirects.filter((rule) => rule.force).map((rule) => `${from(rule)} is forced over existing files`);
  const expectedHeaders = JSON.stringify(table.headers.map(({ path, headers: values }) => ({ path, values })));
  const readHeaders = JSON.stringify(
    headers.headers.map((rule) => ({
      path: (rule as { for: string }).for,
      values: (rule as { values: Record<string, string> }).values,
    })),
  );

  // What Netlify's own server sends a path: of the rules that match it, the last one's value of
  // each header (netlify-cli's headersForPath); Netlify documents no joining of rules.
  const served = (path: string): Record<string, string> =>
    Object.assign(
      {},
      ...headers.headers
        .filter((rule) => (rule as { forRegExp: RegExp }).forRegExp.test(path))
        .map((rule) => (rule as { values: Record<string, string> }).values),
    );
  const booth = cameraPagePaths();
  const cameraWrong = table.pages
    .flatMap(({ path, file }) => [
      [path, path],
      [`/${file}`, path],
    ])
    .map(([url, page]) => {
      const named = policyEntries(served(url!)['Permissions-Policy'], 'camera');
      const wanted = booth.has(page!) ? 'camera=(self)' : 'camera=()';
      return named.length === 1 && named[0] === wanted ? null : `${url}: ${JSON.stringify(named)}, not ${wanted}`;
    })
    .filter((failure): failure is string => failure !== null);

  return {
    redirects: redirects.length,
    headers: headers.headers.length,
    checks: [
      {
        name: "Netlify's parser reads dist/_redirects and netlify.toml without an error",
        failures: errors.map((error) => String(error.message ?? error)),
      },
      { name: 'every redirect of the Netlify files lands on a page of dist/', failures: targetMissing },
      {
        name: "Netlify's rules come in order: moves, then each language's not-found page, the catch-all last",
        failures: [...misordered, ...shadowed, ...forced],
      },
      {
        name: "Netlify's parser reads dist/_headers without an error, as the table's header rules",
        failures: [
          ...headers.errors.map((error) => error.message),
          ...(readHeaders === expectedHeaders ? [] : [`read ${readHeaders}`]),
        ],
      },
      {
        name: 'as Netlify matches the rules read, camera=(self) on the booth page’s paths and files, camera=() on every other page',
        failures: cameraWrong,
      },
    ],
  };
}
