import type { i18n } from 'i18next';
import type { AroundNavHandler } from 'wouter';
import { resolveRoute } from '../routing/resolve-route';
import { pageKeyOf } from './resolve-shown';
import { shownLang } from './head';
import { pageNamespaces, prefetchPage } from './pages';

/**
 * The longest a link waits for the next page's code and texts before it navigates anyway (a
 * slow or hanging network): the page then shows as its parts arrive, as without the wait.
 */
export const PRELOAD_WAIT_MS = 500;

/**
 * What the page at `to` needs before it can be shown at once: its code, and its texts when it
 * is in the language already in use (a page in another language loads its texts as it renders).
 */
export function loadPageFor(i18n: i18n, to: string): Promise<unknown> {
  const shown = resolveRoute(new URL(to, window.location.href).pathname);
  if (shown.kind === 'redirect') return Promise.resolve();
  const key = pageKeyOf(shown);
  const texts = shownLang(shown) === i18n.language ? i18n.loadNamespaces([...pageNamespaces(key)]) : null;
  return Promise.all([prefetchPage(key), texts]);
}

/**
 * Wraps every in-site navigation (wouter's `aroundNav`): the address changes once the next page
 * can render whole, or after `waitMs`, whichever is first. Rendered before then, the page
 * suspended and React showed the (empty) fallback, and a boundary that has shown a fallback is
 * revealed no sooner than 300 ms later: a tap on a link at 4× CPU took ~450 ms to show the next
 * page although its code and texts had arrived by ~270 ms. A navigation asked for while another
 * waits replaces it; one whose loading fails still goes ahead, so the page can say why.
 * `onWaiting` hears when a tapped link starts and stops waiting, so the page can show it was heard.
 */
export function createPreloadingNavigation(
  load: (to: string) => Promise<unknown>,
  waitMs = PRELOAD_WAIT_MS,
  onWaiting: (waiting: boolean) => void = () => {},
): AroundNavHandler {
  let latest = 0;
  return (navigate, to, options) => {
    const ticket = ++latest;
    onWaiting(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    void Promise.race([load(to).catch(() => {}), waited]).then(() => {
      clearTimeout(timer);
      if (ticket !== latest) return;
      onWaiting(false);
      navigate(to, options);
    });
  };
}

/** What a link needs for its page to be fetched ahead: where it leads, and how it opens. */
export interface LinkLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** The address of this site a link would navigate to in place, or null (another site, a new tab, a download). */
export function inSitePath(link: LinkLike, origin: string): string | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(link.href, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? url.pathname + url.search : null;
}

/**
 * Starts loading a link's page when a finger or pointer comes down on it, before the click
 * (a tap holds 40 ms or more), or when a mouse or the keyboard's focus has rested on it for
 * `restMs` (tabbing past links fetches nothing). Returns the function that stops listening.
 */
export function prefetchOnIntent(
  doc: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { location: { origin: string } },
  load: (to: string) => Promise<unknown>,
  restMs = 80,
): () => void {
  const started = new Set<string>();
  let resting: ReturnType<typeof setTimeout> | undefined;
  const linkAt = (event: Event) => {
    const link = (event.target as Partial<Pick<Element, 'closest'>> | null)?.closest?.('a[href]');
    // An SVG link's href is an object, not an address.
    return link && typeof (link as Partial<LinkLike>).href === 'string' ? (link as unknown as LinkLike) : null;
  };
  const prefetch = (link: LinkLike | null) => {
    const path = link ? inSitePath(link, doc.location.origin) : null;
    if (!path || started.has(path)) return;
    started.add(path);
    load(path).catch(() => started.delete(path));
  };
  const onPointerDown = (event: Event) => prefetch(linkAt(event));
  const onRest = (event: Event) => {
    clearTimeout(resting);
    const link = linkAt(event);
    if (link) resting = setTimeout(() => prefetch(link), restMs);
  };
  doc.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
  doc.addEventListener('mouseover', onRest, { passive: true });
  doc.addEventListener('focusin', onRest);
  return () => {
    clearTimeout(resting);
    doc.removeEventListener('pointerdown', onPointerDown, { capture: true });
    doc.removeEventListener('mouseover', onRest);
    doc.removeEventListener('focusin', onRest);
  };
}
