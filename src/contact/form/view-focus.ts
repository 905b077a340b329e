/**
 * Whether a focusout takes the focus out of the view: to nowhere (the body, as when the visitor
 * clicks text that takes no focus, or another window) or to an element outside it (the outbox
 * dialog, a link further down). A control the view stops drawing takes the focus with it without
 * a focusout in Chrome; a browser that fires one then fires it from an element already removed,
 * and the focus did not leave the view for that: the view dropped it.
 */
export function focusLeftView(view: Node, from: Node, to: Node | null): boolean {
  if (!from.isConnected) return false;
  return to === null || !view.contains(to);
}

/**
 * Whether the view should take the focus back as it changes: only if the focus was in it (on a
 * control it drew) and went back to the body, or nowhere, with a control the view no longer
 * draws. Focus the visitor had moved out of the view, even to the body, is theirs to keep: a
 * click on the page's text further down, an open dialog over the page.
 */
export function focusWasLost(wasInView: boolean, active: Element | null, body: Element | null): boolean {
  return wasInView && (active === null || active === body);
}
