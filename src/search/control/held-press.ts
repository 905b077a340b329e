/**
 * A press on a suggestion list that does not answer the field yet (view/answers.ts): an arrow, or
 * a pointer on an option. The list is an earlier query's while typing rests or the search code or
 * index loads; the press is held, the pending query run at once, and the press settled against
 * the answer to the text it was made on.
 */
export type HeldPress =
  | { readonly kind: 'arrow'; readonly down: boolean; readonly text: string }
  | { readonly kind: 'option'; readonly index: number; readonly path: string; readonly text: string };

/** The list as it is now. */
export interface ListNow {
  /** The search text the field holds. */
  readonly text: string;
  /** The options shown answer that text. */
  readonly fresh: boolean;
  /** The search is unavailable for that text: no answer will come. */
  readonly unavailable: boolean;
  /** The options' paths, in the order shown. */
  readonly paths: readonly string[];
}

export type HeldOutcome =
  | { readonly kind: 'wait' }
  | { readonly kind: 'drop' }
  | { readonly kind: 'activate'; readonly index: number }
  | { readonly kind: 'follow'; readonly index: number };

/**
 * What a held press does now. It waits for the answer to its text; typed past (the text changed)
 * or with search unavailable it is dropped. Answered, an arrow makes the first option (down) or
 * the last (up) active, as on a fresh list. A pointer's option is followed if the fresh list
 * holds the same page at the same place: then the press means one thing, whether the visitor read
 * its title or pressed the first suggestion. Otherwise nothing opens and the fresh list shows, so
 * the visitor sees what changed under the pointer and presses again. (Followed wherever it moved,
 * the stale "Lomeras", first for "e", would open for a visitor pressing the first suggestion of
 * "encuadernacion", where it is sixth.)
 */
export function settleHeld(press: HeldPress, now: ListNow): HeldOutcome {
  if (press.text !== now.text || (now.unavailable && !now.fresh)) return { kind: 'drop' };
  if (!now.fresh) return { kind: 'wait' };
  const options = now.paths.length;
  if (press.kind === 'arrow')
    return options === 0 ? { kind: 'drop' } : { kind: 'activate', index: press.down ? 0 : options - 1 };
  return now.paths[press.index] === press.path ? { kind: 'follow', index: press.index } : { kind: 'drop' };
}

/** An option as a pointer went down on it: its place, its page, and whether its list was busy. */
export interface PointerDown {
  readonly index: number;
  readonly path: string;
  readonly busy: boolean;
}

export type ClickOutcome = 'follow' | 'hold' | 'ignore';

/** A click on an option: its place and page, and the click as the browser reports it. */
export interface OptionClick {
  readonly index: number;
  readonly path: string;
  /** Clicks in a row: 0 for a key's click, 2 for a double click's second. */
  readonly detail: number;
  /** The pointer's type where the click is a PointerEvent: '' for a click no pointer made. */
  readonly pointerType?: string;
}

/**
 * What a click on an option does, given the option a pointer last went down on. On touch the
 * click goes to the option under the finger at the lift, so a list that turns fresh between the
 * two would open an option never seen: a click on another option than the one pressed is ignored
 * (the fresh list shows), and a press that began on a busy list is held (settleHeld) even if the
 * list is fresh at the click. A click no pointer made (a key's, detail 0, or an assistive
 * technology's, pointerType '') has no press of its own: the last pointer down, perhaps one that
 * ended in no click (a drag away), is not its press. A later click of a series (a double
 * click's second, detail 2) is a press as any other here: one that follows a click the list
 * answered within the double-click time never reaches the list (option-presses.ts), and one
 * that follows a click elsewhere (on the field, within a visitor's long double-click time) is
 * the visitor's first press on it.
 */
export function clickOutcome(down: PointerDown | null, click: OptionClick, fresh: boolean): ClickOutcome {
  const pressed = madeByPointer(click) ? down : null;
  if (pressed && (pressed.index !== click.index || pressed.path !== click.path)) return 'ignore';
  return fresh && !pressed?.busy ? 'follow' : 'hold';
}

/**
 * A click a pointer made: not a key's (detail 0; Firefox says detail 1 but pointerType '') nor an
 * assistive technology's (pointerType ''). Only such a click has a press, and begins or continues
 * a click series.
 */
export function madeByPointer(click: Pick<OptionClick, 'detail' | 'pointerType'>): boolean {
  return click.detail !== 0 && click.pointerType !== '';
}

/** Who made a click a DOM event reports, and its place in its series (see madeByPointer). */
export function clickMaker(event: MouseEvent): Pick<OptionClick, 'detail' | 'pointerType'> {
  const pointerType = 'pointerType' in event ? (event as PointerEvent).pointerType : undefined;
  return { detail: event.detail, pointerType };
}

/** The click a DOM event reports, on the option at `index` linking to `path`. */
export function optionClick(event: MouseEvent, index: number, path: string): OptionClick {
  return { index, path, ...clickMaker(event) };
}
