import { itemKey, type SelectionItem } from './items';
import { MAX_ITEMS } from './limits';

/**
 * The selection as a list, and every change a visitor can make to it. Pure: each change takes a
 * list and answers the new one with what happened, so the store can apply it to whatever list is
 * current (another tab may have changed it meanwhile).
 */

/** What a change did. `full` means nothing was added: the list already holds MAX_ITEMS. */
export type ChangeOutcome = 'added' | 'removed' | 'cleared' | 'restored' | 'full' | 'unchanged';

/**
 * How to take a change back: the items it added (to remove again) and the items it removed,
 * each with the place it had (to put back there). Applied to the list as it is by then, so an
 * undo does not also take back what another tab did in between.
 */
export interface Undo {
  readonly added: readonly SelectionItem[];
  readonly removed: readonly { readonly item: SelectionItem; readonly index: number }[];
}

export interface Change {
  readonly items: readonly SelectionItem[];
  readonly outcome: ChangeOutcome;
  /** Null when the change changed nothing. */
  readonly undo: Undo | null;
}

const indexOf = (items: readonly SelectionItem[], item: SelectionItem) => {
  const key = itemKey(item);
  return items.findIndex((other) => itemKey(other) === key);
};

export const includesItem = (items: readonly SelectionItem[], item: SelectionItem): boolean =>
  indexOf(items, item) >= 0;

const unchanged = (items: readonly SelectionItem[]): Change => ({ items, outcome: 'unchanged', undo: null });

/** Adds at the end; an item already there stays where it is; at the bound, `full`. */
export function addItem(items: readonly SelectionItem[], item: SelectionItem): Change {
  if (includesItem(items, item)) return unchanged(items);
  if (items.length >= MAX_ITEMS) return { items, outcome: 'full', undo: null };
  return { items: [...items, item], outcome: 'added', undo: { added: [item], removed: [] } };
}

export function removeItem(items: readonly SelectionItem[], item: SelectionItem): Change {
  const index = indexOf(items, item);
  if (index < 0) return unchanged(items);
  return {
    items: items.filter((_, i) => i !== index),
    outcome: 'removed',
    undo: { added: [], removed: [{ item: items[index]!, index }] },
  };
}

/** What a toggle button does: removes the item if there, else adds it (or answers `full`). */
export function toggleItem(items: readonly SelectionItem[], item: SelectionItem): Change {
  return includesItem(items, item) ? removeItem(items, item) : addItem(items, item);
}

export function clearItems(items: readonly SelectionItem[]): Change {
  if (items.length === 0) return unchanged(items);
  return { items: [], outcome: 'cleared', undo: { added: [], removed: items.map((item, index) => ({ item, index })) } };
}

/**
 * Takes a change back on the list as it is now: removes what it added, puts back what it removed
 * at its old place (or the end, if the list got shorter), skipping items already there again and
 * stopping at the bound.
 */
export function undoChange(items: readonly SelectionItem[], undo: Undo): Change {
  let next = items.filter((item) => !includesItem(undo.added, item));
  for (const { item, index } of [...undo.removed].sort((a, b) => a.index - b.index)) {
    if (includesItem(next, item) || next.length >= MAX_ITEMS) continue;
    next = [...next.slice(0, index), item, ...next.slice(index)];
  }
  const same = next.length === items.length && next.every((item, i) => itemKey(item) === itemKey(items[i]!));
  return same ? unchanged(items) : { items: next, outcome: 'restored', undo: null };
}

/** A list from anywhere made sound: each item once, in its first place, at most MAX_ITEMS. */
export function boundedList(items: readonly SelectionItem[]): SelectionItem[] {
  const seen = new Set<string>();
  const result: SelectionItem[] = [];
  for (const item of items) {
    const key = itemKey(item);
    if (seen.has(key) || result.length >= MAX_ITEMS) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}
