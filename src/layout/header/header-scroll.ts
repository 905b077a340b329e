/** Spec §2: past 10 px of scroll the header shrinks from 20 to 16 spacing units and turns translucent. */
export const HEADER_SHRINK_THRESHOLD_PX = 10;

/** Marks the site's header, whose `data-scrolled` follows the scroll (header.module.css draws it). */
export const SITE_HEADER = 'data-site-header';

/** What the follower needs of the window: its scroll, and its scroll events. */
type ScrollingWindow = Pick<Window, 'scrollY' | 'addEventListener' | 'removeEventListener'>;

/**
 * Keeps the site header's `data-scrolled` ("true" past the threshold, else "false") in step with
 * the scroll, from the page's first script (src/boot.ts), so the header follows from first paint,
 * with or without the app: a page reloaded halfway down shows its header shrunk at once. The
 * attribute is written only when it changes, and React never renders it, so the two never meet.
 * Returns what stops it.
 */
export function followScroll(
  header: Pick<Element, 'getAttribute' | 'setAttribute'>,
  win: ScrollingWindow,
  threshold = HEADER_SHRINK_THRESHOLD_PX,
): () => void {
  const update = () => {
    const scrolled = String(win.scrollY > threshold);
    if (header.getAttribute('data-scrolled') !== scrolled) header.setAttribute('data-scrolled', scrolled);
  };
  update();
  win.addEventListener('scroll', update, { passive: true });
  return () => win.removeEventListener('scroll', update);
}

/**
 * The site header of `doc` followed: found at each scroll, so a header the app renders afresh
 * (a host's fallback page) is followed the same.
 */
export function followHeaderScroll(doc: Document = document): () => void {
  const header = () => doc.querySelector(`[${SITE_HEADER}]`);
  return followScroll(
    {
      getAttribute: (name) => header()?.getAttribute(name) ?? null,
      setAttribute: (name, value) => header()?.setAttribute(name, value),
    },
    doc.defaultView!,
  );
}
