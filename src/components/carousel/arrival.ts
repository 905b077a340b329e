import { CAROUSEL } from './carousel-marks';
import { pictureFragment, pictureOfFragment } from './picture-fragment';

/* What a carousel's markup holds as it arrives, for its controller (carousel-controller.ts). */

/**
 * Whether a slide is drawn with its pictures on arrival: the first one and those next to it
 * (`nearSlides(0)` in carousel-logic.ts, which its test holds to this). Here, apart from the
 * controller's modules, so the markup asks nothing of the controller's chunk.
 */
export function drawnOnArrival(index: number, count: number): boolean {
  return index <= 1 || index === count - 1;
}

/** A frame's attributes for the picture of `imageId`, drawn later (deferred-picture.ts) with `alt` at `sizes`. */
export function deferredPictureAttributes(
  imageId: string,
  alt: string,
  sizes: string,
): Record<`data-${string}`, string> {
  return { [CAROUSEL.picture]: imageId, 'data-alt': alt, 'data-sizes': sizes };
}

/**
 * The slide a page's address asks a carousel to start at (a search result for a picture links to
 * its page with `#picture-…`: picture-fragment.ts), by the slides' element ids; -1 when the
 * fragment names no picture, or one this carousel does not hold. The fragment is compared as
 * text, never put into a selector.
 */
export function arrivalSlide(hash: string, slideIds: readonly string[]): number {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  let fragment: string;
  try {
    fragment = decodeURIComponent(raw);
  } catch {
    return -1;
  }
  const picture = pictureOfFragment(fragment);
  return picture === null ? -1 : slideIds.indexOf(pictureFragment(picture));
}

/** Whether an address names a picture at all: a carousel of its page starts at once, to show it. */
export function namesPicture(hash: string): boolean {
  return pictureOfFragment(hash.replace(/^#/, '')) !== null;
}
