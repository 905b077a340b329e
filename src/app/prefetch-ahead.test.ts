import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserInViewWatch,
  IN_VIEW_LINKS,
  createPagePrefetcher,
  onceServedFromDevice,
  prefetchInView,
  prefetchInViewOnceSettled,
  prefetchOnIntent,
  type InViewWatch,
} from './prefetch-ahead';
import type { LinkLike } from '../routing/in-site-link';
import { AHEAD_ON_INTENT_ONLY } from '../routing/ahead-on-intent';
import { deferred } from './testing/deferred';

const ORIGIN = 'https://example.test';
const link = (href: string, attributes: Record<string, string> = {}): LinkLike => ({
  href: new URL(href, ORIGIN).href,
  target: attributes.target ?? '',
  hasAttribute: (name) => name in attributes,
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
    const doc = new EventTarget();
    const load = vi.fn((_to: string) => Promise.resolve());
    /** What waits for the browser's next frame. */
    const afterPaint: (() => void)[] = [];
    const stop = prefetchOnIntent(doc, createPagePrefetcher(load, ORIGIN), 80, (task) => afterPaint.push(task));
    const paint = () => afterPaint.splice(0).forEach((task) => task());
    return { doc, load, stop, paint };
  }

  it('starts when a finger comes down on an in-site link, once per page, after the frame that shows it', () => {
    const { doc, load, paint } = setUp();
    doc.dispatchEvent(eventOn('pointerdown', link('/historia')));
    doc.dispatchEvent(eventOn('pointerdown', link('/historia')));
    doc.dispatchEvent(eventOn('pointerdown', link('https://maps.example/')));
    doc.dispatchEvent(eventOn('pointerdown', null));
    expect(load).not.toHaveBeenCalled();
    paint();
    expect(load.mock.calls).toEqual([['/historia']]);
  });

  it('starts nothing after it has stopped listening, not even for a press before', () => {
    const { doc, load, stop, paint } = setUp();
    doc.dispatchEvent(eventOn('pointerdown', link('/historia')));
    stop();
    paint();
    expect(load).not.toHaveBeenCalled();
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
    const { doc, load, stop, paint } = setUp();
    load.mockReturnValueOnce(Promise.reject(new Error('offline')));
    doc.dispatchEvent(eventOn('pointerdown', link('/historia')));
    paint();
    await vi.advanceTimersByTimeAsync(0);
    doc.dispatchEvent(eventOn('pointerdown', link('/historia')));
    paint();
    stop();
    doc.dispatchEvent(eventOn('pointerdown', link('/contacto')));
    paint();
    expect(load.mock.calls).toEqual([['/historia'], ['/historia']]);
  });
});

/** Links shown by hand and idle moments run by hand. */
function fakeWatch() {
  let show: (link: LinkLike) => void = () => {};
  const idle: (() => void)[] = [];
  const stopped = vi.fn();
  const watch: InViewWatch = {
    watchLinks: (onVisible) => {
      show = onVisible;
      return stopped;
    },
    whenIdle: (task) => {
      idle.push(task);
      return () => idle.splice(idle.indexOf(task), 1);
    },
  };
  return {
    watch,
    stopped,
    show: (href: string) => show(link(href)),
    idleCount: () => idle.length,
    /** The browser becomes idle once: the oldest waiting task runs. */
    runIdle: async () => {
      idle.shift()?.();
      await Promise.resolve();
    },
  };
}

