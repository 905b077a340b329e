import { swipeAction } from './carousel-logic';

/*
 * The presses a visitor makes on a served carousel before its controller drives it (issue 52).
 * The controller waits for the page's quiet or its first use, and a press on a carousel not yet
 * driven only starts it: the press itself would be lost. It is held here instead, and made once
 * the controller is attached, exactly once. A press that reached a driven controller is its own,
 * never held. Free of the DOM: start-carousels.ts feeds it the page's events and makes what it
 * hands back by pressing the same control.
 */

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

/** A press held for `carousel`, to be made once it is driven. */
export interface HeldPress<C> {
  carousel: C;
  press: CarouselPress;
}

export interface Point {
  x: number;
  y: number;
}

export interface HeldPresses<C> {
  /**
   * A click (a pointer's press, or Enter or Space on a focused button) on `carousel`'s control;
   * `driven` whether its controller answers it. Held when it is not.
   */
  clicked(carousel: C, press: CarouselPress, driven: boolean): void;
  /** A touch went down on `carousel`'s slides: a swipe, if it moves far enough sideways. */
  touchDown(carousel: C, pointerId: number, at: Point, driven: boolean): void;
  /**
   * The touch `pointerId` went up at `at`, over a carousel `driven` now or not. A swipe that went
   * down before the controller, which never saw it, is held; or handed back to be made at once,
   * its carousel having been driven meanwhile.
   */
  touchUp(pointerId: number, at: Point, driven: (carousel: C) => boolean): HeldPress<C> | null;
  touchCancelled(pointerId: number): void;
  /** The presses held until now, in the order made, each handed back once. */
  take(): HeldPress<C>[];
  /** Forgets what is held (the controller did not come: made minutes later, it would surprise). */
  forget(): void;
}

/** Holds the presses made on carousels not yet driven. */
export function heldPresses<C>(): HeldPresses<C> {
  let held: HeldPress<C>[] = [];
  /** Touches that went down on a carousel not yet driven, by pointer. */
  const touches = new Map<number, { carousel: C; at: Point }>();
  return {
    clicked(carousel, press, driven) {
      if (!driven) held.push({ carousel, press });
    },
    touchDown(carousel, pointerId, at, driven) {
      // A driven carousel's controller follows its own swipes.
      if (driven) touches.delete(pointerId);
      else touches.set(pointerId, { carousel, at });
    },
    touchUp(pointerId, at, driven) {
      const touch = touches.get(pointerId);
      touches.delete(pointerId);
      if (!touch) return null;
      const action = swipeAction(at.x - touch.at.x, at.y - touch.at.y);
      if (!action) return null;
      const swipe = { carousel: touch.carousel, press: { action } };
      if (driven(touch.carousel)) return swipe;
      held.push(swipe);
      return null;
    },
    touchCancelled(pointerId) {
      touches.delete(pointerId);
    },
    take() {
      const taken = held;
      held = [];
      return taken;
    },
    forget() {
      held = [];
      touches.clear();
    },
  };
}
