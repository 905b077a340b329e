import { describe, expect, it } from 'vitest';
import { createOptionPresses } from './option-presses';

/** A click as the document hears it: the n-th of its series (`detail`). */
class Click extends Event {
  constructor(readonly detail: number) {
    super('click', { cancelable: true });
  }
}

/**
 * A document: its capture listeners hear a click first, and the page's own (a link's, an
 * option's) hear it after, unless it was stopped. Says what one click did.
 */
function page() {
  const doc = new EventTarget();
  const click = (detail: number) => {
    const event = new Click(detail);
    doc.dispatchEvent(event);
    return { followed: !event.cancelBubble, prevented: event.defaultPrevented };
  };
  return { doc, click };
}

const binding = { index: 0, path: '/servicios/encuadernacion' };
const lomeras = { index: 5, path: '/servicios/lomeras' };
const mouse = (at: { index: number; path: string }, detail = 1) => ({ ...at, detail, pointerType: 'mouse' });

describe('createOptionPresses', () => {
  it('stops the later clicks of a series the list answered, wherever they land, until another begins', () => {
    const { doc, click } = page();
    const presses = createOptionPresses();
    presses.down({ ...binding, busy: false });
    // The first click opens the page; the list hides and the second lands on a link under it.
    expect(presses.click(mouse(binding), true, doc)).toBe('follow');
    // The click that opens the page (view/follow-path.ts), or a key's, is of no series.
    expect(click(0)).toEqual({ followed: true, prevented: false });
    expect(click(2)).toEqual({ followed: false, prevented: true });
    expect(click(3)).toEqual({ followed: false, prevented: true });
    // A click that begins a series of its own goes, and so do the later ones of that series.
    expect(click(1)).toEqual({ followed: true, prevented: false });
    expect(click(2)).toEqual({ followed: true, prevented: false });
  });

  it('stops the series of a click it held or dropped as well as of one that opened a page', () => {
    const { doc, click } = page();
    const presses = createOptionPresses();
    presses.down({ ...binding, busy: true });
    expect(presses.click(mouse(binding), false, doc)).toBe('hold');
    expect(click(2).followed).toBe(false);
    click(1);
    presses.down({ ...lomeras, busy: false });
    expect(presses.click(mouse(binding), true, doc)).toBe('ignore');
    expect(click(2).followed).toBe(false);
  });

  it('takes a second click whose first the list did not answer (on the field) for a press', () => {
    const { doc, click } = page();
    const presses = createOptionPresses();
    // The field clicked, then a suggestion within the double-click time: that click's detail is 2.
    expect(click(1).followed).toBe(true);
    presses.down({ ...binding, busy: false });
    expect(presses.click(mouse(binding, 2), true, doc)).toBe('follow');
  });

  it('forgets a pointer down that ended in no click of its own', () => {
    const { doc } = page();
    const presses = createOptionPresses();
    // Dragged away from Lomeras: a click no PointerEvent reports (pointerType unknown) on another is its own press.
    presses.down({ ...lomeras, busy: true });
    presses.cancel();
    expect(presses.click({ ...binding, detail: 1 }, true, doc)).toBe('follow');
    presses.down({ ...lomeras, busy: true });
    expect(presses.click({ ...binding, detail: 1 }, true, doc)).toBe('ignore');
  });
});
