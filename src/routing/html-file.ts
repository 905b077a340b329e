import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { splitSegments } from './paths';

/**
 * The file a prerendered path is written to. /en/contact → en/contact.html (not
 * en/contact/index.html) so that static hosts and the service worker's clean-URL matching
 * find every page without a trailing slash.
 */
export function htmlFileFor(path: string): string {
  const segments = splitSegments(path);
  return segments.length === 0 ? 'index.html' : `${segments.join('/')}.html`;
}

export function notFoundFileFor(lang: Lang): string {
  return lang === DEFAULT_LANG ? '404.html' : `${lang}/404.html`;
}
