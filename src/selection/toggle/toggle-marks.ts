import type { SelectionItem } from '../items';
import type { ChangeResult } from '../selection-store';

/**
 * The marks by which a toggle's markup says what it is. A toggle the app draws itself is driven by
 * React and carries `live`; one in a part kept as served (components/kept-as-served.tsx: React
 * never renders it at hydration) has no React behind it, and served-toggles.ts drives it.
 */
export const TOGGLE = {
  /** On the button: the item's key (items.ts, `itemKey`). */
  item: 'data-selection-toggle',
  /** Set once React drives the button. */
  live: 'data-selection-live',
  /** On the words a press changes. */
  action: 'data-selection-action',
} as const;

/** Toggles as served, with no React behind them. */
export const SERVED_TOGGLES = `button[${TOGGLE.item}]:not([${TOGGLE.live}])`;

/** Said on the document when a toggle's press has been answered: what the notice announces. */
export const TOGGLED_EVENT = 'selection-toggled';

export interface ToggledDetail {
  item: SelectionItem;
  result: ChangeResult;
}

/** Tells the page's notice (toggle-notice.tsx) what a press did. */
export function tellToggled(doc: Document, item: SelectionItem, result: ChangeResult): void {
  doc.dispatchEvent(new CustomEvent<ToggledDetail>(TOGGLED_EVENT, { detail: { item, result } }));
}
