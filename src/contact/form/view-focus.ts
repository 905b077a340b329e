/** Whether the page's focus is on `view` or inside it. */
export function focusIn(view: Node | null, active: Element | null = document.activeElement): boolean {
  return view !== null && active !== null && view.contains(active);
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
