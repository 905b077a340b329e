/**
 * When a page's own work that nobody has asked for yet may start (issue 52): once the page has
 * loaded and then been quiet for a moment — no long task, no file of its own arriving, no tap or
 * key — rather than as soon as it is shown. On one core every task of a few ms of CPU lasted tens
 * of ms of wall clock, preempted by the browser, the compositor and the server: the chunks,
 * texts and worker the page started after its first view made it busy long after its floor (the
 * same page without scripts) was done. A page that stays busy still starts after
 * `longestWaitMs` (counted from the call), and a page hidden meanwhile at once (the visitor left
 * it: nobody is waiting on it). A page hidden from the start (a tab opened in the background, a
 * prerendered page) waits until it is shown, and counts from then: it would otherwise start
 * everything at its first view, the moment the visitor looks at it.
 * The timing is framework-free and tested beside it; `pageActivity` below reads the browser's
 * signals.
 */

export interface QuietOptions {
  /** How long the page must have been quiet after its load, ms. */
  quietMs: number;
  /** The longest wait from the call, however busy the page, ms. */
  longestWaitMs: number;
}

/** What the page is doing, as the wait needs it. */
export interface PageActivity {
  /**
   * Calls `onActivity` each time the page does something a visitor may be waiting on, and
   * `onHidden` when the page is hidden. Returns the stop.
   */
  watch(onActivity: () => void, onHidden: () => void): () => void;
  /** Calls `onLoaded` once the page has loaded (at once if it has). Returns the cancel. */
  whenLoaded(onLoaded: () => void): () => void;
  hidden(): boolean;
  /** Calls `onShown` once a hidden page is shown. Returns the cancel. */
  whenShown(onShown: () => void): () => void;
  now(): number;
  setTimer(callback: () => void, ms: number): () => void;
}

/**
 * Twice the 1 s of quiet (no request, no long task) after which Lighthouse, as browsers' own
 * page-load figures do, calls a page loaded: what waits starts after the first view is complete
 * by that measure, not on its edge.
 */
export const QUIET_MS = 2000;
/** A page busy all along (an animation, a stream of pictures) starts what waits anyway after this. */
export const LONGEST_WAIT_FOR_QUIET_MS = 10_000;
/** The wait of the page's first script (src/boot.ts) for what nobody has asked for yet. */
export const PAGE_QUIET: QuietOptions = { quietMs: QUIET_MS, longestWaitMs: LONGEST_WAIT_FOR_QUIET_MS };
/** The performance mark the page's first script sets when that wait ends untouched. */
export const PAGE_QUIET_MARK = 'page-quiet';

/**
 * Runs `task` once, when the page has loaded and then been quiet for `quietMs`, or is hidden,
 * or `longestWaitMs` after this call, whichever is first; a page hidden at the call counts all
 * that from when it is shown. Returns the cancel: the task does not run, and nothing is watched
 * any more.
 */
export function whenQuiet(task: () => void, options: QuietOptions, page: PageActivity): () => void {
  if (!page.hidden()) return waitForQuiet(task, options, page);
  let cancelWait = () => {};
  const cancelShown = page.whenShown(() => {
    cancelWait = waitForQuiet(task, options, page);
  });
  return () => {
    cancelShown();
    cancelWait();
  };
}

/** whenQuiet's wait in a page that is shown. */
function waitForQuiet(task: () => void, options: QuietOptions, page: PageActivity): () => void {
  const { quietMs, longestWaitMs } = options;
  const start = page.now();
  /** Since when the page has been quiet; none until it has loaded. */
  let quietSince: number | null = null;
  let done = false;
  let cancelTimer = () => {};
  // Assigned below; a page already loaded calls back before the assignment.
  let cancelLoaded = () => {};
  const stop = () => {
    done = true;
    cancelTimer();
    stopWatching();
    cancelLoaded();
  };
  const finish = () => {
    if (done) return;
    stop();
    task();
  };
  const check = () => {
    if (done) return;
    const now = page.now();
    if ((quietSince !== null && now - quietSince >= quietMs) || now - start >= longestWaitMs) {
      finish();
      return;
    }
    cancelTimer();
    const quietEnd = quietSince === null ? Infinity : quietSince + quietMs;
    cancelTimer = page.setTimer(check, Math.min(quietEnd, start + longestWaitMs) - now);
  };
  const stopWatching = page.watch(() => {
    if (quietSince !== null) quietSince = page.now();
  }, finish);
  cancelLoaded = page.whenLoaded(() => {
    quietSince = page.now();
    check();
  });
  check();
  return () => {
    if (!done) stop();
  };
}

/**
 * The page's quiet (PAGE_QUIET), as the page's first script waits for it, and its cancel. Marked
 * PAGE_QUIET_MARK in the page's performance timeline when it comes, for the tests and the bench.
 */
export function pageQuietOf(win: Window & typeof globalThis = window): { quiet: Promise<void>; stop: () => void } {
  let stop = () => {};
  const quiet = new Promise<void>((resolve) => {
    stop = whenQuiet(
      () => {
        win.performance.mark?.(PAGE_QUIET_MARK);
        resolve();
      },
      PAGE_QUIET,
      pageActivity(win),
    );
  });
  return { quiet, stop };
}

