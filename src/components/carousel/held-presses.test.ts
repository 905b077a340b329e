import { describe, expect, it } from 'vitest';
import { HELD_FOR_MS, heldPresses, pressOf, type ShownCarousel } from './held-presses';

const next = { action: 'next' } as const;
const previous = { action: 'previous' } as const;
const toggle = { action: 'toggle' } as const;
const notDriven = () => false;
const isDriven = () => true;
/** A served carousel of 16 slides on its first, offering pause (no reduced motion). */
const served = (): ShownCarousel => ({ index: 0, count: 16, playing: true });

describe('the presses made on a carousel before its controller', () => {
  it('are handed back once as what they asked, counted from the slide shown', () => {
    const presses = heldPresses<string>();
    presses.clicked('gallery', next, false, served, 0);
    presses.clicked('gallery', next, false, served, 10);
    expect(presses.take(20)).toEqual(new Map([['gallery', { index: 2 }]]));
    expect(presses.take(30)).toEqual(new Map());
  });

  it('ask for a slide, not a move: "next" is the slide after the one shown then, wherever the controller starts', () => {
    const presses = heldPresses<string>();
    presses.clicked('gallery', next, false, () => ({ index: 5, count: 16, playing: true }), 0);
    presses.clicked('other', previous, false, served, 0);
    presses.clicked('dots', { dot: 3 }, false, served, 0);
    presses.clicked('dots', next, false, served, 0);
    expect(presses.take(0)).toEqual(
      new Map([
        ['gallery', { index: 6 }],
        ['other', { index: 15 }],
        ['dots', { index: 4 }],
      ]),
    );
  });

  it('ask for the state the pause/play button offered, not a flip of the state the controller starts in', () => {
    const presses = heldPresses<string>();
    presses.clicked('offered pause', toggle, false, served, 0);
    presses.clicked('offered play', toggle, false, () => ({ index: 0, count: 16, playing: false }), 0);
    presses.clicked('pressed twice', toggle, false, served, 0);
    presses.clicked('pressed twice', toggle, false, served, 0);
    expect(presses.take(0)).toEqual(
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
    presses.clicked('gallery', next, false, shown, 0);
    presses.clicked('gallery', toggle, false, shown, 0);
    expect(shownAsked).toBe(1);
    expect(presses.take(0)).toEqual(new Map([['gallery', { index: 1, playing: false }]]));
  });

  it(`are dropped when the carousel's last is older than ${HELD_FOR_MS} ms as the controller comes`, () => {
    const presses = heldPresses<string>();
    presses.clicked('left', next, false, served, 0);
    presses.clicked('kept', next, false, served, 0);
    presses.clicked('kept', next, false, served, 1000);
    expect(presses.take(1000 + HELD_FOR_MS)).toEqual(new Map([['kept', { index: 2 }]]));
  });

  it('leave alone a press a driven controller answered itself', () => {
    const presses = heldPresses<string>();
    presses.clicked('gallery', next, true, served, 0);
    expect(presses.take(0)).toEqual(new Map());
  });

  it('are forgotten when the controller did not come', () => {
    const presses = heldPresses<string>();
    presses.clicked('gallery', next, false, served, 0);
    presses.forget();
    expect(presses.take(0)).toEqual(new Map());
  });
});

describe('a swipe on a carousel before its controller', () => {
  it('is held as the press it asks: left the next slide, right the previous one', () => {
    const presses = heldPresses<string>();
    presses.touchDown('gallery', 1, { x: 200, y: 100 }, false);
    expect(presses.touching()).toBe(true);
    expect(presses.touchUp(1, { x: 120, y: 110 }, notDriven, served, 0)).toBeNull();
    expect(presses.touching()).toBe(false);
    presses.touchDown('back', 2, { x: 100, y: 100 }, false);
    expect(presses.touchUp(2, { x: 180, y: 90 }, notDriven, served, 0)).toBeNull();
    expect(presses.take(0)).toEqual(
      new Map([
        ['gallery', { index: 1 }],
        ['back', { index: 15 }],
      ]),
    );
  });

  it('is made at once when it ends over a carousel driven meanwhile, whose controller never saw it start', () => {
    const presses = heldPresses<string>();
    presses.touchDown('gallery', 1, { x: 200, y: 100 }, false);
    expect(presses.take(0)).toEqual(new Map());
    expect(presses.touchUp(1, { x: 100, y: 100 }, isDriven, served, 0)).toEqual({ carousel: 'gallery', press: next });
    expect(presses.take(0)).toEqual(new Map());
  });

  it('is not held when the controller follows it from its start, nor when it was short, a scroll or cancelled', () => {
    const presses = heldPresses<string>();
    presses.touchDown('gallery', 1, { x: 200, y: 100 }, true);
    expect(presses.touching()).toBe(false);
    expect(presses.touchUp(1, { x: 100, y: 100 }, isDriven, served, 0)).toBeNull();
    presses.touchDown('gallery', 2, { x: 200, y: 100 }, false);
    expect(presses.touchUp(2, { x: 170, y: 100 }, notDriven, served, 0)).toBeNull();
    presses.touchDown('gallery', 3, { x: 200, y: 100 }, false);
    expect(presses.touchUp(3, { x: 140, y: 300 }, notDriven, served, 0)).toBeNull();
    presses.touchDown('gallery', 4, { x: 200, y: 100 }, false);
    presses.touchCancelled(4);
    expect(presses.touchUp(4, { x: 100, y: 100 }, notDriven, served, 0)).toBeNull();
    expect(presses.take(0)).toEqual(new Map());
  });

  it('under way is forgotten with the rest when the controller did not come', () => {
    const presses = heldPresses<string>();
    presses.touchDown('gallery', 1, { x: 200, y: 100 }, false);
    presses.forget();
    expect(presses.touching()).toBe(false);
    expect(presses.touchUp(1, { x: 100, y: 100 }, isDriven, served, 0)).toBeNull();
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
