import { isPlainClick } from './plain-click';
import { resolveRoute } from './resolve-route';
import { needsDocumentLoad } from './document-load';

/** What a link needs for the app to take it: where it leads, and how it opens. */
export interface LinkLike {
  /** An address; an SVG link's is an object, and such a link is left alone. */
  href: unknown;
  target: string;
  hasAttribute(name: string): boolean;
}

/** Where a link leads on this site when it opens in place, or null (another site, a new tab, a download). */
function inSiteUrl(link: LinkLike, origin: string): URL | null {
  if (typeof link.href !== 'string') return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.href, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? url : null;
}

/** The address of this site a link would navigate to in place (path and query), or null. */
export function inSitePath(link: LinkLike, origin: string): string | null {
  const url = inSiteUrl(link, origin);
  return url && url.pathname + url.search;
}

/** Where the visitor is: the parts of `location` that decide what a link does. */
export type Here = Pick<Location, 'origin' | 'pathname' | 'search'>;

/**
 * The address the app follows in place for a link, or null when the browser should: only one of
 * the site's pages, under its own address (the route table says which); never a jump within
 * this page (#main, #hours), a file, an address the server redirects, nor a way into or out of
 * a page whose document must be its own (the booth's camera: document-load.ts).
 */
export function inPlaceTarget(link: LinkLike, here: Here): string | null {
  const url = inSiteUrl(link, here.origin);
  if (!url) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  if (resolveRoute(url.pathname).kind !== 'page') return null;
  if (needsDocumentLoad(here.pathname, url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** The parts of a click this needs (a DOM MouseEvent has them). */
type LinkClick = Parameters<typeof isPlainClick>[0] & { target: EventTarget | null; preventDefault(): void };

/**
 * Follows the site's page links in place, wherever their markup came from (the app's, or the
 * cookie banner's, drawn outside it): one listener on the document, after the handlers of the
 * link's own components (a menu closes, a language is switched, and either may take the click).
 * Only a plain click; with a modifier key or another button the browser opens it as asked.
 * Returns what stops it.
 */
export function followLinksInPlace(
  doc: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  here: Here,
  follow: (to: string) => void,
): () => void {
  const onClick = (event: Event) => {
    const click = event as unknown as LinkClick;
    if (!isPlainClick(click)) return;
    const link = (click.target as Partial<Pick<Element, 'closest'>> | null)?.closest?.('a[href]') as LinkLike | null;
    const to = link && inPlaceTarget(link, here);
    if (!to) return;
    click.preventDefault();
    follow(to);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