describe('fetching ahead the pages of the links in view', () => {
  it('waits for the browser to be idle, then fetches one page at a time', async () => {
    const first = deferred();
    const load = vi.fn((to: string) => (to === '/historia' ? first.promise : Promise.resolve()));
    const view = fakeWatch();
    prefetchInView(createPagePrefetcher(load, ORIGIN), view.watch);
    view.show('/historia');
    expect(load).not.toHaveBeenCalled();
    await view.runIdle();
    expect(load.mock.calls).toEqual([['/historia']]);
    // A link that comes into view meanwhile waits until the first page has arrived, and for
    // the next idle moment after it.
    view.show('/contacto');
    expect(view.idleCount()).toBe(0);
    first.resolve();
    await vi.waitFor(() => expect(view.idleCount()).toBe(1));
    await view.runIdle();
    expect(load.mock.calls).toEqual([['/historia'], ['/contacto']]);
  });

  it('skips what another way already fetched and what leads elsewhere, and goes on after a failure', async () => {
    const load = vi.fn((to: string) =>
      to === '/servicios' ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    const prefetch = createPagePrefetcher(load, ORIGIN);
    void prefetch(link('/historia'));
    const view = fakeWatch();
    prefetchInView(prefetch, view.watch);
    view.show('/historia');
    view.show('https://maps.example/place');
    view.show('/servicios');
    view.show('/contacto');
    // One idle moment passes over the page fetched already and the other site's link.
    await view.runIdle();
    expect(load.mock.calls).toEqual([['/historia'], ['/servicios']]);
    await vi.waitFor(() => expect(view.idleCount()).toBe(1));
    await view.runIdle();
    expect(load.mock.calls).toEqual([['/historia'], ['/servicios'], ['/contacto']]);
  });

  it('stops watching and drops what waits when asked', async () => {
    const first = deferred();
    const load = vi.fn(() => first.promise);
    const view = fakeWatch();
    const stop = prefetchInView(createPagePrefetcher(load, ORIGIN), view.watch);
    view.show('/historia');
    await view.runIdle();
    view.show('/contacto');
    stop();
    expect(view.stopped).toHaveBeenCalledOnce();
    first.resolve();
    // Every promise reaction has run by the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.idleCount()).toBe(0);
    expect(load.mock.calls).toEqual([['/historia']]);
  });
});

describe('fetching ahead once the visitor stays', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Fetching ahead on the page `win`, once it has been shown 2 s, with a loader that always succeeds. */
  const settle = (watch: InViewWatch, win: EventTarget) =>
    prefetchInViewOnceSettled(
      createPagePrefetcher(
        vi.fn(() => Promise.resolve()),
        ORIGIN,
      ),
      watch,
      win,
      2000,
    );

  it('starts watching the links in view only after the page has been shown a moment', async () => {
    const view = fakeWatch();
    const watchLinks = vi.spyOn(view.watch, 'watchLinks');
    settle(view.watch, new EventTarget());
    await vi.advanceTimersByTimeAsync(1999);
    expect(watchLinks).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(watchLinks).toHaveBeenCalledOnce();
  });

  it('starts nothing on a page left before then, and stops when the page is left', async () => {
    const leftEarly = fakeWatch();
    const early = vi.spyOn(leftEarly.watch, 'watchLinks');
    const win = new EventTarget();
    settle(leftEarly.watch, win);
    win.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(early).not.toHaveBeenCalled();

    const stayed = fakeWatch();
    const other = new EventTarget();
    settle(stayed.watch, other);
    await vi.advanceTimersByTimeAsync(2000);
    other.dispatchEvent(new Event('pagehide'));
    expect(stayed.stopped).toHaveBeenCalledOnce();
  });
});

describe('fetching ahead only once the files come from the device', () => {
  /** A service worker container whose controller a test sets, as a worker's claim does. */
  function workers(controlled: boolean) {
    const target = new EventTarget();
    const control = Object.assign(target, { controller: controlled ? ({} as ServiceWorker) : null });
    const takeOver = () => {
      control.controller = {} as ServiceWorker;
      target.dispatchEvent(new Event('controllerchange'));
    };
    return { control, takeOver };
  }

  it('starts at once on a page a worker serves', () => {
    const stopStarted = vi.fn();
    const start = vi.fn(() => stopStarted);
    const stop = onceServedFromDevice(workers(true).control, start);
    expect(start).toHaveBeenCalledTimes(1);
    stop();
    expect(stopStarted).toHaveBeenCalledTimes(1);
  });

  it('on a first visit, starts when the worker takes the page over, once', () => {
    const start = vi.fn(() => () => {});
    const { control, takeOver } = workers(false);
    onceServedFromDevice(control, start);
    control.dispatchEvent(new Event('controllerchange'));
    expect(start, 'a change that leaves the page without a worker').not.toHaveBeenCalled();
    takeOver();
    takeOver();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('stopped before a worker takes over, never starts; without service workers, never starts', () => {
    const start = vi.fn(() => () => {});
    const { control, takeOver } = workers(false);
    onceServedFromDevice(control, start)();
    takeOver();
    onceServedFromDevice(undefined, start)();
    expect(start).not.toHaveBeenCalled();
  });
});

describe("the browser's watch of the links in view", () => {
  afterEach(() => vi.unstubAllGlobals());

  // e2e/booth-mode.spec.ts proves in the browser that the dock's link to booth mode is not one
  // IN_VIEW_LINKS matches; here, that the watch looks for links with that selector alone.
  it('looks only for links not marked to be fetched ahead on intent alone', () => {
    class Observer {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    vi.stubGlobal('MutationObserver', Observer);
    const asked: string[] = [];
    const root = { querySelectorAll: (selector: string) => (asked.push(selector), []) } as unknown as Element;
    browserInViewWatch(root).watchLinks(() => {})();
    expect(asked).toEqual([IN_VIEW_LINKS]);
    expect(IN_VIEW_LINKS).toBe(`a[href]:not(${AHEAD_ON_INTENT_ONLY})`);
  });
});
