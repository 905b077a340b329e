import { CAROUSEL } from '../components/carousel/carousel-marks';
import { CONSENT_FRAME } from '../consent/consent-frame';
import { HELD_RETRY_FIRST_MS, nextHeldRetryMs, triedAgain, type WatchUses } from '../components/load-when-online';
import { FORM_ON_NEED, SEND_HELD_EVENT } from '../contact/form/form-marks';

/*
 * The app (React, the router, the texts' engine: some 100 KB of script to fetch, evaluate and
 * hydrate with) is loaded at the visitor's first use of the page, not with the page. Until then
 * the page works as served (first-load.ts, rule 1), and a phone that is only showing it stays as
 * idle as the page without any script. What the first use does meanwhile is held (below).
 */

/**
 * The events that say someone is using the page: a pointer moving or pressing, a finger down
 * (a scroll starts with one), a key, a focus, a wheel, or a click with none of those before it
 * (a screen reader's). The first of them loads the app. A pointer "moving" by nothing is not
 * one: Chromium sends such a `pointermove` itself as a page lays out under a resting cursor (in
 * the tests, at 0,0 while the page loads). A hand on a mouse moves it again at once.
 */
export const FIRST_USE_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'click',
] as const;

/** Whether a pointer event moved the pointer at all. */
function movedBy(event: Pick<PointerEvent, 'movementX' | 'movementY'>): boolean {
  return Boolean(event.movementX || event.movementY);
}

/** Runs `task` at the first of `FIRST_USE_EVENTS` on `target`, once. Returns the cancel. */
export function whenFirstUsed(target: EventTarget, task: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of FIRST_USE_EVENTS) target.removeEventListener(type, onUse, options);
  };
  const onUse = (event: Event) => {
    if (event.type === 'pointermove' && !movedBy(event as PointerEvent)) return;
    stop();
    task();
  };
  for (const type of FIRST_USE_EVENTS) target.addEventListener(type, onUse, options);
  return stop;
}

/**
 * Whether the page was used before its script ran: on a slow network a visitor taps, types or
 * scrolls before the boot script has come, and that first use went unseen. The browser keeps
 * the sign: an activation (a tap, a click, a key), the focus moved into the page, or the page
 * scrolled.
 */
export function usedAlready(doc: Document): boolean {
  const win = doc.defaultView;
  if (win?.navigator.userActivation?.hasBeenActive) return true;
  const focused = doc.activeElement;
  return (focused !== null && focused !== doc.body && focused !== doc.documentElement) || (win?.scrollY ?? 0) > 0;
}

/**
 * The visitor's first use of `doc`, and its cancel: resolved at once if the page was used before
 * its script ran (`usedAlready`), else at the first of `FIRST_USE_EVENTS`.
 */
export function firstUseOf(doc: Document): { used: Promise<void>; stop: () => void } {
  if (usedAlready(doc)) return { used: Promise.resolve(), stop: () => {} };
  let stop = () => {};
  const used = new Promise<void>((resolve) => (stop = whenFirstUsed(doc, resolve)));
  return { used, stop };
}

/** What the served document says about itself, as the boot script reads it. */
export interface ServedPage {
  /** What the build rendered (`data-rendered` on #root); none for a page that is not ours. */
  rendered: string | null;
  /** The path of the page's canonical link; none on a not-found page. */
  canonicalPath: string | null;
  /** Where the browser is. */
  pathname: string;
  search: string;
  /** Whether a contact form is served, with the visitor's draft waiting to be put back in it. */
  formDraftWaiting: boolean;
}

/**
 * Whether the app must load at once rather than at first use: when the page is not to stay as
 * served. The app sends a `?lng=` or a path that is not the page's own to its address, draws a
 * page the build did not render for this address (a host's fallback, a page not found, whose
 * path it may still resolve), fills a page served as a shell (one not indexed, hence with no
 * canonical link: the visitor's selection, read on the device), and puts a waiting draft back
 * into the form.
 */
export function appWantedAtOnce(page: ServedPage): boolean {
  if (!page.rendered || page.canonicalPath === null || page.canonicalPath !== page.pathname) return true;
  if (new URLSearchParams(page.search).has('lng')) return true;
  return page.formDraftWaiting;
}

/** Reads `ServedPage` from the document. */
export function servedPage(doc: Document, formDraftWaiting: () => boolean): ServedPage {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const { pathname, search } = doc.location;
  return {
    rendered: doc.getElementById('root')?.dataset.rendered ?? null,
    canonicalPath: canonical ? new URL(canonical.href).pathname : null,
    pathname,
    search,
    formDraftWaiting: formDraftWaiting(),
  };
}

