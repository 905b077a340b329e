import type { PictureMarkup } from './picture-markup';
import { element } from '../dom-element';

/**
 * A picture drawn only when it is wanted: its frame carries its markup, as JSON, in this
 * attribute, and nothing is fetched until `drawDeferredPictures` draws it. Free of React, so a
 * carousel served as it was built can draw its next slide's picture without the app.
 */
export const DEFERRED_PICTURE = 'data-deferred-picture';

/** Builds the `<picture>` that `markup` describes, in `doc`. */
export function buildPicture(markup: PictureMarkup, doc: Document = document): HTMLPictureElement {
  const { src, width, height, alt, loading, fetchPriority, decoding } = markup.img;
  // Loading and decoding before the source: an image given its source first is fetched at once.
  const img = element(doc, 'img', {
    loading,
    decoding,
    ...(fetchPriority && { fetchPriority }),
    width,
    height,
    alt,
    src,
  });
  const sources = markup.sources.map(({ type, srcSet, sizes }) =>
    element(doc, 'source', { type, srcset: srcSet, sizes }),
  );
  return element(doc, 'picture', {}, ...sources, img);
}

/**
 * Draws every deferred picture inside `container` into its frame, once. The frame stays (React
 * may own it); the picture is its only child, which React never sees. Markup that cannot be read
 * leaves its frame empty, as it was.
 */
export function drawDeferredPictures(container: ParentNode): void {
  for (const frame of container.querySelectorAll<HTMLElement>(`[${DEFERRED_PICTURE}]`)) {
    if (frame.firstElementChild) continue;
    let markup: PictureMarkup;
    try {
      markup = JSON.parse(frame.getAttribute(DEFERRED_PICTURE) ?? '');
    } catch {
      continue;
    }
    frame.append(buildPicture(markup, frame.ownerDocument));
  }
}
