import { clickOutcome, type ClickOutcome, type OptionClick, type PointerDown } from './held-press';

/** Where a document's clicks are heard (a Document; an EventTarget in tests). */
export type ClickTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** The presses on one list's options: the header's suggestions, or the search page's results. */
export interface OptionPresses {
  /** A pointer went down on an option. */
  readonly down: (at: PointerDown) => void;
  /** That pointer's press ends in no click of its own: cancelled (a touch that scrolls) or dragged away. */
  readonly cancel: () => void;
  /**
   * What a click on an option does (clickOutcome), the list `fresh` or not. The list answers
   * it, whatever the outcome: the later clicks of its series are stopped in `doc`.
   */
  readonly click: (click: OptionClick, fresh: boolean, doc: ClickTarget) => ClickOutcome;
}

/**
 * The option a pointer last went down on, read by the click that ends that press, and the click
 * series (a double click's clicks: the browser counts them in `detail`) the list answered.
 *
 * A click the list answered was held (the fresh list shows under the pointer), dropped, or
 * opened a page (the header's list hides, or a page comes, under the pointer). A later click of
 * its series is not a press on what is there now, which the visitor never saw: it is stopped
 * wherever it lands, a page's link under the hidden list as well as a fresh option. One listener
 * on the document, in the capture phase, before any of the page's own; it stays until a click
 * begins another series (detail 1), which it lets go, so a visitor's second press made after
 * reading the list is followed, and a series the list did not begin (a click on the field, then
 * one on a suggestion within the double-click time) is not taken for one. A click of no series
 * (detail 0: a key's, or the one followPath makes to open the page) goes and ends nothing.
 * It is not the list's to end when the list goes: the page opened by the first click is where the
 * second lands.
 */
export function createOptionPresses(): OptionPresses {
  let pressed: PointerDown | null = null;
  let endSeries: (() => void) | null = null;

  const stopRestOfSeries = (doc: ClickTarget) => {
    if (endSeries) return;
    const onClick = (event: Event) => {
      const { detail } = event as MouseEvent;
      if (detail > 1) {
        event.preventDefault();
        event.stopImmediatePropagation();
      } else if (detail === 1) endSeries?.();
    };
    doc.addEventListener('click', onClick, { capture: true });
    endSeries = () => {
      doc.removeEventListener('click', onClick, { capture: true });
      endSeries = null;
    };
  };

  return {
    down: (at) => {
      pressed = at;
    },
    cancel: () => {
      pressed = null;
    },
    click: (click, fresh, doc) => {
      const down = pressed;
      pressed = null;
      stopRestOfSeries(doc);
      return clickOutcome(down, click, fresh);
    },
  };
}
