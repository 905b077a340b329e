import { describe, expect, it } from 'vitest';
import { drawnOnArrival } from './arrival';
import {
  goToIndex,
  initiallyPlaying,
  isRotating,
  nearSlides,
  nextIndex,
  previousIndex,
  swipeAction,
  withNearSlides,
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

describe('slides whose images load', () => {
  it('are the current slide and its two neighbours, wrapping at the ends', () => {
    expect(nearSlides(0, 16)).toEqual([15, 0, 1]);
    expect(nearSlides(7, 16)).toEqual([6, 7, 8]);
    expect(nearSlides(15, 16)).toEqual([14, 15, 0]);
  });

  it('on arrival are the ones the markup draws with their pictures (arrival.ts)', () => {
    for (let count = 1; count <= 20; count++) {
      const drawn = Array.from({ length: count }, (_, i) => i).filter((i) => drawnOnArrival(i, count));
      expect(drawn, `${count} slides`).toEqual([...nearSlides(0, count)].sort((a, b) => a - b));
    }
  });

  it('are never listed twice in a short carousel', () => {
    expect(nearSlides(0, 2)).toEqual([1, 0]);
    expect(nearSlides(0, 1)).toEqual([0]);
    expect(nearSlides(0, 0)).toEqual([]);
  });

  it('grow as the carousel turns and never shrink', () => {
    let reached = withNearSlides(new Set(), 0, 16);
    expect([...reached].sort((a, b) => a - b)).toEqual([0, 1, 15]);
    reached = withNearSlides(reached, 1, 16);
    expect([...reached].sort((a, b) => a - b)).toEqual([0, 1, 2, 15]);
    reached = withNearSlides(reached, 9, 16);
    expect([...reached].sort((a, b) => a - b)).toEqual([0, 1, 2, 8, 9, 10, 15]);
  });

  it('keep the same set when nothing is added', () => {
    const reached = withNearSlides(new Set(), 3, 16);
    expect(withNearSlides(reached, 3, 16)).toBe(reached);
    expect(withNearSlides(reached, 2, 16)).not.toBe(reached);
  });
});

describe('a swipe', () => {
  it('left shows the next slide, right the previous one', () => {
    expect(swipeAction(-60, 10)).toBe('next');
    expect(swipeAction(60, -10)).toBe('previous');
  });

  it('is nothing when short or mostly vertical (a scroll)', () => {
    expect(swipeAction(-39, 0)).toBeNull();
    expect(swipeAction(-60, 80)).toBeNull();
  });
});
