import { startTransition, useCallback, useEffect, useState, type FocusEvent, type PointerEvent } from 'react';
import { goToIndex, initiallyPlaying, isRotating, nextIndex, previousIndex, withNearSlides } from './carousel-logic';
import { useOnReducedMotion, usePageHidden } from './use-environment';
import { afterNextPaint } from '../after-next-paint';

/**
 * A carousel's state: the current slide and whether it turns by itself. Rotation starts on
 * (the prerendered markup assumes so) and is switched off after hydration for visitors who
 * prefer reduced motion; hover, focus inside and a hidden tab hold it without changing the
 * visitor's pause/play choice.
 */
export function useCarousel(count: number, intervalMs: number | null) {
  const [index, setIndex] = useState(0);
  const [reached, setReached] = useState(() => withNearSlides(new Set(), 0, count));
  // The slides next to a new one get their pictures after the frame that shows it. Drawn with
  // it, a picture no one sees yet was made in the tap's own click handling: at 4x CPU its median
  // (10 taps) went from 21 to 9 ms without it. The slide shown always has its picture (`isNear`
  // below), so a dot's jump to a far slide never shows an empty one.
  useEffect(
    () => afterNextPaint(() => startTransition(() => setReached((current) => withNearSlides(current, index, count)))),
    [index, count],
  );
  const [playing, setPlaying] = useState(initiallyPlaying(false));
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const pageHidden = usePageHidden();
  useOnReducedMotion(useCallback(() => setPlaying(initiallyPlaying(true)), []));

  const rotating = isRotating({ count, intervalMs, playing, hovered, focusWithin, pageHidden });

  // Restarted on every change of slide, so a slide chosen by hand gets its full time too.
  useEffect(() => {
    if (!rotating || !intervalMs) return;
    const timer = window.setTimeout(() => setIndex((current) => nextIndex(current, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, intervalMs, count, index]);

  // The same functions on every render, so memoised slides and dots are not drawn again for them.
  const next = useCallback(() => setIndex((current) => nextIndex(current, count)), [count]);
  const previous = useCallback(() => setIndex((current) => previousIndex(current, count)), [count]);
  const goTo = useCallback((target: number) => setIndex(goToIndex(target, count)), [count]);

  return {
    index,
    /** Whether slide `i` is shown, or is or has been next to the one shown: its images may load. */
    isNear: (i: number) => i === index || reached.has(i),
    playing,
    rotating,
    autoplay: Boolean(intervalMs) && count > 1,
    next,
    previous,
    goTo,
    togglePlaying: () => setPlaying((value) => !value),
    // Holding the rotation is drawn in a transition, after the frame the tap paints: a tap on a
    // control focuses it first (focusin), and drawn at once that hold drew the carousel a second
    // time in the tap's own task.
    rootHandlers: {
      onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && startTransition(() => setHovered(true)),
      onPointerLeave: (event: PointerEvent) =>
        event.pointerType === 'mouse' && startTransition(() => setHovered(false)),
      onFocus: () => startTransition(() => setFocusWithin(true)),
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          startTransition(() => setFocusWithin(false));
      },
    },
  };
}
