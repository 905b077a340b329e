/*
 * The header's selection control shows how many items the visitor keeps, and only when there is
 * one: from the page's first script (control-on-open.ts), before the app, and from the app
 * (selection-control.tsx) once it has read the selection. Both write the served element through
 * this one function. React renders the control hidden with an empty count and never renders
 * either again (the count's element is left alone, like components/drawn-outside-react.tsx), so
 * what the page's script drew is neither compared at hydration nor undone by a later render.
 */

/** Marks the control (the header's link to the selection page). */
export const SELECTION_CONTROL = 'data-selection-control';
/** Marks the element inside it that holds the count. */
export const SELECTION_COUNT = 'data-selection-count';
/**
 * Set on a control once the app shows its count: the page's script, still listening for other
 * tabs until then, leaves it to the app (two readers of the store could write out of order).
 */
export const FOLLOWED_BY_APP = 'data-followed-by-app';

/** What is written of the control: its `hidden`, and its count's text. */
export interface ControlElement {
  /** The DOM's type: `'until-found'` is a way of being hidden too. */
  hidden: boolean | string;
  querySelector(selector: string): { textContent: string | null } | null;
}

/** Shows the count, or hides the control for an empty selection. Writes only what changes. */
export function showSelectionCount(control: ControlElement, count: number): void {
  const shown = count > 0;
  const countElement = control.querySelector(`[${SELECTION_COUNT}]`);
  const text = shown ? String(count) : '';
  if (countElement && countElement.textContent !== text) countElement.textContent = text;
  if ((control.hidden !== false) === shown) control.hidden = !shown;
}

/** The controls of a document (the header's; a page drawn afresh by the app has a new one). */
export function selectionControls(doc: Pick<Document, 'querySelectorAll'>): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(`[${SELECTION_CONTROL}]`)];
}
