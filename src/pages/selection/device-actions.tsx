import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { itemKey, type ItemKey, type SelectionItem } from '../../selection/items';
import { useAppSelection } from '../../selection/selection-provider';
import type { ChangeResult, SelectionSnapshot } from '../../selection/selection-store';
import actions from '../../components/action-button/action-button.module.css';
import { SelectionItemView, itemName } from './selection-item-view';
import styles from './selection-page.module.css';

/** What the last change made here was, for the live message and its Undo. */
type Said =
  | { kind: 'removed'; name: string }
  | { kind: 'cleared' }
  | { kind: 'restored' }
  | { kind: 'failed' }
  | { kind: 'notKept' };

/**
 * Where the focus goes once a change is drawn: the remove button of the item now at the removed
 * one's place (the next, or the one before for the last), the Undo once the list is empty, an
 * item put back's own remove button. The button pressed is gone; the focus must not fall to the page.
 */
type FocusAfter = { kind: 'removedAt'; index: number } | { kind: 'undo' } | { kind: 'item'; key: ItemKey };

/** A change that did not happen here for lack of the store's code (offline before the site was saved). */
const notMade = (result: ChangeResult) => result.outcome === 'unchanged' && !result.saved;
/**
 * A change made in this tab that the browser did not keep (storage refused or full, or a newer
 * version's record it must not overwrite): shown here, gone at the next page. Said as such, so the
 * visitor does not leave believing it done.
 */
const notKept = (result: ChangeResult) => result.outcome !== 'unchanged' && !result.saved;

/**
 * The selection kept on this device, with what the visitor can do to it: remove an item, clear
 * them all, and take either back. The changes are the app's one selection's, so the header's
 * control and every tab follow; a polite message says what happened, with its Undo beside it.
 */
export function DeviceSelection({ snapshot }: { snapshot: SelectionSnapshot }) {
  const { t } = useT('services');
  const selection = useAppSelection();
  const [said, setSaid] = useState<Said | null>(null);
  const [focusAfter, setFocusAfter] = useState<FocusAfter | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const { items, canUndo } = snapshot;

  useEffect(() => {
    const root = region.current;
    if (!focusAfter || !root) return;
    const removes = [...root.querySelectorAll<HTMLButtonElement>('button[data-remove]')];
    const undo = root.querySelector<HTMLButtonElement>('button[data-undo]');
    const target =
      focusAfter.kind === 'removedAt'
        ? (removes[Math.min(focusAfter.index, removes.length - 1)] ?? undo)
        : focusAfter.kind === 'item'
          ? removes.find((button) => button.dataset.remove === focusAfter.key)
          : undo;
    target?.focus();
    setFocusAfter(null);
  }, [focusAfter, items]);

  const remove = (item: SelectionItem, index: number) =>
    void selection.remove(item).then((result) => {
      if (notMade(result)) return setSaid({ kind: 'failed' });
      // Removed here, or already by another tab: either way it is gone from the list.
      setSaid(notKept(result) ? { kind: 'notKept' } : { kind: 'removed', name: itemName(item, t) });
      setFocusAfter({ kind: 'removedAt', index });
    });

  const clear = () =>
    void selection.clear().then((result) => {
      if (notMade(result)) return setSaid({ kind: 'failed' });
      setSaid(notKept(result) ? { kind: 'notKept' } : { kind: 'cleared' });
      setFocusAfter({ kind: 'undo' });
    });

  const undo = () => {
    const first = items.length === 0;
    void selection.undo().then((result) => {
      if (notMade(result)) return setSaid({ kind: 'failed' });
      setSaid(notKept(result) ? { kind: 'notKept' } : { kind: 'restored' });
      const restored = selection.getSnapshot().items;
      // Back in the list: the focus goes to the item put back (the first, after a clear).
      const back = first
        ? restored[0]
        : restored.find((item) => !items.some((kept) => itemKey(kept) === itemKey(item)));
      if (back) setFocusAfter({ kind: 'item', key: itemKey(back) });
    });
  };

  const undoable = canUndo && (said?.kind === 'removed' || said?.kind === 'cleared' || said?.kind === 'notKept');

  return (
    <div ref={region}>
      <div className={styles.deviceBar}>
        {/* Rendered empty first, so what is put in it is announced. */}
        <div className={styles.said}>
          <p aria-live="polite">{said && sentence(said, t)}</p>
          {/* Beside the message, not in it: the live region says what happened, once. */}
          {undoable && (
            <button type="button" className={actions.secondary} data-undo onClick={undo}>
              {t('selection.device.undo')}
            </button>
          )}
        </div>
        {items.length > 0 && (
          <button type="button" className={actions.secondary} onClick={clear}>
            {t('selection.device.clearAll')}
          </button>
        )}
      </div>
      {items.length > 0 && (
        <ul className={styles.list} aria-label={t('selection.listLabel')}>
          {items.map((item, index) => {
            const key = itemKey(item);
            return (
              <SelectionItemView
                key={key}
                item={item}
                action={
                  <button
                    type="button"
                    className={styles.remove}
                    data-remove={key}
                    aria-label={t('selection.device.removeItem', { name: itemName(item, t) })}
                    onClick={() => remove(item, index)}
                  >
                    {t('selection.device.remove')}
                  </button>
                }
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}

function sentence(said: Said, t: ReturnType<typeof useT>['t']): string {
  switch (said.kind) {
    case 'removed':
      return t('selection.device.removed', { name: said.name });
    case 'cleared':
      return t('selection.device.cleared');
    case 'restored':
      return t('selection.device.restored');
    case 'failed':
      return t('selection.device.failed');
    case 'notKept':
      return t('selection.device.notKept');
  }
}
