import { inSitePath, type LinkLike } from '../routing/in-site-link';
import { afterNextPaint } from '../components/after-next-paint';
import { AHEAD_ON_INTENT_ONLY } from '../routing/ahead-on-intent';

/**
 * Fetching a page's code and texts before its link is followed, so the link shows the page at
 * once (preload-navigation.ts waits for what is still missing): when a finger comes down on a
 * link, when a mouse or the keyboard's focus rests on one, and, on a page whose files come from
 * the device (a service worker controls it: the catalogue is saved), for every link in view once
 * the browser is idle. Each page is fetched once; a failed fetch may be tried again.
 */

/** Starts fetching a link's page; null when there is nothing to do (not in place on this site, or already started). */
export type PagePrefetch = (link: LinkLike) => Promise<unknown> | null;

/** One prefetcher for all the ways a page is fetched ahead, so each page is fetched once. */
export function createPagePrefetcher(load: (path: string) => Promise<unknown>, origin: string): PagePrefetch {
  const started = new Set<string>();
  return (link) => {
    const path = inSitePath(link, origin);
    if (!path || started.has(path)) return null;
    started.add(path);
    return load(path).catch((error: unknown) => {
      started.delete(path);
      throw error;
    });
  };
}

/**
 * Starts loading a link's page when a finger or pointer comes down on it, just after the frame
 * that shows the press (`afterPaint`) and before the click (a tap holds 40 ms or more), or when
 * a mouse or the keyboard's focus has rested on it for `restMs` (tabbing past links fetches
 * nothing). Returns the function that stops listening.
 */
export function prefetchOnIntent(
  doc: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  prefetch: PagePrefetch,
  restMs = 80,
  afterPaint: (task: () => void) => void = afterNextPaint,
): () => void {
  let resting: ReturnType<typeof setTimeout> | undefined;
  const linkAt = (event: Event) =>
    ((event.target as Partial<Pick<Element, 'closest'>> | null)?.closest?.('a[href]') as LinkLike | null) ?? null;
  const start = (link: LinkLike | null) => void (link && prefetch(link)?.catch(() => {}));
  let stopped = false;
  const onPointerDown = (event: Event) => {
    const link = linkAt(event);
    // In the first task after the frame that shows the press: the requests and the code that
    // start a page's fetch (30-40 ms at 4x CPU) held that frame, and with it the tap's answer.
    if (link) afterPaint(() => stopped || start(link));
  };
  const onRest = (event: Event) => {
    clearTimeout(resting);
    const link = linkAt(event);
    if (link) resting = setTimeout(() => start(link), restMs);
  };
  doc.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
  doc.addEventListener('mouseover', onRest, { passive: true });
  doc.addEventListener('focusin', onRest);
  return () => {
    stopped = true;
    clearTimeout(resting);
    doc.removeEventListener('pointerdown', onPointerDown, { capture: true });
    doc.removeEventListener('mouseover', onRest);
    doc.removeEventListener('focusin', onRest);
  };
}

/** Which links are in view, and when the browser is idle: the browser's answers, or a test's. */
export interface InViewWatch {
  /** Calls `onVisible` once for each link that is in view or comes into view, now and as the page changes. */
  watchLinks(onVisible: (link: LinkLike) => void): () => void;
  /** Runs `task` when the browser has nothing more urgent to do; returns what cancels it. */
  whenIdle(task: () => void): () => void;
}

/**
 * Fetches ahead the pages of the links in view, one at a time and each when the browser is idle,
 * so a tap, a scroll or the page's own work never waits behind them. Returns what stops it.
 */
export function prefetchInView(prefetch: PagePrefetch, watch: InViewWatch): () => void {
  const queue: LinkLike[] = [];
  let busy = false;
  let stopped = false;
  let cancelIdle: (() => void) | null = null;
  const next = () => {
    if (busy || stopped || cancelIdle || queue.length === 0) return;
    cancelIdle = watch.whenIdle(() => {
      cancelIdle = null;
      // Links with nothing to fetch (elsewhere, or fetched already) cost nothing: skipped at once.
      let loading: Promise<unknown> | null = null;
      while (!loading && queue.length > 0) loading = prefetch(queue.shift()!);
      if (!loading) return;
      busy = true;
      void loading
        .catch(() => {})
        .then(() => {
          busy = false;
          next();
        });
    });
  };
  const stopWatching = watch.watchLinks((link) => {
    queue.push(link);
    next();
  });
  return () => {
    stopped = true;
    cancelIdle?.();
    stopWatching();
  };
}

