import { describe, expect, it } from 'vitest';
import { heldPresses, pressOf } from './held-presses';

const next = { action: 'next' } as const;
const previous = { action: 'previous' } as const;
const notDriven = () => false;
const isDriven = () => true;

describe('the presses made on a carousel before its controller', () => {
  it('are held in the order made, and handed back once each', () => {
    const presses = heldPresses<string>();
    presses.clicked('gallery', next, false);
    presses.clicked('gallery', { dot: 3 }, false);
    expect(presses.take()).toEqual([
      { carousel: 'gallery', press: next },
      { carousel: 'gallery', press: { dot: 3 } },
    ]);
    expect(presses.take()).toEqual([]);
  });

  it('leave alone a press a driven controller answered itself', () => {
    const presses = heldPresses<string>();
    presses.clicked('gallery', next, true);
    expect(presses.take()).toEqual([]);
  });

  it('are forgotten when the controller did not come', () => {
    const presses = heldPresses<string>();
    presses.clicked('gallery', next, false);
    presses.forget();
    expect(presses.take()).toEqual([]);
  });
});

describe('a swipe on a carousel before its controller', () => {
  it('is held as the press it asks: left the next slide, right the previous one', () => {
    const presses = heldPresses<string>();
    presses.touchDown('gallery', 1, { x: 200, y: 100 }, false);
    expect(presses.touchUp(1, { x: 120, y: 110 }, notDriven)).toBeNull();
    presses.touchDown('gallery', 2, { x: 100, y: 100 }, false);
    expect(presses.touchUp(2, { x: 180, y: 90 }, notDriven)).toBeNull();
    expect(presses.take()).toEqual([
      { carousel: 'gallery', press: next },
      { carousel: 'gallery', press: previous },
    ]);
  });

  it('is made at once when it ends over a carousel driven meanwhile, whose controller never saw it start', () => {
    const presses = heldPresses<string>();
    presses.touchDown('gallery', 1, { x: 200, y: 100 }, false);
    expect(presses.take()).toEqual([]);
    expect(presses.touchUp(1, { x: 100, y: 100 }, isDriven)).toEqual({ carousel: 'gallery', press: next });
    expect(presses.take()).toEqual([]);
  });

  it('is not held when the controller follows it from its start, nor when it was short, a scroll or cancelled', () => {
    const presses = heldPresses<string>();
    presses.touchDown('gallery', 1, { x: 200, y: 100 }, true);
    expect(presses.touchUp(1, { x: 100, y: 100 }, isDriven)).toBeNull();
    presses.touchDown('gallery', 2, { x: 200, y: 100 }, false);
    expect(presses.touchUp(2, { x: 170, y: 100 }, notDriven)).toBeNull();
    presses.touchDown('gallery', 3, { x: 200, y: 100 }, false);
    expect(presses.touchUp(3, { x: 140, y: 300 }, notDriven)).toBeNull();
    presses.touchDown('gallery', 4, { x: 200, y: 100 }, false);
    presses.touchCancelled(4);
    expect(presses.touchUp(4, { x: 100, y: 100 }, notDriven)).toBeNull();
    expect(presses.take()).toEqual([]);
  });

  it('under way is forgotten with the rest when the controller did not come', () => {
    const presses = heldPresses<string>();
    presses.touchDown('gallery', 1, { x: 200, y: 100 }, false);
    presses.forget();
    expect(presses.touchUp(1, { x: 100, y: 100 }, isDriven)).toBeNull();
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
