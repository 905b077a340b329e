/*
 * The cookie banner is the layer at the window's foot. On a phone it takes most of the quarter of
 * the screen that the page's overlays may cover (issue 52, e2e/first-visit-overlays.spec.ts), so
 * while it is open there, the other layers give way: the service worker's notices fold to a small
 * pill, the language offer waits. They are told through the document, not through an import: the
 * banner (consent), the notices (pwa) and the offer (layout) are features that stay apart.
 */

/** On `<html>` while the cookie banner is shown. */
const FOOT_LAYER_OPEN = 'data-foot-layer-open';

/** A phone's width, where the banner spans the window (as consent/cookie-banner.module.css has it). */
const NARROW = '(max-width: 30em)';

/** The banner says whether it is shown. */
export function markFootLayer(doc: Document, open: boolean): void {
  doc.documentElement.toggleAttribute(FOOT_LAYER_OPEN, open);
}

/** Whether the banner is shown on a phone's width now, when the other layers give way. */
export function footLayerCrowds(doc: Document): boolean {
  const win = doc.defaultView;
  return doc.documentElement.hasAttribute(FOOT_LAYER_OPEN) && !!win?.matchMedia(NARROW).matches;
}

/**
 * Calls `onChange` with `footLayerCrowds` whenever it changes: the banner shown or answered, the
 * window turned or resized across a phone's width. Returns what stops it.
 */
export function watchFootLayer(doc: Document, onChange: (crowds: boolean) => void): () => void {
  const win = doc.defaultView;
  if (!win) return () => {};
  let crowds = footLayerCrowds(doc);
  const check = () => {
    const now = footLayerCrowds(doc);
    if (now === crowds) return;
    crowds = now;
    onChange(now);
  };
  const marks = new win.MutationObserver(check);
  marks.observe(doc.documentElement, { attributes: true, attributeFilter: [FOOT_LAYER_OPEN] });
  const width = win.matchMedia(NARROW);
  width.addEventListener('change', check);
  return () => {
    marks.disconnect();
    width.removeEventListener('change', check);
  };
}