/** What the visitor did before the app came, made again once it has: the last one only. */
export interface HeldUntilApp {
  /** React listens to the page from now on, and answers what comes itself: holds no more. */
  close(): void;
  /** The app has drawn the page: makes the held action again, and holds no more. */
  replay(): void;
  /**
   * Holds a Send made before this page: the one the page before a reload held (boot.ts), made
   * again as the visitor's own would be, and kept as theirs if the app fails here too.
   */
  holdSend(form: HTMLFormElement, send: () => void): void;
  /** The app will not come: holds no more, and forgets. */
  stop(): void;
  /**
   * The visitor chose not to send the held Send from here (it went by e-mail: served-send.ts):
   * it is forgotten; a later Send is held as before.
   */
  forgetSend(): void;
  /**
   * The app did not come this time, and may at the next try: a held press is forgotten (made
   * minutes later it would surprise), a held submit is kept, and submits go on being held.
   * Returns the form of the held submit, if any.
   */
  failed(): HTMLFormElement | null;
  /**
   * A new try starts (the visitor's press that asked for it comes next, as its click): presses
   * are held again for it, made if it brings the app, forgotten if it fails.
   */
  trying(): void;
}

/**
 * Holds what the first use does that only the app can answer, so no tap is lost while it loads:
 * a press on a button of the app's (a share button, a photo's viewer, a menu's panel, the cookie
 * settings), and a submit, which is kept from the browser (keepFormsFromBrowser). Buttons that
 * work as served are left alone: the header's popovers and the carousels' controls, which their
 * own scripts drive. `actionOf` says what to hold; `onSubmitHeld` hears of each submit held.
 */
export function holdUntilApp(
  target: EventTarget,
  actionOf: (event: Event) => (() => void) | null,
  onSubmitHeld: (form: HTMLFormElement) => void = () => {},
): HeldUntilApp {
  let held: { action: () => void; form: HTMLFormElement | null } | null = null;
  let submitsOnly = false;
  const onAction = (event: Event) => {
    if (submitsOnly && event.type !== 'submit') return;
    const action = actionOf(event);
    if (!action) return;
    // `actionOf` holds a submit only of a form (appActionOf).
    const form = event.type === 'submit' ? (event.target as HTMLFormElement) : null;
    if (event.type === 'submit') event.preventDefault();
    // A Send already held outlives any later press that is not a Send: replaced, the enquiry the
    // visitor sent would never go, and a failed app would not keep it (the press after it, say the
    // project-type list or a share button, is only a wish the visitor can repeat).
    if (held?.form && !form) return;
    held = { action, form };
    if (form) onSubmitHeld(form);
  };
  const capture = { capture: true } as const;
  const close = () => {
    target.removeEventListener('click', onAction, capture);
    target.removeEventListener('submit', onAction, capture);
  };
  const stop = () => {
    close();
    held = null;
  };
  target.addEventListener('click', onAction, capture);
  target.addEventListener('submit', onAction, capture);
  return {
    close,
    replay() {
      const action = held?.action;
      stop();
      action?.();
    },
    holdSend(form, send) {
      held = { action: send, form };
    },
    stop,
    forgetSend() {
      if (held?.form) held = null;
    },
    failed() {
      submitsOnly = true;
      if (!held?.form) held = null;
      return held?.form ?? null;
    },
    trying() {
      submitsOnly = false;
    },
  };
}

/**
 * A form that goes to another page as a link does: a search form (the header's, the search
 * page's) whose GET to the search page carries only the words typed in it to be searched for.
 * The browser sends it before the app, and while the app is away; the app's own handler takes
 * it once the app is there.
 */
const GOES_AS_LINK = 'form[role="search"][method="get"]';

/** Whether a submit is one the browser may make (`GOES_AS_LINK`). */
function goesAsLink(form: Partial<Element> | null): boolean {
  return form?.matches?.(GOES_AS_LINK) === true;
}

/**
 * Keeps every submit of the page's markup (#root) from the browser, for the page's life: the
 * served form has no script of its own, and whatever becomes of the app (not loaded yet, failed,
 * gone), a native submit must never send the visitor's fields anywhere; a search form alone goes
 * as a link would (`GOES_AS_LINK`). The app's form calls `preventDefault` itself too; a second
 * call changes nothing.
 */
export function keepFormsFromBrowser(target: EventTarget): void {
  target.addEventListener(
    'submit',
    (event) => {
      const form = event.target as Partial<Element> | null;
      if (form?.closest?.('#root') && !goesAsLink(form)) event.preventDefault();
    },
    { capture: true },
  );
}

/**
 * What became of one try at loading the app: drawn; failed for now (`again`), or failed for now
 * with a Send held that waits for it (`held`); or failed for good.
 */
