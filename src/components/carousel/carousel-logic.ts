/**
 * The index arithmetic and autoplay rule of every carousel, free of React and the DOM (its
 * controller, carousel-controller.ts, applies them to the page).
 * Indices always wrap: next from the last slide is the first, previous from the first the last.
 */

export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/** How far a finger must travel sideways for a swipe to turn a carousel, px. */
export const MIN_SWIPE_PX = 40;

/**
 * What a touch moved by (`dx`, `dy`) from where it went down asks of a carousel: a swipe left shows
 * the next slide, right the previous one; a short or mostly vertical move (a scroll) nothing.
 */
export function swipeAction(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) < MIN_SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** A dot's target, kept inside the slides whatever the caller passes. */
export function goToIndex(target: number, count: number): number {
  return wrapIndex(target, count);
}

export interface AutoplayState {
  /** Slides in the carousel. */
  count: number;
  /** Pace in ms; null or 0 means the carousel never turns by itself. */
  intervalMs: number | null;
  /** The visitor's choice through the pause/play button (off by default under reduced motion). */
  playing: boolean;
  hovered: boolean;
  /** Keyboard (or any) focus is inside the carousel. */
  focusWithin: boolean;
  /** The tab is in the background. */
  pageHidden: boolean;
}

/** Whether the carousel turns right now (WCAG 2.2.2: it stops for hover, focus, a hidden tab or a pause). */
export function isRotating(state: AutoplayState): boolean {
  return (
    state.count > 1 &&
    (state.intervalMs ?? 0) > 0 &&
    state.playing &&
    !state.hovered &&
    !state.focusWithin &&
    !state.pageHidden
  );
}

/** Whether rotation starts switched on: never for visitors who asked for reduced motion. */
export function initiallyPlaying(prefersReducedMotion: boolean): boolean {
  return !prefersReducedMotion;
}

/** The slides next to `index` (and it): the ones a visitor may see next, whose images should be ready. */
export function nearSlides(index: number, count: number): number[] {
  if (count <= 0) return [];
  return [...new Set([previousIndex(index, count), wrapIndex(index, count), nextIndex(index, count)])];
}

/**
 * The slides whose images are loaded: those near any slide shown so far. Returns `reached`
 * itself when nothing is added.
 */
export function withNearSlides(reached: ReadonlySet<number>, index: number, count: number): ReadonlySet<number> {
  const missing = nearSlides(index, count).filter((slide) => !reached.has(slide));
  return missing.length === 0 ? reached : new Set([...reached, ...missing]);
}
