import { CAROUSEL } from './carousel-marks';
import { namesPicture } from './arrival';
import {
  heldPresses,
  pressOf,
  visitorLeft,
  type AskedOfCarousel,
  type HeldPress,
  type ShownCarousel,
} from './held-presses';
import { initiallyPlaying } from './carousel-logic';
import { loadWhenOnline, usesOn } from '../load-when-online';
import type { PictureOf } from '../picture/picture-markup';

/** What a visitor does first to a carousel (a press, or focus by keyboard): it starts it at once. */
const REACHING = ['pointerdown', 'focusin'] as const;

/**
 * The prerendered page's carousels, which the app keeps as served: driven without React by their
 * controller (carousel-controller.ts). They start once the first page is shown and used or quiet,
 * by the app or as served (the boot script calls the returned start then), so their work never
 * stands in the way of the first view. Or at once, when the visitor reaches for a carousel
 * before that; a press made before the controller is held and made once it drives the carousel
 * (held-presses.ts). `pagePictures` gives how the page draws the pictures of slides drawn later:
 * its pictures module's (app/page-modules.ts), free of React and of the app's code.
 */
export function startCarousels(pagePictures: () => Promise<PictureOf | null>, doc: Document = document): () => void {
  if (!doc.querySelector(`[${CAROUSEL.root}]`)) return () => {};
  let started = false;
  /** The presses held for the try under way (or for the first, before it starts); none between tries. */
  let presses: PressHolder | null = holdPresses(doc);
  const onCarousel = (event: Event) => event.target instanceof Element && !!event.target.closest(`[${CAROUSEL.root}]`);
  const onReach = (event: Event) => {
    if (onCarousel(event)) start();
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of REACHING) doc.removeEventListener(type, onReach, true);
    loadWhenOnline(
      () => {
        // A try starts: at the visitor's use of a carousel (the press's own pointerdown or key,
        // before its click, which is then held; a swipe it began is not followed) or at
        // `online`. Its presses are made if it brings the controller, forgotten if it fails.
        presses ??= holdPresses(doc);
        return Promise.all([import('./carousel-controller'), pagePictures()]);
      },
      ([{ controlCarousels }, pictureOf]) => controlCarousels(doc, pictureOf, presses!.takeAsked()),
      () => {
        // Failed (offline, or a server's hiccup), the served carousel stays as it was, and the
        // presses held for this try do nothing. None is held until the next try: a press within
        // its back-off starts none, and must not be made minutes later, when `online` brings
        // the controller, as a jump of slides nobody asked for then.
        presses?.stop();
        presses = null;
      },
      // Heard on the window, whose capture phase comes before the document's: a use that starts a
      // try has the presses held (holdPresses, on the document) before the event reaches it, so a
      // lone click (a screen reader's, no press before it) is held and made too. On the document,
      // a listener added during the event's dispatch there would not hear it.
      usesOn(doc.defaultView ?? doc, onCarousel),
    );
  };
  for (const type of REACHING) doc.addEventListener(type, onReach, true);
  // The address names a picture (a search result's): its carousel starts at once to show it.
  if (namesPicture(doc.location.hash)) start();
  return start;
}

/** The presses held on a page's carousels until their controller comes (`holdPresses`). */
interface PressHolder {
  takeAsked: () => Map<HTMLElement, AskedOfCarousel>;
  stop: () => void;
}

/**
 * Holds the presses on `doc`'s carousels not yet driven (held-presses.ts), seen before their
 * controller's own listeners; `takeAsked` hands what they asked to the controller as it comes,
 * and holds no more: a carousel React draws later is driven by its own effect, and a press on it
 * before then would be held forever. A swipe under way then is still followed to its end.
 */
