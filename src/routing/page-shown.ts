/*
 * The app's word, for the parts of the page drawn without React (the language offer), that it
 * has shown another page in place: they have no router to ask, and the address alone changes
 * with no event a page can hear (history.pushState fires none).
 */
const PAGE_SHOWN = 'mostrari:page-shown';

/** Says a new page is on screen: the app calls it once a navigation has shown its page. */
export function announcePageShown(target: EventTarget = document): void {
  target.dispatchEvent(new Event(PAGE_SHOWN));
}

/** Calls `listener` each time the app has shown another page in place; returns what stops it. */
export function onPageShown(target: EventTarget, listener: () => void): () => void {
  target.addEventListener(PAGE_SHOWN, listener);
  return () => target.removeEventListener(PAGE_SHOWN, listener);
}
