import { LANGUAGES } from '../i18n/languages';
import { allPages, joinPath, pagePath, splitLanguage } from './paths';
import { resolveRoute } from './resolve-route';
import { notFoundFileFor } from './html-file';

/**
 * Every wrong-language path a visitor can plausibly type — a page's slug under another
 * language's prefix, or under none — with the page resolveRoute sends it to.
 */
export function wrongLanguageRedirects(): [from: string, to: string][] {
  const seen = new Map<string, string>();
  for (const page of allPages()) {
    const { rest } = splitLanguage(pagePath(page));
    if (rest.length === 0) continue;
    for (const prefix of LANGUAGES) {
      const from = joinPath(prefix, rest);
      const resolution = resolveRoute(from);
      if (resolution.kind === 'redirect' && !seen.has(from)) seen.set(from, resolution.to);
    }
  }
  return [...seen];
}

/**
 * A `_redirects` file (Netlify, Cloudflare Pages) that does on the host what the preview
 * server does: wrong-language paths move permanently; unknown paths get their language's 404.
 */
export function redirectsFile(): string {
  const lines = wrongLanguageRedirects().map(([from, to]) => `${from} ${to} 301`);
  for (const lang of LANGUAGES.filter((l) => l !== 'es')) lines.push(`/${lang}/* /${notFoundFileFor(lang)} 404`);
  lines.push(`/* /${notFoundFileFor('es')} 404`);
  return lines.join('\n') + '\n';
}