/**
 * How long a page is shown before the links in view have their pages fetched ahead. A visitor
 * passing through (back and forth, a quick hop) starts nothing; and a fetch still under way when
 * the page is left is cancelled, which Firefox reports as an error of the page it leaves ("A
 * ServiceWorker intercepted the request and encountered an unexpected error").
 */
export const IN_VIEW_AFTER_MS = 2000;

/**
 * `prefetchInView` once the page has been shown for `afterMs`, until the page is left (no
 * fetch is started while it unloads). Returns what stops it.
 */
export function prefetchInViewOnceSettled(
  prefetch: PagePrefetch,
  watch: InViewWatch,
  win: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  afterMs = IN_VIEW_AFTER_MS,
): () => void {
  let stopInView: (() => void) | null = null;
  const start = setTimeout(() => (stopInView = prefetchInView(prefetch, watch)), afterMs);
  const stop = () => {
    clearTimeout(start);
    stopInView?.();
    win.removeEventListener('pagehide', stop);
  };
  win.addEventListener('pagehide', stop);
  return stop;
}

/** The links the in-view watch looks for: every link but those fetched ahead only on intent. */
export const IN_VIEW_LINKS = `a[href]:not(${AHEAD_ON_INTENT_ONLY})`;

/** The browser's InViewWatch over the links under `root` (found again as the page changes). */
export function browserInViewWatch(root: Element): InViewWatch {
  const watch: InViewWatch = {
    watchLinks(onVisible) {
      const watched = new WeakSet<Element>();
      const inView = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          inView.unobserve(entry.target);
          onVisible(entry.target as HTMLAnchorElement);
        }
      });
      const watchNew = () => {
        for (const link of root.querySelectorAll(IN_VIEW_LINKS)) {
          if (watched.has(link)) continue;
          watched.add(link);
          inView.observe(link);
        }
      };
      watchNew();
      // The page's links are looked for again once the browser is idle, not in the task that
      // changed the page: a navigation's frame does not wait for a walk over every link, and
      // the changes of one busy moment are looked at once.
      let cancelPending: (() => void) | null = null;
      const changes = new MutationObserver(() => {
        cancelPending ??= watch.whenIdle(() => {
          cancelPending = null;
          watchNew();
        });
      });
      changes.observe(root, { childList: true, subtree: true });
      return () => {
        changes.disconnect();
        cancelPending?.();
        inView.disconnect();
      };
    },
    whenIdle(task) {
      // WebKit has no requestIdleCallback: a short timer stands in.
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(task, { timeout: 2000 });
        return () => cancelIdleCallback(id);
      }
      const id = setTimeout(task, 200);
      return () => clearTimeout(id);
    },
  };
  return watch;
}

/** The part of `navigator.serviceWorker` that says whether a worker serves the page. */
export type WorkerControl = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>;

/**
 * Runs `start` once the page's files come from the device: at once when a service worker serves
 * the page (a returning visitor), else when one takes it over (on a first visit, the worker has
 * saved the catalogue and claims the page), and never without one. Returns what stops it,
 * `start`'s own stop included.
 */
export function onceServedFromDevice(workers: WorkerControl | undefined, start: () => () => void): () => void {
  if (!workers) return () => {};
  if (workers.controller) return start();
  let stopStarted: (() => void) | null = null;
  const onControllerChange = () => {
    if (!workers.controller) return;
    workers.removeEventListener('controllerchange', onControllerChange);
    stopStarted = start();
  };
  workers.addEventListener('controllerchange', onControllerChange);
  return () => {
    workers.removeEventListener('controllerchange', onControllerChange);
    stopStarted?.();
  };
}
