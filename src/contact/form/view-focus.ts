/**
 * Whether the keyboard's focus went with a control the view no longer draws: a browser puts it
 * back on the body (or nowhere) when the focused element is removed. Focus the visitor moved
 * elsewhere on the page, or that stayed on a control still drawn, is theirs to keep.
 */
export function focusWasLost(active: Element | null, body: Element | null): boolean {
  return active === null || active === body;
}
