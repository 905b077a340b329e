import { describe, expect, it, vi } from 'vitest';
import { followLinksInPlace, inPlaceTarget, inSitePath, type Here, type LinkLike } from './in-site-link';

const ORIGIN = 'https://example.test';
const link = (href: string, attributes: Record<string, string> = {}): LinkLike => ({
  href: new URL(href, ORIGIN).href,
  target: attributes.target ?? '',
  hasAttribute: (name) => name in attributes,
});
const here = (pathname: string, search = ''): Here => ({ origin: ORIGIN, pathname, search });

describe('the page a link leads to in place', () => {
  it('is its path and query on this site', () => {
    expect(inSitePath(link('/en/contact?service=binding#form'), ORIGIN)).toBe('/en/contact?service=binding');
    expect(inSitePath(link('/contacto', { target: '_self' }), ORIGIN)).toBe('/contacto');
  });

  it('is none for another site, a new tab, a download or an SVG link', () => {
    expect(inSitePath(link('https://maps.example/place'), ORIGIN)).toBeNull();
    expect(inSitePath({ ...link('/contacto'), href: { baseVal: '/contacto' } }, ORIGIN)).toBeNull();
    expect(inSitePath(link('/contacto', { target: '_blank' }), ORIGIN)).toBeNull();
    expect(inSitePath(link('/brochure.pdf', { download: '' }), ORIGIN)).toBeNull();
  });
});

describe('the address the app follows in place', () => {
  it('is a page of the route table, with its query and hash', () => {
    expect(inPlaceTarget(link('/en/cookie-policy'), here('/'))).toBe('/en/cookie-policy');
    expect(inPlaceTarget(link('/contacto?servicio=libros#formulario'), here('/'))).toBe(
      '/contacto?servicio=libros#formulario',
    );
    // The page the visitor is on, without a hash, is shown again in place.
    expect(inPlaceTarget(link('/historia'), here('/historia'))).toBe('/historia');
  });

  it('is none for a jump within this page: the browser scrolls there', () => {
    expect(inPlaceTarget(link('/contacto#hours'), here('/contacto'))).toBeNull();
    expect(inPlaceTarget(link('/?lng=en#why'), here('/', '?lng=en'))).toBeNull();
  });

  it('is none into or out of the booth page, whose document must allow the camera: the browser loads it', () => {
    expect(inPlaceTarget(link('/feria'), here('/'))).toBeNull();
    expect(inPlaceTarget(link('/en/booth'), here('/en/contact'))).toBeNull();
    expect(inPlaceTarget(link('/'), here('/feria'))).toBeNull();
    expect(inPlaceTarget(link('/ca/fira'), here('/feria'))).toBeNull();
    expect(inPlaceTarget(link('/en/contact'), here('/en/selection'))).toBe('/en/contact');
  });

  it('is none for a file, an address the server redirects, another site or a new tab', () => {
    expect(inPlaceTarget(link('/sitemap.xml'), here('/'))).toBeNull();
    expect(inPlaceTarget(link('/historia/'), here('/'))).toBeNull();
    expect(inPlaceTarget(link('/location'), here('/'))).toBeNull();
    expect(inPlaceTarget(link('https://maps.example/historia'), here('/'))).toBeNull();
    expect(inPlaceTarget(link('/historia', { target: '_blank' }), here('/'))).toBeNull();
  });
});

describe('following links in place', () => {
  function click(target: LinkLike | null, intent: Partial<MouseEventInit> = {}, defaultPrevented = false) {
    const event = new Event('click', { cancelable: true });
    if (defaultPrevented) event.preventDefault();
    Object.defineProperties(event, {
      target: { value: { closest: () => target } },
      button: { value: intent.button ?? 0 },
      ctrlKey: { value: !!intent.ctrlKey },
      metaKey: { value: !!intent.metaKey },
      altKey: { value: !!intent.altKey },
      shiftKey: { value: !!intent.shiftKey },
    });
    return event;
  }

  function setUp(pathname = '/') {
    const doc = new EventTarget();
    const follow = vi.fn();
    const stop = followLinksInPlace(doc, here(pathname), follow);
    return { doc, follow, stop };
  }

  it("takes a plain click on a page link, instead of the browser's navigation", () => {
    const { doc, follow } = setUp();
    const event = click(link('/en/history'));
    doc.dispatchEvent(event);
    expect(follow.mock.calls).toEqual([['/en/history']]);
    expect(event.defaultPrevented).toBe(true);
  });

  it("leaves the browser a click with a modifier, another button, or already taken by the link's own handler", () => {
    const { doc, follow } = setUp();
    const clicks = [
      click(link('/historia'), { ctrlKey: true }),
      click(link('/historia'), { metaKey: true }),
      click(link('/historia'), { shiftKey: true }),
      click(link('/historia'), { button: 1 }),
      click(link('/historia'), {}, true),
    ];
    clicks.forEach((event) => doc.dispatchEvent(event));
    expect(follow).not.toHaveBeenCalled();
    expect(clicks.slice(0, 4).map((event) => event.defaultPrevented)).toEqual([false, false, false, false]);
  });

  it('leaves alone a click outside any link, and a link the app does not follow in place', () => {
    const { doc, follow } = setUp('/contacto');
    doc.dispatchEvent(click(null));
    doc.dispatchEvent(click(link('/contacto#hours')));
    doc.dispatchEvent(click(link('mailto:office@example.test')));
    expect(follow).not.toHaveBeenCalled();
  });

  it('stops listening', () => {
    const { doc, follow, stop } = setUp();
    stop();
    doc.dispatchEvent(click(link('/historia')));
    expect(follow).not.toHaveBeenCalled();
  });
});
