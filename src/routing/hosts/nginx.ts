import { LANGUAGES } from '../../i18n/languages';
import { CLEAN_URLS, type HeaderRule, type ServerTable } from '../server-table';
import { isPattern, patternSource } from '../url-pattern';

/**
 * An nginx config for a plain server, from the same table, for the http block (it holds the
 * maps and one server). What the table asks and how nginx does it:
 * - redirects: two `map`s, by path, and by the visitor's language and path, so a shared slug
 *   goes where the visitor prefers (the first site language named in Accept-Language);
 *   patterns become `rewrite`s; every move keeps the query string;
 * - clean URLs: `try_files $uri $uri.html`; a trailing slash moves (308) when the page exists;
 * - not-found pages: `error_page 404` per language prefix;
 * - headers: every header on every response (`always`, so 404s and moves too), but for a rule
 *   not meant for errors (`onErrors: false`), whose `map` reads the status too; a header that
 *   only some paths get comes from a `map` (the first entry that matches: a rule that replaces
 *   a header comes first), and nginx leaves out a header whose value is empty;
 *   a Content-Type rule becomes a `location` with that type, as nginx sends one Content-Type.
 */

export interface NginxSite {
  /** Where dist/ is on the server. */
  root: string;
  /** `listen` values, e.g. ['80', '[::]:80']. */
  listen: readonly string[];
}

/** A regular expression, quoted; nginx reads no variables in one. */
const regex = (source: string) => {
  if (source.includes('"')) throw new Error(`nginx: cannot quote ${source}`);
  return `"${source}"`;
};

/** A text value, quoted; `$` would start a variable and a backslash an escape. */
const quote = (value: string) => {
  if (/["$\\]/.test(value)) throw new Error(`nginx: cannot quote ${value}`);
  return `"${value}"`;
};

/** The nginx variable that holds a header's per-path value. */
const headerVariable = (name: string) => `$site_header_${name.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;

function map(source: string, variable: string, fallback: string, entries: [key: string, value: string][]): string {
  const width = Math.max(0, ...entries.map(([key]) => key.length));
  return [
    `map ${source} ${variable} {`,
    `  default ${fallback};`,
    ...entries.map(([key, value]) => `  ${key.padEnd(width)} ${value};`),
    '}',
  ].join('\n');
}

/** Headers every path gets, and for the others the rules that set them, in order. */
function splitHeaders(rules: readonly HeaderRule[]) {
  const everywhere = new Map<string, string>();
  const perPath = new Map<string, [pattern: string, value: string, onErrors: boolean][]>();
  const contentTypes: [pattern: string, type: string][] = [];
  for (const rule of rules)
    for (const [name, value] of Object.entries(rule.headers)) {
      if (name.toLowerCase() === 'content-type') contentTypes.push([rule.path, value]);
      else if (rule.path === '/*' && !rules.some((other) => other !== rule && name in other.headers))
        everywhere.set(name, value);
      else {
        // nginx's map takes the first entry that matches: a rule that replaces a header goes
        // before the rules it replaces.
        const entry: [string, string, boolean] = [rule.path, value, rule.onErrors !== false];
        const earlier = perPath.get(name) ?? [];
        perPath.set(name, rule.replaces?.includes(name) ? [entry, ...earlier] : [...earlier, entry]);
      }
    }
  return { everywhere, perPath, contentTypes };
}

export function nginxConfig(table: ServerTable, site: NginxSite): string {
  const fixed = table.redirects.filter((rule) => !isPattern(rule.from));
  const patterns = table.redirects.filter((rule) => isPattern(rule.from));
  const { everywhere, perPath, contentTypes } = splitHeaders(table.headers);
  const languages = LANGUAGES.join('|');

  const maps = [
    '# The first of the site languages the visitor names in Accept-Language.\n' +
      map('$http_accept_language', '$site_language_tag', '""', [
        [regex(`~*^(?:[^,]*,)*?\\s*(?<tag>${languages})(?=[-_;,\\s]|$)`), '$tag'],
      ]),
    map(
      '$site_language_tag',
      '$site_language',
      '""',
      LANGUAGES.map((lang) => [regex(`~*^${lang}$`), lang]),
    ),
    '# Moves for everyone, by path.\n' +
      map(
        '$uri',
        '$site_move_everyone',
        '""',
        fixed.filter((rule) => !rule.language).map((rule) => [rule.from, rule.to]),
      ),
    '# Moves for a visitor who prefers a language, where two languages share the slug.\n' +
      map(
        '"$site_language $uri"',
        '$site_move',
        '$site_move_everyone',
        fixed.filter((rule) => rule.language).map((rule) => [quote(`${rule.language} ${rule.from}`), rule.to]),
      ),
    '# A path with a trailing slash, without it.\n' +
      map('$uri', '$site_slashless', '""', [[regex('~^(?<path>/.*[^/])/+$'), '$path']]),
    ...[...perPath].map(([name, entries]) =>
      entries.every(([, , onErrors]) => onErrors)
        ? map(
            '$uri',
            headerVariable(name),
            '""',
            entries.map(([pattern, value]) => [regex(`~${patternSource(pattern)}`), quote(value)]),
          )
        : // Read with the answer's status, known when the header is added: a rule not for errors
          // matches a success or a move only.
          map(
            '"$status $uri"',
            headerVariable(name),
            '""',
            entries.map(([pattern, value, onErrors]) => [
              regex(`~^${onErrors ? '\\d+' : '[23]\\d\\d'} ${patternSource(pattern).slice(1)}`),
              quote(value),
            ]),
          ),
    ),
  ];

  const server = [
    ...site.listen.map((address) => `listen ${address};`),
    `root ${site.root};`,
    '# Moves name the path only, like the hosts do.',
    'absolute_redirect off;',
    'server_tokens off;',
    'charset utf-8;',
    '',
    ...[...everywhere].map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    ...[...perPath.keys()].map((name) => `add_header ${name} ${headerVariable(name)} always;`),
    '',
    'if ($site_move) {',
    '  return 301 $site_move$is_args$args;',
    '}',
    ...patterns.map(
      (rule) => `rewrite ${regex(patternSource(rule.from))} ${rule.to.replace(/:([A-Za-z]\w*)/g, '$$$1')} permanent;`,
    ),
    `if (-f $document_root$site_slashless${CLEAN_URLS.extension}) {`,
    `  return ${CLEAN_URLS.trailingSlashStatus} $site_slashless$is_args$args;`,
    '}',
    '',
    `error_page 404 /${table.notFound.at(-1)!.file};`,
    'location = / {',
    '  try_files /index.html =404;',
    '}',
    ...table.notFound.map((page) =>
      [
        `location ${page.prefix} {`,
        `  try_files $uri $uri${CLEAN_URLS.extension} =404;`,
        `  error_page 404 /${page.file};`,
        '}',
      ].join('\n'),
    ),
    ...contentTypes.map(([pattern, type]) =>
      [
        `location ~ ${regex(patternSource(pattern))} {`,
        '  types { }',
        `  default_type ${type};`,
        '  try_files $uri =404;',
        '}',
      ].join('\n'),
    ),
  ];

  return (
    [
      [
        '# nginx, for the http block. Generated by the build from src/routing/server-table.ts',
        '# (src/routing/hosts/nginx.ts): edit that, not this file. Set `root` to where dist/ is;',
        '# put TLS and server_name in front as the server needs.',
      ].join('\n'),
      ...maps,
      ['server {', ...server.map((line) => (line ? `  ${line.replace(/\n/g, '\n  ')}` : ''))].join('\n') + '\n}',
    ].join('\n\n') + '\n'
  );
}
