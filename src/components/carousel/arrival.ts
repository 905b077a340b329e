import { CAROUSEL } from './carousel-marks';

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
