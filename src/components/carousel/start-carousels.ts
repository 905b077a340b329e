import { CAROUSEL } from './carousel-marks';
import { namesPicture } from './arrival';
import { loadWhenOnline } from '../load-when-online';
import type { PictureOf } from '../picture/picture-markup';

/** What a visitor does first to a carousel (a press, or focus by keyboard): it starts it at once. */
const REACHING = ['pointerdown', 'focusin'] as const;

/**
 * The prerendered page's carousels, which the app keeps as served: driven without React by their
 * controller (carousel-controller.ts). They start once the first page is shown, by the app or as
 * served (the boot script calls the returned start then), so their work never stands in the way
 * of the first view. Or at once, when the visitor reaches for a carousel before that; the press
 * that does it may come before the controller, and is lost, as a press on a carousel React had
 * not yet hydrated was. `pagePictures` gives how the page draws the pictures of slides drawn
 * later: its pictures module's (app/page-modules.ts), free of React and of the app's code.
 */
export function startCarousels(pagePictures: () => Promise<PictureOf | null>, doc: Document = document): () => void {
  if (!doc.querySelector(`[${CAROUSEL.root}]`)) return () => {};
  let started = false;
  const onReach = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${CAROUSEL.root}]`)) start();
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of REACHING) doc.removeEventListener(type, onReach, true);
    loadWhenOnline(
      () => Promise.all([import('./carousel-controller'), pagePictures()]),
      ([{ controlCarousels }, pictureOf]) => controlCarousels(doc, pictureOf),
    );
  };
  for (const type of REACHING) doc.addEventListener(type, onReach, true);
  // The address names a picture (a search result's): its carousel starts at once to show it.
  if (namesPicture(doc.location.hash)) start();
  return start;
}
