import type { SelectionItem } from '../../selection/items';
import { includesItem } from '../../selection/selection-list';
import type { ChangeResult } from '../../selection/selection-store';

/** What "Keep these in my selection" did with a link's items, for the note that says so. */
export interface KeepSummary {
  /** Added to the selection. */
  kept: number;
  /** Whether what was added holds in this tab only: storage refused to save it. */
  inTabOnly: boolean;
  /** Already in the selection: not added twice. */
  already: number;
  /** Left out: the selection was at its limit (MAX_ITEMS). */
  notFitted: number;
  /** Not kept at all: storage refused, or the selection's code could not be had. */
  notKept: number;
}

/**
 * Adds `items` to the selection one after the other, in the link's order (so at the limit the
 * first ones are kept), and sums up what happened. At the first change storage did not save,
 * it stops: the rest would each wait for the same refusal (up to the storage's limit apiece),
 * and are counted as not kept. `itemsNow` is the selection as this tab shows it once done, which
 * tells an item already there apart from one never kept when storage refused.
 */
export async function keepItems(
  items: readonly SelectionItem[],
  add: (item: SelectionItem) => Promise<ChangeResult>,
  itemsNow: () => readonly SelectionItem[],
): Promise<KeepSummary> {
  const summary: KeepSummary = { kept: 0, inTabOnly: false, already: 0, notFitted: 0, notKept: 0 };
  const unanswered: SelectionItem[] = [];
  for (const [index, item] of items.entries()) {
    const { outcome, saved } = await add(item);
    if (outcome === 'added') {
      summary.kept++;
      if (!saved) summary.inTabOnly = true;
    } else if (outcome === 'full') summary.notFitted++;
    else if (saved) summary.already++;
    else unanswered.push(item);
    if (!saved) {
      summary.notKept += items.length - index - 1;
      break;
    }
  }
  // Unchanged and not saved: already in this tab's list, or never reached a store at all.
  const shown = itemsNow();
  for (const item of unanswered) {
    if (includesItem(shown, item)) summary.already++;
    else summary.notKept++;
  }
  return summary;
}
