import { goToIndex, nextIndex, previousIndex, swipeAction } from './carousel-logic';

/*
 * The presses a visitor makes on a served carousel before its controller drives it (issue 52).
 * The controller waits for the page's quiet or its first use, and a press on a carousel not yet
 * driven only starts it: the press itself would be lost. It is held here instead, and made once
 * the controller is attached, exactly once. A press that reached a driven controller is its own,
 * never held. Free of the DOM: start-carousels.ts feeds it the page's events and hands what was
 * asked to the controller as it attaches.
 *
 * Held presses are kept as what the visitor asked for, from what the served carousel showed them:
 * the slide to show (a dot's, or the one after or before the slide they saw, their earlier held
 * presses counted) and whether it turns (the opposite of what the pause/play button offered). Not
 * replayed as presses: the controller may start elsewhere (an address naming a picture shows its
 * slide, paused; reduced motion starts it paused), and a "next" or a "pause" made there would land
 * where the visitor never looked. A carousel's presses are dropped when, as the controller comes,
 * the visitor has left it (visitorLeft): made then, they would turn it out of their sight. Not by
 * a clock: on a slow link the controller may come seconds after a visitor still looking at it.
 */

/** Where a carousel is on the screen (getBoundingClientRect's), in CSS pixels. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Whether the visitor has left a carousel: it is wholly out of the `viewport` (scrolled away), or
 * focus is on something else on the page (`focusElsewhere`: not inside it, and not nowhere).
 */
export function visitorLeft(box: Box, viewport: { width: number; height: number }, focusElsewhere: boolean): boolean {
  const outOfView = box.bottom <= 0 || box.right <= 0 || box.top >= viewport.height || box.left >= viewport.width;
  return outOfView || focusElsewhere;
}

/** What a press on a carousel asks: one of its buttons, or one of its dots (the slide's index). */
export type CarouselPress = { action: 'previous' | 'next' | 'toggle' } | { dot: number };

const ACTIONS = ['previous', 'next', 'toggle'] as const;

/**
 * What a press on a control asks, from its marks (carousel-marks.ts): its dot's index, or its
 * button's action; none for anything else.
 */
export function pressOf(dot: string | null, action: string | null): CarouselPress | null {
  if (dot !== null) return /^\d+$/.test(dot) ? { dot: Number(dot) } : null;
  const known = ACTIONS.find((name) => name === action);
  return known ? { action: known } : null;
}

/** A press to be made on `carousel` (a swipe its controller, come meanwhile, never saw start). */
export interface HeldPress<C> {
  carousel: C;
  press: CarouselPress;
}

/** What a served carousel shows a visitor before its controller: the slide, of how many, and whether it offers pause. */
export interface ShownCarousel {
  index: number;
  count: number;
  playing: boolean;
}

/** What the visitor asked of a carousel before its controller: each only when asked. */
export interface AskedOfCarousel {
  index?: number;
  playing?: boolean;
}

export interface Point {
  x: number;
  y: number;
}

export interface HeldPresses<C> {
  /**
   * A click (a pointer's press, or Enter or Space on a focused button) on `carousel`'s control;
   * `driven` whether its controller answers it. Held when it is not, from what
   * `shown` says the carousel showed before its first held press.
   */
  clicked(carousel: C, press: CarouselPress, driven: boolean, shown: () => ShownCarousel): void;
  /** A touch went down on `carousel`'s slides: a swipe, if it moves far enough sideways. */
  touchDown(carousel: C, pointerId: number, at: Point, driven: boolean): void;
  /**
   * The touch `pointerId` went up at `at`, over a carousel `driven` now or not. A swipe that went
   * down before the controller, which never saw it, is held; or handed back to be made at once,
   * its carousel having been driven meanwhile.
   */
  touchUp(
    pointerId: number,
    at: Point,
    driven: (carousel: C) => boolean,
    shown: (carousel: C) => ShownCarousel,
  ): HeldPress<C> | null;
  touchCancelled(pointerId: number): void;
  /** Whether a touch that went down on a carousel not yet driven is still under way. */
  touching(): boolean;
  /**
   * What was asked of each carousel by the presses held, handed back once; the presses on a
   * carousel the visitor has `left` are dropped.
   */
  take(left: (carousel: C) => boolean): Map<C, AskedOfCarousel>;
  /** Forgets what is held (the controller did not come: made minutes later, it would surprise). */
  forget(): void;
}

/** Holds the presses made on carousels not yet driven. */
export function heldPresses<C>(): HeldPresses<C> {
  /** By carousel: what its served markup showed, and what was asked since. */
  let held = new Map<C, { shown: ShownCarousel; asked: AskedOfCarousel }>();
  /** Touches that went down on a carousel not yet driven, by pointer. */
  const touches = new Map<number, { carousel: C; at: Point }>();
  const hold = (carousel: C, press: CarouselPress, shown: () => ShownCarousel) => {
    const before = held.get(carousel);
    const served = before?.shown ?? shown();
    const asked = { ...before?.asked };
    const index = asked.index ?? served.index;
    if ('dot' in press) asked.index = goToIndex(press.dot, served.count);
    else if (press.action === 'next') asked.index = nextIndex(index, served.count);
    else if (press.action === 'previous') asked.index = previousIndex(index, served.count);
    else asked.playing = !(asked.playing ?? served.playing);
    held.set(carousel, { shown: served, asked });
  };
  return {
    clicked(carousel, press, driven, shown) {
      if (!driven) hold(carousel, press, shown);
    },
    touchDown(carousel, pointerId, at, driven) {
      // A driven carousel's controller follows its own swipes.
      if (driven) touches.delete(pointerId);
      else touches.set(pointerId, { carousel, at });
    },
    touchUp(pointerId, at, driven, shown) {
      const touch = touches.get(pointerId);
      touches.delete(pointerId);
      if (!touch) return null;
      const action = swipeAction(at.x - touch.at.x, at.y - touch.at.y);
      if (!action) return null;
      if (driven(touch.carousel)) return { carousel: touch.carousel, press: { action } };
      hold(touch.carousel, { action }, () => shown(touch.carousel));
      return null;
    },
    touchCancelled(pointerId) {
      touches.delete(pointerId);
    },
    touching: () => touches.size > 0,
    take(left) {
      const taken = new Map<C, AskedOfCarousel>();
      for (const [carousel, { asked }] of held) if (!left(carousel)) taken.set(carousel, asked);
      held = new Map();
      return taken;
    },
    forget() {
      held = new Map();
      touches.clear();
    },
  };
}
