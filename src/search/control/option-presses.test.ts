import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOptionPresses, DOUBLE_CLICK_MS, DOUBLE_TAP_SLOP, type ClickPoint } from './option-presses';

/** The option clicks below are answered at this time and place. */
const answered: ClickPoint = { timeStamp: 1000, clientX: 40, clientY: 120 };

/**
 * A click as the page hears it: the n-th of its series (`detail`), `after` ms after the answered
 * one, `off` px right of it; a PointerEvent's `pointerType` if given ('' for no pointer's).
 */
class Click extends Event {
  constructor(
    readonly detail: number,
    private readonly after: number,
    private readonly off: number,
    readonly pointerType?: string,
  ) {
    super('click', { cancelable: true });
  }
  override get timeStamp() {
    return answered.timeStamp + this.after;
  }
  get clientX() {
    return answered.clientX + this.off;
  }
  get clientY() {
    return answered.clientY;
  }
}

/**
 * A page: its window's capture listeners hear a click first, and the page's own (a link's, an
 * option's) hear it after, unless it was stopped. Says what one click did; by default a click
 * comes after the double-click time, where the answered one was.
 */
function page() {
  const window = new EventTarget();
  const click = (
    detail: number,
    { after = DOUBLE_CLICK_MS * 4, off = 0, pointerType = undefined as string | undefined } = {},
  ) => {
    const event = new Click(detail, after, off, pointerType);
    window.dispatchEvent(event);
    return { followed: !event.cancelBubble, prevented: event.defaultPrevented };
  };
  return { window, click };
}

const binding = { index: 0, path: '/servicios/encuadernacion' };
const lomeras = { index: 5, path: '/servicios/lomeras' };
const mouse = (at: { index: number; path: string }, detail = 1) => ({ ...at, detail, pointerType: 'mouse' });
const touch = (at: { index: number; path: string }) => ({ ...at, detail: 1, pointerType: 'touch' });
const stopped = { followed: false, prevented: true };
const followed = { followed: true, prevented: false };

afterEach(() => {
  vi.useRealTimers();
});

