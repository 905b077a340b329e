import { preferredLanguage } from '../i18n/accept-language';
import { CLEAN_URLS, type HeaderRule, type Redirect, type ServerTable } from './server-table';
import { fillTarget, isPattern, matchPattern } from './url-pattern';

export type Answer =
  | { status: 301 | 308; location: string }
  /** A file of the build, by its path inside it (`en/contact.html`, `assets/app.js`). */
  | { status: 200; file: string }
  | { status: 404; file: string };

export interface Request {
  /** The path as sent, still percent-encoded. */
  path: string;
  /** The query string with its `?`, or ''. */
  search: string;
  acceptLanguage?: string;
}

/**
 * What a server that follows the table answers, in the order the hosts apply it: redirects
 * (static paths, then patterns; a rule for a language only when the visitor prefers it), then
 * files and clean URLs, then the trailing slash, then the not-found page of the path's
 * language. `exists` says whether the build holds a file (a path inside it, decoded).
 */
export function answer(table: ServerTable, request: Request, exists: (file: string) => boolean): Answer {
  const target = redirectTarget(table.redirects, request);
  if (target) return { status: 301, location: target + request.search };

  const file = fileFor(request.path, exists);
  if (file) return { status: 200, file };

  if (request.path.length > 1 && request.path.endsWith('/')) {
    // Runs of slashes collapse, so //example.com/ can never become a move to another host.
    const clean = request.path.replace(/\/+/g, '/').replace(/\/$/, '');
    if (clean && fileFor(clean, exists))
      return { status: CLEAN_URLS.trailingSlashStatus, location: clean + request.search };
  }
  const notFound = table.notFound.find((page) => request.path.startsWith(page.prefix)) ?? table.notFound.at(-1)!;
  return { status: 404, file: notFound.file };
}

function redirectTarget(redirects: readonly Redirect[], request: Request): string | undefined {
  const preferred = preferredLanguage(request.acceptLanguage);
  for (const rule of redirects) {
    if (rule.language && rule.language !== preferred) continue;
    if (!isPattern(rule.from)) {
      if (rule.from === request.path) return rule.to;
      continue;
    }
    const values = matchPattern(rule.from, request.path);
    if (values) return fillTarget(rule.to, values);
  }
  return undefined;
}

/** The file a URL is served from: itself, or the page it names without `.html`. */
function fileFor(path: string, exists: (file: string) => boolean): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
  if (decoded === '') return 'index.html';
  if (decoded.endsWith('/')) return undefined;
  if (exists(decoded)) return decoded;
  const page = decoded + CLEAN_URLS.extension;
  return exists(page) ? page : undefined;
}

/**
 * Every header the rules give a path's answer of `status`; a header two rules set gets both
 * values, as the hosts do, but where the later rule replaces it (`replaces`). An error answer
 * leaves out the rules not meant for it (`onErrors`).
 */
export function headersFor(rules: readonly HeaderRule[], path: string, status = 200): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!matchPattern(rule.path, path) || (status >= 400 && rule.onErrors === false)) continue;
    for (const name of rule.replaces ?? []) delete headers[name];
    for (const [name, value] of Object.entries(rule.headers))
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}
