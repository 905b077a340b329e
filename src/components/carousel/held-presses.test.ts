import { describe, expect, it } from 'vitest';
import { heldPresses, pressOf, visitorLeft, type ShownCarousel } from './held-presses';

const next = { action: 'next' } as const;
const previous = { action: 'previous' } as const;
const toggle = { action: 'toggle' } as const;
const notDriven = () => false;
const isDriven = () => true;
/** A served carousel of 16 slides on its first, offering pause (no reduced motion). */
const served = (): ShownCarousel => ({ index: 0, count: 16, playing: true });
/** The visitor is still at every carousel as the controller comes. */
const stayed = () => false;

describe('the presses made on a carousel before its controller', () => {
  it('are handed back once as what they asked, counted from the slide shown', () => {
    const presses = heldPresses<string>();
    presses.clicked('gallery', next, false, served);
    presses.clicked('gallery', next, false, served);
    expect(presses.take(stayed)).toEqual(new Map([['gallery', { index: 2 }]]));
    expect(presses.take(stayed)).toEqual(new Map());
  });

  it('ask for a slide, not a move: "next" is the slide after the one shown then, wherever the controller starts', () => {
    const presses = heldPresses<string>();
    presses.clicked('gallery', next, false, () => ({ index: 5, count: 16, playing: true }));
    presses.clicked('other', previous, false, served);
    presses.clicked('dots', { dot: 3 }, false, served);
    presses.clicked('dots', next, false, served);
    expect(presses.take(stayed)).toEqual(
      new Map([
        ['gallery', { index: 6 }],
        ['other', { index: 15 }],
        ['dots', { index: 4 }],
      ]),
    );
  });

  it('ask for the state the pause/play button offered, not a flip of the state the controller starts in', () => {
    const presses = heldPresses<string>();
    presses.clicked('offered pause', toggle, false, served);
    presses.clicked('offered play', toggle, false, () => ({ index: 0, count: 16, playing: false }));
    presses.clicked('pressed twice', toggle, false, served);
    presses.clicked('pressed twice', toggle, false, served);
    expect(presses.take(stayed)).toEqual(
      new Map([
        ['offered pause', { playing: false }],
        ['offered play', { playing: true }],
        ['pressed twice', { playing: true }],
      ]),
    );
  });

  it('read what the carousel showed once, at the first press', () => {
    const presses = heldPresses<string>();
    let shownAsked = 0;
    const shown = () => (shownAsked++, served());
    presses.clicked('gallery', next, false, shown);
    presses.clicked('gallery', toggle, false, shown);
    expect(shownAsked).toBe(1);
    expect(presses.take(stayed)).toEqual(new Map([['gallery', { index: 1, playing: false }]]));
  });

  it('are dropped for a carousel the visitor has left as the controller comes, however long it took', () => {
    const presses = heldPresses<string>();
    presses.clicked('left', next, false, served);
    presses.clicked('kept', next, false, served);
    presses.clicked('kept', next, false, served);
    expect(presses.take((carousel) => carousel === 'left')).toEqual(new Map([['kept', { index: 2 }]]));
  });

  it('leave alone a press a driven controller answered itself', () => {
    const presses = heldPresses<string>();
    presses.clicked('gallery', next, true, served);
    expect(presses.take(stayed)).toEqual(new Map());
  });

  it('are forgotten when the controller did not come', () => {
    const presses = heldPresses<string>();
    presses.clicked('gallery', next, false, served);
    presses.forget();
    expect(presses.take(stayed)).toEqual(new Map());
  });
});

