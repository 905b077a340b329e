import {
  clickMaker,
  clickOutcome,
  madeByPointer,
  type ClickOutcome,
  type OptionClick,
  type PointerDown,
} from './held-press';

/** Where a page's clicks are heard (the window; an EventTarget in tests). */
export type ClickTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** When and where a click was, as its MouseEvent says: `timeStamp` is the page's monotonic clock. */
export interface ClickPoint {
  readonly timeStamp: number;
  readonly clientX: number;
  readonly clientY: number;
}

/**
 * The usual double-click time, in ms. A tap on iOS/iPadOS Safari reports `detail` 1 whatever came
 * before it, so a double tap's second tap is known by its time (and place, DOUBLE_TAP_SLOP) only.
 */
export const DOUBLE_CLICK_MS = 500;
/**
 * How far, in CSS px, a double tap's second tap may land from its first: a finger does not come
 * down twice at the same pixel. A tap farther off (the field, after a held press) is a new press.
 */
export const DOUBLE_TAP_SLOP = 24;

/** A copy of a click's time and place, read now. */
function pointOf({ timeStamp, clientX, clientY }: ClickPoint): ClickPoint {
  return { timeStamp, clientX, clientY };
}

/** The presses on one list's options: the header's suggestions, or the search page's results. */
export interface OptionPresses {
  /** A pointer went down on an option. */
  readonly down: (at: PointerDown) => void;
  /** That pointer's press ends in no click of its own: cancelled (a touch that scrolls) or dragged away. */
  readonly cancel: () => void;
  /**
   * What a click on an option (made at `point`) does (clickOutcome), the list `fresh` or not. The
   * list answers it, whatever the outcome: if a pointer made it, the rest of its series is stopped
   * in `page`.
   */
  readonly click: (click: OptionClick, point: ClickPoint, fresh: boolean, page: ClickTarget) => ClickOutcome;
  /**
   * The list goes (unmounted). The rest of a series it answered may still come, on the page the
   * first click opened, so it is stopped for the double-click time more, and then no longer heard.
   */
  readonly leave: () => void;
}

/**
 * The option a pointer last went down on, read by the click that ends that press, and the click
 * series (a double click's or double tap's clicks) the list answered.
 *
 * A click the list answered was held (the fresh list shows under the pointer), dropped, or
 * opened a page (the header's list hides, or a page comes, under the pointer). A later click of
 * its series is not a press on what is there now, which the visitor never saw: it is stopped
 * wherever it lands, a page's link under the hidden list as well as a fresh option, and the
 * pointer down that began it is forgotten (it is no press of a later click). One listener on the
 * window, in the capture phase, before any of the page's own (the document's capture listeners
 * too).
 *
 * A later click of the series comes within DOUBLE_CLICK_MS of the series' previous click (the
 * answered one, then the last one stopped), and is one the browser counts as such (`detail` 2 or
 * more) or, as iOS Safari counts none, one with `detail` 1 within DOUBLE_TAP_SLOP of that click's
 * place. Time for both: a visitor whose system double-click time is seconds long, reading the
 * list that changed and pressing again where the dropped press was, makes a click of `detail` 2,
 * 3… that is a press of its own. Place for a tap: a visitor's quick tap elsewhere (the field,
 * then the fresh option, after a held press) is a press of its own. Any other click a pointer
 * made begins another series: it goes, and ends the guard, so a series the list did not begin (a
 * click on the field, then one on a suggestion within the double-click time) is not taken for
 * one. A click no pointer made (madeByPointer: a key's, an assistive technology's, or the one
 * followPath makes to open the page) is of no series: it goes and ends nothing, and arms no guard
 * (keyboard visitors would never end it).
 *
 * The clicks' time and place are read when they come and kept as copies: a MouseEvent kept would
 * keep the nodes it names alive, and its `timeStamp` may be read lazily (Playwright's clock).
 */
export function createOptionPresses(): OptionPresses {
  let pressed: PointerDown | null = null;
  let endSeries: (() => void) | null = null;

  const stopRestOfSeries = (answered: ClickPoint, page: ClickTarget) => {
    endSeries?.();
    let previous = pointOf(answered);
    const isRestOfSeries = (click: MouseEvent) =>
      click.timeStamp - previous.timeStamp < DOUBLE_CLICK_MS &&
      (click.detail > 1 ||
        Math.hypot(click.clientX - previous.clientX, click.clientY - previous.clientY) <= DOUBLE_TAP_SLOP);
    const onClick = (event: Event) => {
      const click = event as MouseEvent;
      if (!madeByPointer(clickMaker(click))) return;
      if (isRestOfSeries(click)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        previous = pointOf(click);
        pressed = null;
      } else end();
    };
    const end = () => {
      page.removeEventListener('click', onClick, { capture: true });
      if (endSeries === end) endSeries = null;
    };
    page.addEventListener('click', onClick, { capture: true });
    endSeries = end;
  };

  return {
    down: (at) => {
      pressed = at;
    },
    cancel: () => {
      pressed = null;
    },
    click: (click, point, fresh, page) => {
      const down = pressed;
      pressed = null;
      if (madeByPointer(click)) stopRestOfSeries(point, page);
      return clickOutcome(down, click, fresh);
    },
    leave: () => {
      pressed = null;
      const end = endSeries;
      if (end) setTimeout(end, DOUBLE_CLICK_MS);
    },
  };
}
