/*
 * A part's code that failed to load, tried again: when (the waits, the gate between a failure
 * and its next try, the visitor's uses that may start it) and, for the parts the boot script
 * starts, the load itself (`loadWhenOnline`). One module, which imports none:
 * the boot script needs all of it, and so do chunks loaded later (the contact page's form, the
 * lightbox, the app's outbox dock). Split in modules that import one another, the bundler put
 * them in a chunk of their own, which the boot script then imported (every page's first load
 * waited a request more before the boot ran): scripts/vite/boot-chunk.built.test.ts.
 */

/**
 * The waits between tries at code that did not come: the first soon, then each twice as long,
 * every minute at most. A held Send's tries wait so on a timer (served-form.ts: a fair's Wi-Fi
 * that comes back, or a proxy, says nothing to `online`), and the tries a visitor's uses start
 * are kept as far apart (`triedAgain`), so a refusing server gets no request per key press.
 */
export const HELD_RETRY_FIRST_MS = 5_000;
export const HELD_RETRY_MAX_MS = 60_000;

/** The wait after `wait` (see HELD_RETRY_FIRST_MS). */
export function nextHeldRetryMs(wait: number): number {
  return Math.min(wait * 2, HELD_RETRY_MAX_MS);
}

/*
 * When a part's code that failed to load is tried again: the carousels' controller
 * (start-carousels.ts, through load-when-online.ts), the contact form's code (code-on-need.ts)
 * and the app (app/first-use.ts, `appTries`). One rule for the three: at the visitor's next use
 * of the part, or when the browser is next online, whichever comes first, and once for each
 * failure, the uses kept a back-off apart (a refusing server gets no request per key press), and
 * none after the server said the code is gone. A server's hiccup, a deploy between two presses
 * or a fair's Wi-Fi that never tells `navigator.onLine` fails a load while the browser stays
 * online: waiting for `online` alone, the part would stay as served for the page's life. Nothing
 * is tried while nobody uses the page, but once after a return of the network (`triedAgain`: one
 * timed try), and a use while a try is under way, or after the code came, tries nothing. Each
 * part hears `online` from its first try on, not from its first failure: a network that drops and
 * comes back while a try is under way is known to the failure that follows.
 *
 * Chromium alone fetches a failed module again. Firefox and WebKit keep a module that failed to
 * load as failed for the page's life: there a new try (a use's, or `online`'s) fails at once, so
 * the carousels' controller and the contact form's code do not come back in that page, which
 * stays as served (readable, its links and the served form's kept draft working). The app alone
 * gets a reload there, and only where the server says its script is gone or a Send is held
 * (reload-once.ts, `reloadForFailedImport`).
 */

/** The gate between one failed load and its next try. */
export interface TriedAgain {
  /** A try begins (each try, the first too): the gate notes whether the browser is offline. */
  started(): void;
  /**
   * The load failed: the next `online`, or `used` once its back-off is over, tries it again; so
   * does the back-off's end if it is heard online after the browser was offline (see `triedAgain`).
   */
  failed(): void;
  /**
   * The server says the code is gone (404 or 410: a deploy removed it): the visitor's uses try it
   * no more, for the page's life (reload-once.ts reloads for it, once); `online` still does, and
   * so does the timed try after a return of the network.
   */
  gone(): void;
  /** The browser came online: tries again if a failure waits for it; the next failure knows it. */
  online(): void;
  /**
   * The visitor used the part: tries again if a failure waits for it, unless the last failure
   * came within its back-off (HELD_RETRY_FIRST_MS: 5 s after the first, 10 s after the second, …),
   * measured by the clock at the use, with no timer: a server that refuses gets one try per
   * back-off however fast the visitor types or clicks, not one per key.
   */
  used(): void;
}

/** Whether the browser says it is online; where it cannot say, taken as online. */
const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Makes the gate for one part's load; `tryAgain` starts a new try; `clock` reads the time in ms;
 * `isOnline`, whether the browser says it is online; `later`, the timer (the page's window's).
 *
 * The first failure heard online after the browser was offline (a try begun offline, a failure
 * while offline, an `online` heard) is tried again once more, on a timer, after its back-off: it
 * may be the failure of a request made while offline, which a loaded device delivers after the
 * network's return (a rep's tablet as the fair's Wi-Fi comes back), once the `online` that would
 * have tried it again has gone by, or to a try that `online` started (Chromium joins a request for
 * a module to one still under way for it). Waiting for the next `online`, the part stayed
 * unloaded for the page's life, and the enquiries another tab had queued did not go from it. One
 * timed try per return of the network: an idle page never polls a server that refuses. The wait
 * is the back-off, which grows with the part's failures on this page (a minute at most).
 */