export type AppTry = 'started' | 'again' | 'held' | 'never';

/**
 * The tries at loading the app, one at a time: after one that failed for now (the network gone,
 * a chunk refused), the next comes when the connection returns (`online`) or at the visitor's
 * next use of the page (`uses`), once for each failure and a back-off after it, and not once the
 * server said the app's script is gone (`gone`; components/load-when-online.ts): a server's
 * hiccup, or a fair's Wi-Fi, fails it while the browser stays online. Or when `retry` is called
 * (the visitor presses Send again). While a Send waits for it, it is also tried again on a timer
 * (5 s, 10 s, … every minute at most): a fair's Wi-Fi that comes back, or a proxy, says nothing
 * to `online`, and the visitor who pressed Send may wait without touching the page. `start`
 * resolves once a try has ended.
 */
export function appTries(
  tryOnce: () => Promise<AppTry>,
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'>,
  uses: WatchUses = () => () => {},
  clock: () => number = () => Date.now(),
) {
  let trying: Promise<void> | null = null;
  let over = false;
  let timer: number | undefined;
  let wait = HELD_RETRY_FIRST_MS;
  let stopUses: (() => void) | null = null;
  const start = (): Promise<void> => {
    if (over) return Promise.resolve();
    win.clearTimeout(timer);
    if (!trying) {
      again.started();
      // Heard while the try is under way too: a network that drops and comes back meanwhile.
      win.addEventListener('online', onOnline);
    }
    trying ??= tryOnce().then((outcome) => {
      trying = null;
      over = outcome === 'started' || outcome === 'never';
      if (over) {
        win.removeEventListener('online', onOnline);
        stopUses?.();
        return;
      }
      again.failed();
      stopUses ??= uses(again.used);
      if (outcome !== 'held') return;
      timer = win.setTimeout(() => void start(), wait);
      wait = nextHeldRetryMs(wait);
    });
    return trying;
  };
  const again = triedAgain(
    () => void start(),
    clock,
    undefined,
    (task, ms) => win.setTimeout(task, ms),
  );
  const onOnline = () => again.online();
  return {
    start,
    retry: () => void start(),
    /** The server says the app's script is gone (a deploy): the visitor's uses try it no more. */
    gone: again.gone,
  };
}

/** What the boot script warns of, with the error, when a try at loading the app failed (tests wait for it). */
export const APP_NOT_LOADED = 'The app could not be loaded:';

/** Buttons of the served page that work without the app: popovers, carousels' controls, a frame's consent. */
const WORKS_AS_SERVED = `[popovertarget], [${CAROUSEL.action}], [${CAROUSEL.dot}], [${CONSENT_FRAME.grant}]`;

/**
 * Makes a held Send again, on its form; or, when the app drew the form's part afresh (its markup
 * had been changed before the app started, by a translation or an extension), on the form drawn
 * in its place, which restores what was typed (contact-form-on-need.tsx): at once if it is drawn
 * already, else as it is.
 */
function sendAgain(form: HTMLFormElement): void {
  if (form.isConnected) return form.requestSubmit();
  sendOnceFormDrawn(form.ownerDocument);
}

/**
 * Makes a Send on the page's contact form as the app draws it: at once if it is drawn already,
 * else as it is, once it has taken up what was typed (contact-form-on-need.tsx). Not on the form
 * as served: its fields may be empty yet (the draft is put back by the app), and would refuse it.
 */
export function sendOnceFormDrawn(doc: Document): void {
  const place = doc.querySelector(`[${FORM_ON_NEED.root}]`);
  if (place?.hasAttribute(FORM_ON_NEED.ready)) return place.querySelector('form')?.requestSubmit();
  place?.setAttribute(FORM_ON_NEED.sendHeld, '');
  place?.dispatchEvent(new Event(SEND_HELD_EVENT));
}

/** The app's action a click or a submit in the page's markup (#root) asks for, made again later. */
export function appActionOf(event: Event): (() => void) | null {
  const target = event.target;
  if (!(target instanceof Element) || !target.closest('#root')) return null;
  if (event.type === 'submit') {
    const form = target instanceof HTMLFormElement && !goesAsLink(target) ? target : null;
    return form && (() => sendAgain(form));
  }
  const button = target.closest('button');
  if (button?.type !== 'button' || button.matches(WORKS_AS_SERVED)) return null;
  // A toggle (aria-pressed) that shows another state by now already shows what the press asked
  // for: a served "Add" pressed for an item the device's selection held, read meanwhile. Pressed
  // again, it would take out what the visitor asked to add.
  const pressed = button.getAttribute('aria-pressed');
  return () => {
    if (button.isConnected && button.getAttribute('aria-pressed') === pressed) button.click();
  };
}
