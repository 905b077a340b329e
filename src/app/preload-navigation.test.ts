import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreloadingNavigation, inSitePath, prefetchOnIntent, type LinkLike } from './preload-navigation';

/** A load the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('navigation that waits for the next page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('changes the address once the page has loaded, not before', async () => {
    const load = deferred();
    const navigate = vi.fn();
    createPreloadingNavigation(() => load.promise, 500)(navigate, '/contacto', { replace: true });
    await vi.advanceTimersByTimeAsync(100);
    expect(navigate).not.toHaveBeenCalled();
    load.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/contacto', { replace: true });
  });

  it('goes ahead after the wait when the page has not arrived', async () => {
    const navigate = vi.fn();
    createPreloadingNavigation(() => new Promise(() => {}), 500)(navigate, '/historia');
    await vi.advanceTimersByTimeAsync(499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/historia', undefined);
  });

  it('goes ahead when loading fails, so the page can say why', async () => {
    const load = deferred();
    const navigate = vi.fn();
    createPreloadingNavigation(() => load.promise, 500)(navigate, '/contacto');
    load.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/contacto', undefined);
  });

  it('follows only the latest of two links tapped in turn', async () => {
    const slow = deferred();
    const fast = deferred();
    const loads: Record<string, Promise<void>> = { '/historia': slow.promise, '/contacto': fast.promise };
    const navigate = vi.fn();
    const around = createPreloadingNavigation((to) => loads[to]!, 500);
    around(navigate, '/historia');
    around(navigate, '/contacto');
    fast.resolve();
    await vi.advanceTimersByTimeAsync(0);
    slow.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate.mock.calls).toEqual([['/contacto', undefined]]);
  });
});

describe('what the page shows while a link waits', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is told when a link starts waiting and, once, when the latest one goes ahead', async () => {
    const slow = deferred();
    const fast = deferred();
    const loads: Record<string, Promise<void>> = { '/historia': slow.promise, '/contacto': fast.promise };
    const waiting = vi.fn();
    const around = createPreloadingNavigation((to) => loads[to]!, 500, waiting);
    around(vi.fn(), '/historia');
    around(vi.fn(), '/contacto');
    expect(waiting.mock.calls).toEqual([[true], [true]]);
    fast.resolve();
    slow.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(waiting.mock.calls).toEqual([[true], [true], [false]]);
  });
});

const ORIGIN = 'https://example.test';
const link = (href: string, attributes: Record<string, string> = {}): LinkLike => ({
  href: new URL(href, ORIGIN).href,
  target: attributes.target ?? '',
  hasAttribute: (name) => name in attributes,
});

describe('the page a link leads to in place', () => {
  it('is its path and query on this site', () => {
    expect(inSitePath(link('/en/contact?service=binding#form'), ORIGIN)).toBe('/en/contact?service=binding');
    expect(inSitePath(link('/contacto', { target: '_self' }), ORIGIN)).toBe('/contacto');
  });

  it('is none for another site, a new tab or a download', () => {
    expect(inSitePath(link('https://maps.example/place'), ORIGIN)).toBeNull();
    expect(inSitePath(link('/contacto', { target: '_blank' }), ORIGIN)).toBeNull();
    expect(inSitePath(link('/brochure.pdf', { download: '' }), ORIGIN)).toBeNull();
  });
});

/** An event from inside `link` (or from nothing that is a link). */
function eventOn(type: string, link: LinkLike | null): Event {
  const event = new Event(type);
  Object.defineProperty(event, 'target', { value: { closest: () => link } });
  return event;
}

describe('fetching a page ahead of the click', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setUp() {
    const doc = Object.assign(new EventTarget(), { location: { origin: ORIGIN } });
    const load = vi.fn((_to: string) => Promise.resolve());
    const stop = prefetchOnIntent(doc, load, 80);
    return { doc, load, stop };
  }

  it('starts when a finger comes down on an in-site link, once per page', () => {
    const { doc, load } = setUp();
    doc.dispatchEvent(eventOn('pointerdown', link('/historia')));
    doc.dispatchEvent(eventOn('pointerdown', link('/historia')));
    doc.dispatchEvent(eventOn('pointerdown', link('https://maps.example/')));
    doc.dispatchEvent(eventOn('pointerdown', null));
    expect(load.mock.calls).toEqual([['/historia']]);
  });

  it('starts when the mouse rests on a link, not when it passes over', async () => {
    const { doc, load } = setUp();
    doc.dispatchEvent(eventOn('mouseover', link('/historia')));
    await vi.advanceTimersByTimeAsync(50);
    doc.dispatchEvent(eventOn('mouseover', link('/contacto')));
    await vi.advanceTimersByTimeAsync(80);
    expect(load.mock.calls).toEqual([['/contacto']]);
  });

  it('starts when the keyboard focus rests on a link, not when Tab passes it', async () => {
    const { doc, load } = setUp();
    doc.dispatchEvent(eventOn('focusin', link('/historia')));
    await vi.advanceTimersByTimeAsync(50);
    doc.dispatchEvent(eventOn('focusin', link('/servicios')));
    await vi.advanceTimersByTimeAsync(50);
    doc.dispatchEvent(eventOn('focusin', link('/contacto')));
    await vi.advanceTimersByTimeAsync(80);
    expect(load.mock.calls).toEqual([['/contacto']]);
  });

  it('tries again after a failed load, and stops listening when asked', async () => {
    const { doc, load, stop } = setUp();
    load.mockReturnValueOnce(Promise.reject(new Error('offline')));
    doc.dispatchEvent(eventOn('pointerdown', link('/historia')));
    await vi.advanceTimersByTimeAsync(0);
    doc.dispatchEvent(eventOn('pointerdown', link('/historia')));
    stop();
    doc.dispatchEvent(eventOn('pointerdown', link('/contacto')));
    expect(load.mock.calls).toEqual([['/historia'], ['/historia']]);
  });
});