export function triedAgain(
  tryAgain: () => void,
  clock: () => number = () => Date.now(),
  isOnline: () => boolean = browserOnline,
  later: (task: () => void, ms: number) => unknown = (task, ms) => setTimeout(task, ms),
): TriedAgain {
  let failureWaiting = false;
  let goneForUses = false;
  let lastFailure = 0;
  let backOff = 0;
  /** Whether the browser was offline (or came back online) since the last failure heard online. */
  let offlineSince = false;
  const tryNow = () => {
    if (!failureWaiting) return;
    failureWaiting = false;
    tryAgain();
  };
  const online = () => {
    offlineSince = true;
    tryNow();
  };
  return {
    started() {
      if (!isOnline()) offlineSince = true;
    },
    failed() {
      failureWaiting = true;
      lastFailure = clock();
      backOff = backOff === 0 ? HELD_RETRY_FIRST_MS : nextHeldRetryMs(backOff);
      const onlineNow = isOnline();
      // Not at once: a request made offline may still be under way, and a try now would join it.
      if (onlineNow && offlineSince) later(tryNow, backOff);
      offlineSince = !onlineNow;
    },
    gone() {
      goneForUses = true;
    },
    online,
    used() {
      const since = clock() - lastFailure;
      // A clock set back counts as the back-off over: no use would otherwise try for hours.
      if (goneForUses || (since >= 0 && since < backOff)) return;
      tryNow();
    },
  };
}

/**
 * The events that say the visitor uses a part: a press (a finger's too), a key, a focus, and a
 * click (a screen reader's comes with no press before it). Not a pointer moving, a wheel or a
 * pointer coming over an element: they come by the dozen as a hand moves.
 */
export const USE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click'] as const;

/** Listens for the visitor's uses of a part: calls the task at each; returns the stop. */
export type WatchUses = (task: () => void) => () => void;

/**
 * Watches `target` (in the capture phase, before any part's own listener can stop the event)
 * for `USE_EVENTS` whose event `isPart` says are on the part. A press and the click that ends it
 * are two uses here, and one try: the gate (`triedAgain`) starts none while a try is under way,
 * nor within the back-off of the failure it ended in. Nothing is kept between events, so no
 * press that never ends in a click (a pointercancel as the page scrolls, a drag off the part, a
 * key typed) can make a later click go unheard.
 */
export function usesOn(target: EventTarget, isPart: (event: Event) => boolean): WatchUses {
  return (task) => {
    const onUse = (event: Event) => {
      if (isPart(event)) task();
    };
    const options = { capture: true, passive: true } as const;
    for (const type of USE_EVENTS) target.addEventListener(type, onUse, options);
    return () => {
      for (const type of USE_EVENTS) target.removeEventListener(type, onUse, options);
    };
  };
}

/** No part the visitor uses: a failed load waits for `online` alone. */
const NO_USES: WatchUses = () => () => {};

/**
 * Runs `load` (a dynamic import) and hands what it brings to `use`. A load that fails (offline
 * before the service worker has the site, a server's hiccup, or a page being left: Firefox stops
 * its pending loads, style sheets included) is tried again when the browser is next online, or
 * at the visitor's next use of the part (`uses`: none by default), whichever comes first
 * (`triedAgain`); never thrown. Returns the cleanup that stops all of it. `failed` hears of
 * each load that failed.
 */
export function loadWhenOnline<T>(
  load: () => Promise<T>,
  use: (loaded: T) => void,
  failed: () => void = () => {},
  uses: WatchUses = NO_USES,
): () => void {
  let active = true;
  let stopUses: (() => void) | null = null;
  const onOnline = () => again.online();
  const onUse = () => again.used();
  /** Stops hearing `online` (heard from the first try) and the uses (heard only since a failure). */
  const stopRetries = () => {
    window.removeEventListener('online', onOnline);
    stopUses?.();
    stopUses = null;
  };
  const attempt = () => {
    // The gate's timed try may come after the cleanup: nothing is fetched for a part gone.
    if (!active) return;
    again.started();
    load().then(
      (loaded) => {
        if (!active) return;
        stopRetries();
        use(loaded);
      },
      () => {
        if (!active) return;
        failed();
        again.failed();
        stopUses ??= uses(onUse);
      },
    );
  };
  // Heard from the first try on: a network that drops and comes back while it is under way.
  window.addEventListener('online', onOnline);
  const again = triedAgain(attempt);
  attempt();
  return () => {
    active = false;
    stopRetries();
  };
}
