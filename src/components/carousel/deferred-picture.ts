import type { PictureMarkup, PictureOf } from '../picture/picture-markup';
import { CAROUSEL } from './carousel-marks';

/*
 * A slide's picture drawn only when the slide comes near. Its frame (marked `CAROUSEL.picture`)
 * names the image, its text alternative and the width it is shown at, and nothing is fetched
 * until `drawDeferredPictures` draws it, with the sources the page's own image table gives
 * (`PictureOf`). Free of React, so a carousel served as it was built draws its next slide's
 * picture without drawing the app. Only the id in the HTML, not the picture's markup: the HTML
 * is the first view's one critical request, and the markup of the binding gallery's 13 far
 * pictures made it 13.4–13.6 KB gzip, against 11.9, and Lighthouse's estimated first paint
 * about 180 ms later.
 */

/** The markup of the picture a frame names, from `pictureOf`; null when it cannot be had. */
export function readDeferredPicture(frame: Element, pictureOf: PictureOf): PictureMarkup | null {
  const imageId = frame.getAttribute(CAROUSEL.picture);
  const alt = frame.getAttribute('data-alt');
  const sizes = frame.getAttribute('data-sizes');
  if (!imageId || alt === null || sizes === null) return null;
  return pictureOf(imageId, { alt, sizes });
}

/** Builds the `<picture>` that `markup` describes, in `doc`. */
export function buildPicture({ sources, img: markup }: PictureMarkup, doc: Document = document): HTMLPictureElement {
  const picture = doc.createElement('picture');
  for (const { type, srcSet, sizes } of sources)
    picture.append(Object.assign(doc.createElement('source'), { type, srcset: srcSet, sizes }));
  // Loading and decoding before the source: an image given its source first is fetched at once.
  const img = Object.assign(doc.createElement('img'), { loading: markup.loading, decoding: markup.decoding });
  if (markup.fetchPriority) img.fetchPriority = markup.fetchPriority;
  picture.append(Object.assign(img, { width: markup.width, height: markup.height, alt: markup.alt, src: markup.src }));
  return picture;
}

/**
 * Draws every deferred picture inside `container` into its frame, once. The frame stays (React
 * may own it); the picture is its only child, which React never sees. A frame whose picture
 * cannot be had stays empty, as it was.
 */
export function drawDeferredPictures(container: ParentNode, pictureOf: PictureOf): void {
  for (const frame of container.querySelectorAll<HTMLElement>(`[${CAROUSEL.picture}]`)) {
    const markup = frame.firstElementChild ? null : readDeferredPicture(frame, pictureOf);
    if (markup) frame.append(buildPicture(markup, frame.ownerDocument));
  }
}
