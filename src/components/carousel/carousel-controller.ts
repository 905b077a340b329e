import {
  goToIndex,
  initiallyPlaying,
  isRotating,
  nextIndex,
  previousIndex,
  swipeAction,
  withNearSlides,
} from './carousel-logic';
import { afterNextPaint } from '../after-next-paint';
import { drawDeferredPictures } from './deferred-picture';
import { CAROUSEL } from './carousel-marks';
import { arrivalSlide } from './arrival';
import type { AskedOfCarousel } from './held-presses';
import type { PictureOf } from '../picture/picture-markup';

type Action = 'previous' | 'next' | 'toggle';

/**
 * Drives one carousel drawn as markup, without React: the prerendered page's from the boot script
 * (no app needed to turn it), and one React draws on a page reached in place from its effect.
 * WAI-ARIA APG's carousel: previous, next and the dots wrap; it turns by itself at its pace, and
 * stops for hover, focus inside, a hidden tab, the pause button or reduced motion (WCAG 2.2.2);
 * the live region speaks only while it is still. Slides near the one shown get their pictures
 * after the frame that shows it. `asked` is what the visitor asked by presses made before it came
 * (held-presses.ts): shown last, over a named picture. Returns the stop; a carousel taken out of
 * the page stops itself.
 */
export function controlCarousel(
  root: HTMLElement,
  pictureOf: PictureOf | null,
  asked: AskedOfCarousel = {},
): () => void {
  if (root.hasAttribute(CAROUSEL.live)) return () => {};
  const slidesBox = root.querySelector<HTMLElement>(`[${CAROUSEL.slides}]`);
  if (!slidesBox) return () => {};
  root.setAttribute(CAROUSEL.live, '');
  const doc = root.ownerDocument;
  const win = doc.defaultView ?? window;
  const slides = [...slidesBox.children] as HTMLElement[];
  const dots = [...root.querySelectorAll<HTMLElement>(`[${CAROUSEL.dot}]`)];
  const counter = root.querySelector<HTMLElement>(`[${CAROUSEL.counter}]`);
  const toggle = root.querySelector<HTMLElement>(`[${CAROUSEL.action}="toggle"]`);
  const count = slides.length;
  const intervalMs = Number(root.getAttribute(CAROUSEL.root)) || null;
  const motion = win.matchMedia('(prefers-reduced-motion: reduce)');

  const state = {
    index: 0,
    playing: initiallyPlaying(motion.matches),
    // A mouse, or focus, may already be inside (before this code came, it saw no pointerenter).
    // Only where a pointer hovers: on phones a tap leaves :hover behind, and onPointerLeave, which
    // clears it for a mouse only, would never come, so the carousel would never turn.
    hovered: win.matchMedia('(hover: hover)').matches && root.matches(':hover'),
    focusWithin: root.contains(doc.activeElement),
    pageHidden: doc.visibilityState === 'hidden',
  };
  let reached = withNearSlides(new Set(), 0, count);
  let rotating = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopReveal = () => {};
  const draw = (slide: HTMLElement) => pictureOf && drawDeferredPictures(slide, pictureOf);

  const drawSlide = (index: number, current: boolean) => {
    slides[index]?.setAttribute('data-current', String(current));
    slides[index]?.toggleAttribute('inert', !current);
    if (current) dots[index]?.setAttribute('aria-current', 'true');
    else dots[index]?.removeAttribute('aria-current');
  };

  /** The pause/play button's icon and label that say what a press does now; the other pair hidden. */
  const drawPlaying = () => {
    if (!toggle) return;
    toggle.dataset.playing = String(state.playing);
    for (const part of toggle.querySelectorAll<HTMLElement>(`[${CAROUSEL.when}]`))
      part.hidden = part.getAttribute(CAROUSEL.when) !== (state.playing ? 'playing' : 'paused');
  };

  /** Draws what changed, and sets the next turn: a new slide, or rotation resumed, gets full time. */
  const update = (previousIndex: number) => {
    const moved = previousIndex !== state.index;
    if (moved) {
      drawSlide(previousIndex, false);
      drawSlide(state.index, true);
      if (counter) counter.textContent = `${state.index + 1} / ${count}`;
      // The slide shown has its picture in this frame; the ones next to it after it.
      draw(slides[state.index]!);
      stopReveal();
      const shown = state.index;
      stopReveal = afterNextPaint(() => {
        const before = reached;
        reached = withNearSlides(reached, shown, count);
        for (const i of reached) if (!before.has(i)) draw(slides[i]!);
      });
    }
    const wasRotating = rotating;
    rotating = isRotating({ count, intervalMs, ...state });
    slidesBox.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (moved || rotating !== wasRotating) {
      clearTimeout(timer);
      if (rotating && intervalMs)
        timer = setTimeout(() => change({ index: nextIndex(state.index, count) }), intervalMs);
    }
  };

  const change = (next: Partial<typeof state>) => {
    if (!root.isConnected) return stop();
    const previous = state.index;
    Object.assign(state, next);
    update(previous);
  };

  const act = (action: Action) => {
    if (action === 'previous') change({ index: previousIndex(state.index, count) });
    else if (action === 'next') change({ index: nextIndex(state.index, count) });
    else {
      change({ playing: !state.playing });
      drawPlaying();
    }
  };

  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(`[${CAROUSEL.action}], [${CAROUSEL.dot}]`);
    if (!control || !root.contains(control)) return;
    const dot = control.getAttribute(CAROUSEL.dot);
    if (dot !== null) change({ index: goToIndex(Number(dot), count) });
    else act(control.getAttribute(CAROUSEL.action) as Action);
  };
  const onPointerEnter = (event: PointerEvent) => event.pointerType === 'mouse' && change({ hovered: true });
  const onPointerLeave = (event: PointerEvent) => event.pointerType === 'mouse' && change({ hovered: false });
  const onFocusIn = () => change({ focusWithin: true });
  const onFocusOut = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) change({ focusWithin: false });
  };
  const onVisibility = () => change({ pageHidden: doc.visibilityState === 'hidden' });
  // A picture the address names (a search result's `#picture-…`): its slide is shown, and stays,
  // the carousel paused so that it does not turn away from what the visitor came to see.
  const slideIds = slides.map((slide) => slide.id);
  const showNamedPicture = () => {
    const named = arrivalSlide(win.location.hash, slideIds);
    if (named < 0) return;
    change({ index: named, playing: false });
    drawPlaying();
  };
  const onMotion = (event: MediaQueryListEvent) => {
    if (!event.matches) return;
    change({ playing: false });
    drawPlaying();
  };

  // Horizontal swipes on touch screens: left shows the next slide, right the previous one.
  let swipeStart: { x: number; y: number } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    swipeStart = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeStart;
    swipeStart = null;
    if (!from) return;
    const action = swipeAction(event.clientX - from.x, event.clientY - from.y);
    if (action) act(action);
  };
  const onPointerCancel = () => {
    swipeStart = null;
  };

  root.addEventListener('click', onClick);
  root.addEventListener('pointerenter', onPointerEnter);
  root.addEventListener('pointerleave', onPointerLeave);
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  slidesBox.addEventListener('pointerdown', onPointerDown);
  slidesBox.addEventListener('pointerup', onPointerUp);
  slidesBox.addEventListener('pointercancel', onPointerCancel);
  doc.addEventListener('visibilitychange', onVisibility);
  motion.addEventListener('change', onMotion);
  win.addEventListener('hashchange', showNamedPicture);

  function stop() {
    clearTimeout(timer);
    stopReveal();
    root.removeEventListener('click', onClick);
    root.removeEventListener('pointerenter', onPointerEnter);
    root.removeEventListener('pointerleave', onPointerLeave);
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    slidesBox!.removeEventListener('pointerdown', onPointerDown);
    slidesBox!.removeEventListener('pointerup', onPointerUp);
    slidesBox!.removeEventListener('pointercancel', onPointerCancel);
    doc.removeEventListener('visibilitychange', onVisibility);
    motion.removeEventListener('change', onMotion);
    win.removeEventListener('hashchange', showNamedPicture);
    root.removeAttribute(CAROUSEL.live);
  }

  drawPlaying();
  update(state.index);
  showNamedPicture();
  change(asked);
  drawPlaying();
  return stop;
}

/**
 * Drives every carousel of `doc`'s served markup that no controller drives yet; `pictureOf` is
 * how its page draws the pictures of slides drawn later, `asked` what presses held before asked.
 */
export function controlCarousels(
  doc: Document,
  pictureOf: PictureOf | null,
  asked: ReadonlyMap<HTMLElement, AskedOfCarousel> = new Map(),
): void {
  for (const root of doc.querySelectorAll<HTMLElement>(`[${CAROUSEL.root}]`))
    controlCarousel(root, pictureOf, asked.get(root));
}
