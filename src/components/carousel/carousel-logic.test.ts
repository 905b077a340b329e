import { describe, expect, it } from 'vitest';
import {
  goToIndex,
  initiallyPlaying,
  isRotating,
  nextIndex,
  previousIndex,
  wrapIndex,
  type AutoplayState,
} from './carousel-logic';

describe('carousel index', () => {
  it('moves forward and wraps from the last slide to the first', () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(2, 4)).toBe(3);
    expect(nextIndex(3, 4)).toBe(0);
    expect(nextIndex(15, 16)).toBe(0);
  });

  it('moves back and wraps from the first slide to the last', () => {
    expect(previousIndex(3, 4)).toBe(2);
    expect(previousIndex(0, 4)).toBe(3);
    expect(previousIndex(0, 16)).toBe(15);
  });

  it('goes to any slide, keeping out-of-range targets inside', () => {
    expect(goToIndex(7, 16)).toBe(7);
    expect(goToIndex(16, 16)).toBe(0);
    expect(goToIndex(-1, 6)).toBe(5);
    expect(wrapIndex(-13, 6)).toBe(5);
    expect(wrapIndex(2.7, 6)).toBe(2);
  });

  it('stays at 0 with one slide or none', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('comes back to the start after a full turn either way', () => {
    let forward = 0;
    let backward = 0;
    for (let i = 0; i < 16; i++) {
      forward = nextIndex(forward, 16);
      backward = previousIndex(backward, 16);
    }
    expect([forward, backward]).toEqual([0, 0]);
  });
});

describe('autoplay', () => {
  const running: AutoplayState = {
    count: 5,
    intervalMs: 5000,
    playing: true,
    hovered: false,
    focusWithin: false,
    pageHidden: false,
  };

  it('rotates when playing with nothing holding it', () => {
    expect(isRotating(running)).toBe(true);
  });

  it('holds while hovered, while focus is inside, in a hidden tab and when paused', () => {
    expect(isRotating({ ...running, hovered: true })).toBe(false);
    expect(isRotating({ ...running, focusWithin: true })).toBe(false);
    expect(isRotating({ ...running, pageHidden: true })).toBe(false);
    expect(isRotating({ ...running, playing: false })).toBe(false);
  });

  it('never rotates without a pace or with a single slide', () => {
    expect(isRotating({ ...running, intervalMs: null })).toBe(false);
    expect(isRotating({ ...running, intervalMs: 0 })).toBe(false);
    expect(isRotating({ ...running, count: 1 })).toBe(false);
  });

  it('starts switched off for visitors who prefer reduced motion', () => {
    expect(initiallyPlaying(true)).toBe(false);
    expect(initiallyPlaying(false)).toBe(true);
  });
});