function holdPresses(doc: Document): PressHolder {
  const presses = heldPresses<HTMLElement>();
  const driven = (carousel: HTMLElement) => carousel.hasAttribute(CAROUSEL.live);
  const reducedMotion = () => doc.defaultView?.matchMedia('(prefers-reduced-motion: reduce)').matches ?? false;
  /** What the served carousel shows: its current slide, and pause offered unless reduced motion (carousel.module.css). */
  const shown = (carousel: HTMLElement): ShownCarousel => {
    const slides = [...(carousel.querySelector(`[${CAROUSEL.slides}]`)?.children ?? [])];
    const index = slides.findIndex((slide) => slide.getAttribute('data-current') === 'true');
    return { index: Math.max(index, 0), count: slides.length, playing: initiallyPlaying(reducedMotion()) };
  };
  const carouselAround = (target: EventTarget | null, part: string) =>
    target instanceof Element ? (target.closest(part)?.closest<HTMLElement>(`[${CAROUSEL.root}]`) ?? null) : null;
  /** Whether the visitor has left `carousel`: scrolled it away, or moved focus elsewhere on the page. */
  const left = (carousel: HTMLElement) => {
    const focused = doc.activeElement;
    const focusElsewhere = !!focused && focused !== doc.body && !carousel.contains(focused);
    const win = doc.defaultView;
    const viewport = { width: win?.innerWidth ?? Infinity, height: win?.innerHeight ?? Infinity };
    return visitorLeft(carousel.getBoundingClientRect(), viewport, focusElsewhere);
  };
  const make = ({ carousel, press }: HeldPress<HTMLElement>) => {
    const control = 'dot' in press ? `[${CAROUSEL.dot}="${press.dot}"]` : `[${CAROUSEL.action}="${press.action}"]`;
    if (carousel.isConnected) carousel.querySelector<HTMLElement>(control)?.click();
  };

  const onClick = (event: MouseEvent) => {
    const controlMarks = `[${CAROUSEL.action}], [${CAROUSEL.dot}]`;
    const carousel = carouselAround(event.target, controlMarks);
    const control = carousel && (event.target as Element).closest(controlMarks)!;
    const press = control && pressOf(control.getAttribute(CAROUSEL.dot), control.getAttribute(CAROUSEL.action));
    if (carousel && press) presses.clicked(carousel, press, driven(carousel), () => shown(carousel));
  };
  // Swipes, as the controller follows them: a touch or a pen, not a mouse.
  const onPointerDown = (event: PointerEvent) => {
    const carousel = carouselAround(event.target, `[${CAROUSEL.slides}]`);
    if (carousel && event.pointerType !== 'mouse')
      presses.touchDown(carousel, event.pointerId, { x: event.clientX, y: event.clientY }, driven(carousel));
  };
  const onPointerUp = (event: PointerEvent) => {
    const at = { x: event.clientX, y: event.clientY };
    const swipeNow = presses.touchUp(event.pointerId, at, driven, shown);
    if (swipeNow) make(swipeNow);
    if (holding === 'touches' && !presses.touching()) stopFollowingTouches();
  };
  const onPointerCancel = (event: PointerEvent) => {
    presses.touchCancelled(event.pointerId);
    if (holding === 'touches' && !presses.touching()) stopFollowingTouches();
  };
  /** Everything, or only the touches under way (the controller has come), or nothing. */
  let holding: 'all' | 'touches' | 'none' = 'all';
  const stopHolding = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('pointerdown', onPointerDown, true);
    holding = 'touches';
  };
  const stopFollowingTouches = () => {
    doc.removeEventListener('pointerup', onPointerUp, true);
    doc.removeEventListener('pointercancel', onPointerCancel, true);
    holding = 'none';
  };

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('pointerup', onPointerUp, true);
  doc.addEventListener('pointercancel', onPointerCancel, true);
  return {
    takeAsked: () => {
      stopHolding();
      if (!presses.touching()) stopFollowingTouches();
      return presses.take(left);
    },
    stop: () => {
      presses.forget();
      stopHolding();
      stopFollowingTouches();
    },
  };
}
