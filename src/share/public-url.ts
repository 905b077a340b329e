import { absoluteUrl } from '../routing/site-url';
import { pagePath, screenPath, type PageRef } from '../routing/paths';
import { resolveRoute } from '../routing/resolve-route';
import { pageQueryOf } from '../routing/routes';

/**
 * The address a visitor should be given for a page: the company's public site (never the
 * origin this copy runs on, which may be the installed app or a local server), in the page's
 * own language, under its canonical path.
 */
export function publicPageUrl(page: PageRef): string {
  return absoluteUrl(pagePath(page));
}

/** The query shared with a page: what of it is part of the page (a received selection), else none. */
function pageQuery(page: PageRef, search: string): string {
  return page.screen === 'serviceDetail' ? '' : pageQueryOf(page.screen, search);
}

/**
 * The public address of what a path (and its query, on a page whose query is part of it) shows. A path that redirects is shared as where it lands;
 * a path that shows the not-found page is shared as its language's home, which at least exists.
 */
export function publicUrl(pathname: string, search = ''): string {
  let resolution = resolveRoute(pathname);
  if (resolution.kind === 'redirect') resolution = resolveRoute(resolution.to);
  if (resolution.kind === 'page') return publicPageUrl(resolution.page) + pageQuery(resolution.page, search);
  if (resolution.kind === 'notFound') return absoluteUrl(screenPath('home', resolution.lang));
  // Redirect targets are canonical pages; a second redirect would be a bug in the route table.
  throw new Error(`${pathname} redirects more than once`);
}
