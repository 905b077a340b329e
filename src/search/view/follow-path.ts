/**
 * Opens a site path as a click on a link to it does: the site's one rule for links
 * (routing/in-site-link.ts, listening on the document) follows it in place, or lets the browser
 * load it (a page whose document must be its own). The link is put in `place` for the click, so
 * that the click reaches the document, and taken out again.
 */
export function followPath(place: Element, path: string): void {
  const link = place.ownerDocument.createElement('a');
  link.href = path;
  link.hidden = true;
  place.append(link);
  link.click();
  link.remove();
}