describe('createOptionPresses', () => {
  it('stops the later clicks of a series the list answered, wherever they land, until another begins', () => {
    const { window, click } = page();
    const presses = createOptionPresses();
    presses.down({ ...binding, busy: false });
    // The first click opens the page; the list hides and the second lands on a link under it.
    expect(presses.click(mouse(binding), answered, true, window)).toBe('follow');
    // The click that opens the page (view/follow-path.ts), or a key's, is of no series.
    expect(click(0, { after: 1 })).toEqual(followed);
    expect(click(2, { after: 300, off: 300 })).toEqual(stopped);
    expect(click(3, { after: 600 })).toEqual(stopped);
    // A click that begins a series of its own goes, and so do the later ones of that series.
    expect(click(1)).toEqual(followed);
    expect(click(2)).toEqual(followed);
  });

  it('stops a double tap’s second tap, which iOS Safari counts as a series’ first, by its time and place', () => {
    const { window, click } = page();
    const presses = createOptionPresses();
    presses.down({ ...binding, busy: false });
    expect(presses.click(touch(binding), answered, true, window)).toBe('follow');
    expect(click(1, { after: DOUBLE_CLICK_MS - 1, off: DOUBLE_TAP_SLOP })).toEqual(stopped);
    // A third tap is measured from the second, the series' previous click.
    expect(click(1, { after: 2 * DOUBLE_CLICK_MS - 2, off: 2 * DOUBLE_TAP_SLOP })).toEqual(stopped);
    // A tap later than the double-click time is a new press, and ends the guard.
    expect(click(1, { after: 3 * DOUBLE_CLICK_MS - 2, off: 2 * DOUBLE_TAP_SLOP })).toEqual(followed);
    expect(click(1, { after: 1 })).toEqual(followed);
  });

  it('takes a quick tap elsewhere after a held press (the field) for a press of its own', () => {
    const { window, click } = page();
    const presses = createOptionPresses();
    presses.down({ ...binding, busy: true });
    expect(presses.click(touch(binding), answered, false, window)).toBe('hold');
    expect(click(1, { after: 100, off: DOUBLE_TAP_SLOP + 1 })).toEqual(followed);
    expect(click(1, { after: 200 })).toEqual(followed);
  });

  it('follows a later click of the series after the double-click time: a long one’s press made after reading the list', () => {
    const { window, click } = page();
    const presses = createOptionPresses();
    // A press on the busy list, held; the visitor reads the fresh list and presses there again.
    presses.down({ ...binding, busy: true });
    expect(presses.click(mouse(binding), answered, false, window)).toBe('hold');
    expect(click(2, { after: 2000 })).toEqual(followed);
    presses.down({ ...binding, busy: false });
    expect(presses.click(mouse(binding, 2), { ...answered, timeStamp: answered.timeStamp + 2000 }, true, window)).toBe(
      'follow',
    );
  });

  it('stops a click of the series within the double-click time of the last one stopped, not of the answered one only', () => {
    const { window, click } = page();
    const presses = createOptionPresses();
    presses.down({ ...binding, busy: true });
    expect(presses.click(mouse(binding), answered, false, window)).toBe('hold');
    expect(click(2, { after: DOUBLE_CLICK_MS - 100 })).toEqual(stopped);
    expect(click(3, { after: 2 * DOUBLE_CLICK_MS - 200 })).toEqual(stopped);
    expect(click(4, { after: 3 * DOUBLE_CLICK_MS - 200 })).toEqual(followed);
  });

  it('lets a click no pointer made go within a tap’s time and place, and end nothing', () => {
    const { window, click } = page();
    const presses = createOptionPresses();
    presses.down({ ...binding, busy: false });
    expect(presses.click(touch(binding), answered, true, window)).toBe('follow');
    // An assistive technology's click (Firefox: a key's) where the tap was.
    expect(click(1, { after: 100, pointerType: '' })).toEqual(followed);
    expect(click(1, { after: 200 })).toEqual(stopped);
  });

  it('reads the answered click’s time and place when it comes, and keeps no hold of the click', () => {
    const { window, click } = page();
    const presses = createOptionPresses();
    let reads = 0;
    const event: ClickPoint = {
      get timeStamp() {
        reads += 1;
        return answered.timeStamp;
      },
      get clientX() {
        reads += 1;
        return answered.clientX;
      },
      get clientY() {
        reads += 1;
        return answered.clientY;
      },
    };
    presses.down({ ...binding, busy: false });
    presses.click(touch(binding), event, true, window);
    const readAtClick = reads;
    expect(click(1, { after: 100 })).toEqual(stopped);
    expect(click(1, { after: 2 * DOUBLE_CLICK_MS })).toEqual(followed);
    expect(reads).toBe(readAtClick);
  });

  it('stops the series of a click it held or dropped as well as of one that opened a page', () => {
    const { window, click } = page();
    const presses = createOptionPresses();
    presses.down({ ...binding, busy: true });
    expect(presses.click(mouse(binding), answered, false, window)).toBe('hold');
    expect(click(2, { after: 300 }).followed).toBe(false);
    click(1);
    presses.down({ ...lomeras, busy: false });
    expect(presses.click(mouse(binding), answered, true, window)).toBe('ignore');
    expect(click(2, { after: 300 }).followed).toBe(false);
  });

  it('forgets the pointer down of a click it stopped: it is no press of a later click', () => {
    const { window, click } = page();
    const presses = createOptionPresses();
    presses.down({ ...binding, busy: true });
    expect(presses.click(mouse(binding), answered, false, window)).toBe('hold');
    // The second click of the double click goes down on Lomeras, fresh under the pointer, and is stopped.
    presses.down({ ...lomeras, busy: false });
    expect(click(2, { after: 300 })).toEqual(stopped);
    // A click no PointerEvent reports (pointerType unknown) on the first option is its own press.
    expect(presses.click({ ...binding, detail: 1 }, answered, true, window)).toBe('follow');
  });

  it('arms nothing for a click no pointer made: a key’s (detail 0, or Firefox’s pointerType "")', () => {
    const { window, click } = page();
    const presses = createOptionPresses();
    const add = vi.spyOn(window, 'addEventListener');
    expect(presses.click({ ...binding, detail: 0, pointerType: '' }, answered, true, window)).toBe('follow');
    expect(presses.click({ ...binding, detail: 1, pointerType: '' }, answered, true, window)).toBe('follow');
    expect(add).not.toHaveBeenCalled();
    expect(click(2, { after: 1 })).toEqual(followed);
  });

  it('stops the rest of the series for the double-click time after the list goes, and then hears no more', () => {
    vi.useFakeTimers();
    const { window, click } = page();
    const presses = createOptionPresses();
    const remove = vi.spyOn(window, 'removeEventListener');
    presses.down({ ...binding, busy: false });
    presses.click(mouse(binding), answered, true, window);
    presses.leave();
    expect(click(2, { after: 300 })).toEqual(stopped);
    vi.advanceTimersByTime(DOUBLE_CLICK_MS);
    expect(remove).toHaveBeenCalledTimes(1);
    // Within the double-click time of the click stopped, but no longer heard.
    expect(click(3, { after: 400 })).toEqual(followed);
  });

  it('takes a second click whose first the list did not answer (on the field) for a press', () => {
    const { window, click } = page();
    const presses = createOptionPresses();
    // The field clicked, then a suggestion within the double-click time: that click's detail is 2.
    expect(click(1).followed).toBe(true);
    presses.down({ ...binding, busy: false });
    expect(presses.click(mouse(binding, 2), answered, true, window)).toBe('follow');
  });

  it('forgets a pointer down that ended in no click of its own', () => {
    const { window } = page();
    const presses = createOptionPresses();
    // Dragged away from Lomeras: a click no PointerEvent reports (pointerType unknown) on another is its own press.
    presses.down({ ...lomeras, busy: true });
    presses.cancel();
    expect(presses.click({ ...binding, detail: 1 }, answered, true, window)).toBe('follow');
    presses.down({ ...lomeras, busy: true });
    expect(presses.click({ ...binding, detail: 1 }, answered, true, window)).toBe('ignore');
  });
});
