import { itemOfKey, type SelectionItem } from '../items';
import { includesItem } from '../selection-list';
import type { AppSelection } from '../selection-provider';
import { SERVED_TOGGLES, TOGGLE, tellToggled } from './toggle-marks';
import type { ToggleTexts } from './toggle-texts';

export interface ServedTogglesDeps {
  selection: Pick<AppSelection, 'subscribe' | 'getSnapshot' | 'add' | 'remove'>;
  texts: (item: SelectionItem, pressed: boolean) => ToggleTexts;
}

/**
 * Drives the toggles React keeps as served (the carousels' and heroes' parts are never rendered
 * at hydration): shows the selection on them as it is read and changes, and answers their
 * presses, one listener for all. A press made before the app came is replayed as a click here
 * (app/first-use.ts). Without React, as the carousels' controller is. Returns its stop.
 */
export function driveServedToggles(root: HTMLElement, deps: ServedTogglesDeps): () => void {
  const itemOf = (button: Element) => itemOfKey(button.getAttribute(TOGGLE.item) ?? '');
  // A toggle's words are changed only with its state: a page translated by the browser before the
  // app came keeps its translated words until a press changes them (the served ones are unpressed).
  const show = () => {
    const { items } = deps.selection.getSnapshot();
    for (const button of root.querySelectorAll(SERVED_TOGGLES)) {
      const item = itemOf(button);
      if (!item) continue;
      const pressed = includesItem(items, item);
      if (button.getAttribute('aria-pressed') === String(pressed)) continue;
      const { action, label } = deps.texts(item, pressed);
      button.setAttribute('aria-pressed', String(pressed));
      button.setAttribute('aria-label', label);
      const words = button.querySelector(`[${TOGGLE.action}]`);
      if (words) words.textContent = action;
    }
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(SERVED_TOGGLES) : null;
    const item = button && root.contains(button) ? itemOf(button) : null;
    if (!item) return;
    // The press does what the button shows (a part drawn again shows "Add" until the next change).
    const change = button!.getAttribute('aria-pressed') === 'true' ? deps.selection.remove : deps.selection.add;
    void change(item).then((result) => tellToggled(root.ownerDocument, item, result));
  };
  root.addEventListener('click', onClick);
  const unsubscribe = deps.selection.subscribe(show);
  show();
  return () => {
    root.removeEventListener('click', onClick);
    unsubscribe();
  };
}
