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
 * The control's name in the page's language with COUNT_SLOT for the count ("My selection, {count}"),
 * which React renders and the writer fills into `aria-label`. A name read from the content would
 * need the comma hidden on screen, and Chromium reads a visually hidden (absolutely positioned)
 * span with a space before it: "My selection , 3".
 */
export const NAME_TEMPLATE = 'data-name-template';
export const COUNT_SLOT = '{count}';
/**
 * Set on a control once the app shows its count: the page's script, still listening for other
 * tabs until then, leaves it to the app (two readers of the store could write out of order).
 */
export const FOLLOWED_BY_APP = 'data-followed-by-app';

/** What is written of the control: its `hidden`, its name, and its count's text. */
export interface ControlElement {
  /** The DOM's type: `'until-found'` is a way of being hidden too. */
  hidden: boolean | string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  querySelector(selector: string): { textContent: string | null } | null;
}

/** Shows the count, or hides the control for an empty selection. Writes only what changes. */
export function showSelectionCount(control: ControlElement, count: number): void {
  const shown = count > 0;
  const countElement = control.querySelector(`[${SELECTION_COUNT}]`);
  const text = shown ? String(count) : '';
  if (countElement && countElement.textContent !== text) countElement.textContent = text;
  const template = control.getAttribute(NAME_TEMPLATE);
  const name = template?.replace(COUNT_SLOT, text);
  if (shown && name && control.getAttribute('aria-label') !== name) control.setAttribute('aria-label', name);
  if ((control.hidden !== false) === shown) control.hidden = !shown;
}

/** The controls of a document (the header's; a page drawn afresh by the app has a new one). */
export function selectionControls(doc: Pick<Document, 'querySelectorAll'>): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(`[${SELECTION_CONTROL}]`)];
}
