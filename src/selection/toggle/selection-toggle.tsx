import { useT } from '../../i18n/use-t';
import { itemKey, itemOfKey, type SelectionItem } from '../items';
import { includesItem } from '../selection-list';
import { useAppSelection, useSelectionSnapshot } from '../selection-provider';
import { TOGGLE, tellToggled } from './toggle-marks';
import { toggleTexts } from './toggle-texts';
import styles from './selection-toggle.module.css';

/** Marks a button React drives, so served-toggles.ts leaves it alone. */
const markLive = (button: HTMLButtonElement | null) => button?.setAttribute(TOGGLE.live, '');

/**
 * Adds an item to the visitor's selection, or takes it out: a toggle button (aria-pressed) that
 * says what it does and to what. Served and hydrated unpressed (the device's selection is read
 * after the first commit, selection-provider.tsx); pressed once the selection holds the item.
 * Where it is kept as served, served-toggles.ts drives the same markup.
 */
export function SelectionToggle({ item, className }: { item: SelectionItem; className?: string }) {
  const { t } = useT();
  const selection = useAppSelection();
  const pressed = includesItem(useSelectionSnapshot().items, item);
  const { action, label } = toggleTexts(item, pressed, t);
  return (
    <button
      type="button"
      ref={markLive}
      className={[styles.toggle, className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={label}
      {...{ [TOGGLE.item]: itemKey(item) }}
      // What the button shows is what a press does: "Add" adds, even to a selection not read yet
      // that holds the item; a toggle against the stored list would take it out.
      onClick={() =>
        void (pressed ? selection.remove(item) : selection.add(item)).then((result) =>
          tellToggled(document, item, result),
        )
      }
    >
      <svg className={styles.icon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <path className={styles.add} d="M10 4v12M4 10h12" />
        <path className={styles.added} d="M4 10.5l4 4 8-9" />
      </svg>
      <span {...{ [TOGGLE.action]: '' }}>{action}</span>
    </button>
  );
}

/** The toggle of a picture of a service's carousel or gallery; none for a picture no one can keep. */
export function PictureToggle({ picture, className }: { picture: string; className?: string }) {
  const item = itemOfKey(`picture:${picture}`);
  return item && <SelectionToggle item={item} className={className} />;
}