describe('a swipe on a carousel before its controller', () => {
  it('is held as the press it asks: left the next slide, right the previous one', () => {
    const presses = heldPresses<string>();
    presses.touchDown('gallery', 1, { x: 200, y: 100 }, false);
    expect(presses.touching()).toBe(true);
    expect(presses.touchUp(1, { x: 120, y: 110 }, notDriven, served)).toBeNull();
    expect(presses.touching()).toBe(false);
    presses.touchDown('back', 2, { x: 100, y: 100 }, false);
    expect(presses.touchUp(2, { x: 180, y: 90 }, notDriven, served)).toBeNull();
    expect(presses.take(stayed)).toEqual(
      new Map([
        ['gallery', { index: 1 }],
        ['back', { index: 15 }],
      ]),
    );
  });

  it('is made at once when it ends over a carousel driven meanwhile, whose controller never saw it start', () => {
    const presses = heldPresses<string>();
    presses.touchDown('gallery', 1, { x: 200, y: 100 }, false);
    expect(presses.take(stayed)).toEqual(new Map());
    expect(presses.touchUp(1, { x: 100, y: 100 }, isDriven, served)).toEqual({ carousel: 'gallery', press: next });
    expect(presses.take(stayed)).toEqual(new Map());
  });

  it('is not held when the controller follows it from its start, nor when it was short, a scroll or cancelled', () => {
    const presses = heldPresses<string>();
    presses.touchDown('gallery', 1, { x: 200, y: 100 }, true);
    expect(presses.touching()).toBe(false);
    expect(presses.touchUp(1, { x: 100, y: 100 }, isDriven, served)).toBeNull();
    presses.touchDown('gallery', 2, { x: 200, y: 100 }, false);
    expect(presses.touchUp(2, { x: 170, y: 100 }, notDriven, served)).toBeNull();
    presses.touchDown('gallery', 3, { x: 200, y: 100 }, false);
    expect(presses.touchUp(3, { x: 140, y: 300 }, notDriven, served)).toBeNull();
    presses.touchDown('gallery', 4, { x: 200, y: 100 }, false);
    presses.touchCancelled(4);
    expect(presses.touchUp(4, { x: 100, y: 100 }, notDriven, served)).toBeNull();
    expect(presses.take(stayed)).toEqual(new Map());
  });

  it('under way is forgotten with the rest when the controller did not come', () => {
    const presses = heldPresses<string>();
    presses.touchDown('gallery', 1, { x: 200, y: 100 }, false);
    presses.forget();
    expect(presses.touching()).toBe(false);
    expect(presses.touchUp(1, { x: 100, y: 100 }, isDriven, served)).toBeNull();
  });
});

describe('visitorLeft', () => {
  const viewport = { width: 400, height: 800 };
  const inView = { top: 100, bottom: 500, left: 0, right: 400 };

  it('sees a carousel in view, even partly, with focus on it or nowhere, as not left', () => {
    expect(visitorLeft(inView, viewport, false)).toBe(false);
    expect(visitorLeft({ ...inView, top: -300, bottom: 10 }, viewport, false)).toBe(false);
    expect(visitorLeft({ ...inView, top: 790, bottom: 1200 }, viewport, false)).toBe(false);
  });

  it('sees a carousel scrolled wholly out of view, or with focus elsewhere, as left', () => {
    expect(visitorLeft({ ...inView, top: -400, bottom: 0 }, viewport, false)).toBe(true);
    expect(visitorLeft({ ...inView, top: 800, bottom: 1200 }, viewport, false)).toBe(true);
    expect(visitorLeft({ ...inView, left: -400, right: 0 }, viewport, false)).toBe(true);
    expect(visitorLeft({ ...inView, left: 400, right: 800 }, viewport, false)).toBe(true);
    expect(visitorLeft(inView, viewport, true)).toBe(true);
  });
});

describe('pressOf', () => {
  it("reads a dot's index and a button's action from their marks", () => {
    expect(pressOf('2', null)).toEqual({ dot: 2 });
    expect(pressOf(null, 'toggle')).toEqual({ action: 'toggle' });
  });

  it('reads nothing from other marks', () => {
    expect(pressOf('x', null)).toBeNull();
    expect(pressOf(null, 'open')).toBeNull();
    expect(pressOf(null, null)).toBeNull();
  });
});