/**
 * How long after its load a page's first script waits before the page's own work nobody needs at
 * first paint (issue 52): the visitor's stored choices read (cookies, selection), the cookie
 * banner's code and texts fetched, the outbox looked into. Until about then the browser and its
 * compositor are still busy with the page's load: on one core a task of 3-5 ms of CPU with
 * synchronous storage calls lasted 25-50 ms in the boot's first task, and each such task kept
 * the page from answering. The banner's code and texts, fetched together then, are in before its
 * second (SPEC: it shows 1 s after load) on any link with round trips under ~0.4 s; on a slower
 * one the banner comes as soon as they are, as it did before by a little less.
 */
export const PAST_LOAD_PAUSE_MS = 500;

/** The performance mark the page's first script sets when that wait ends. */
export const PAST_LOAD_MARK = 'past-load';

/**
 * Runs `task` once, `pauseMs` after the page's load, or at once when `early` resolves first (the
 * visitor's first use: what they reach for needs it now). Returns how long ago the page loaded
 * (0 until it has), for what counts its own delays from the load, and the cancel.
 */
export function whenPastLoad(
  task: () => void,
  pauseMs: number,
  early: Promise<void>,
  page: Pick<PageActivity, 'whenLoaded' | 'setTimer' | 'now'>,
): { sinceLoad: () => number; cancel: () => void } {
  let done = false;
  let loadedAt: number | null = null;
  let cancelTimer = () => {};
  const finish = () => {
    if (done) return;
    done = true;
    cancelTimer();
    task();
  };
  const cancelLoaded = page.whenLoaded(() => {
    loadedAt = page.now();
    if (!done) cancelTimer = page.setTimer(finish, pauseMs);
  });
  void early.then(finish);
  return {
    sinceLoad: () => (loadedAt === null ? 0 : page.now() - loadedAt),
    cancel: () => {
      done = true;
      cancelTimer();
      cancelLoaded();
    },
  };
}

/**
 * The load passed (PAST_LOAD_PAUSE_MS after it, or the first use), as the page's first script
 * waits for it; marked PAST_LOAD_MARK for the tests and the bench.
 */
export function pastLoadOf(
  early: Promise<void>,
  win: Window & typeof globalThis = window,
): { pastLoad: Promise<void>; sinceLoad: () => number } {
  let pass = () => {};
  const pastLoad = new Promise<void>((resolve) => (pass = resolve));
  const { sinceLoad } = whenPastLoad(
    () => {
      win.performance.mark?.(PAST_LOAD_MARK);
      pass();
    },
    PAST_LOAD_PAUSE_MS,
    early,
    pageActivity(win),
  );
  return { pastLoad, sinceLoad };
}

/** The visitor's input that makes a page busy; the installing worker gives way to it too (pwa/register.ts). */
export const VISITOR_INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The browser's signals: long tasks (Chromium; other browsers have no such entries and rely on the
 * rest), each file the page fetches arriving (its resource timing entry, at the file's end: a
 * file still on its way is not seen), the visitor's input, the page's load and its being hidden.
 */
export function pageActivity(win: Window & typeof globalThis = window): PageActivity {
  return {
    watch(onActivity, onHidden) {
      const observers: PerformanceObserver[] = [];
      const types = win.PerformanceObserver?.supportedEntryTypes ?? [];
      for (const type of ['longtask', 'resource'].filter((entryType) => types.includes(entryType))) {
        const observer = new win.PerformanceObserver(() => onActivity());
        observer.observe({ type });
        observers.push(observer);
      }
      const onVisibility = () => {
        if (win.document.visibilityState === 'hidden') onHidden();
      };
      for (const type of VISITOR_INPUTS) win.addEventListener(type, onActivity, { capture: true, passive: true });
      win.document.addEventListener('visibilitychange', onVisibility);
      return () => {
        observers.forEach((observer) => observer.disconnect());
        for (const type of VISITOR_INPUTS) win.removeEventListener(type, onActivity, { capture: true });
        win.document.removeEventListener('visibilitychange', onVisibility);
      };
    },
    whenLoaded(onLoaded) {
      if (win.document.readyState === 'complete') {
        onLoaded();
        return () => {};
      }
      win.addEventListener('load', onLoaded, { once: true });
      return () => win.removeEventListener('load', onLoaded);
    },
    hidden: () => win.document.visibilityState === 'hidden',
    whenShown(onShown) {
      const onVisibility = () => {
        if (win.document.visibilityState === 'hidden') return;
        win.document.removeEventListener('visibilitychange', onVisibility);
        onShown();
      };
      win.document.addEventListener('visibilitychange', onVisibility);
      return () => win.document.removeEventListener('visibilitychange', onVisibility);
    },
    now: () => win.performance.now(),
    setTimer(callback, ms) {
      const id = win.setTimeout(callback, ms);
      return () => win.clearTimeout(id);
    },
  };
}
