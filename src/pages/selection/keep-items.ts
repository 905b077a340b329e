import type { SelectionItem } from '../../selection/items';
import { includesItem } from '../../selection/selection-list';
import type { ChangeResult, SelectionSnapshot } from '../../selection/selection-store';

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
  /** Why not: the selection's code could not be had (offline before the site was saved), not storage. */
  codeMissing: boolean;
}

/**
 * Adds `items` to the selection one after the other, in the link's order (so at the limit the
 * first ones are kept), and sums up what happened. Storage that refuses at once (blocked, full)
 * still lets each be kept in this tab; storage that did not answer in time stops it: the rest
 * would each wait as long again (the storage's limit apiece), and are counted as not kept.
 * `snapshotNow` is the selection as this tab shows it, which also tells an item already there
 * apart from one never kept when storage refused.
 */
export async function keepItems(
  items: readonly SelectionItem[],
  add: (item: SelectionItem) => Promise<ChangeResult>,
  snapshotNow: () => SelectionSnapshot,
): Promise<KeepSummary> {
  const summary: KeepSummary = { kept: 0, inTabOnly: false, already: 0, notFitted: 0, notKept: 0, codeMissing: false };
  const unanswered: SelectionItem[] = [];
  for (const [index, item] of items.entries()) {
    const { outcome, saved } = await add(item);
    if (outcome === 'added') {
      summary.kept++;
      if (!saved) summary.inTabOnly = true;
    } else if (outcome === 'full') summary.notFitted++;
    else if (saved) summary.already++;
    else unanswered.push(item);
    if (!saved && snapshotNow().problem === 'waiting') {
      summary.notKept += items.length - index - 1;
      break;
    }
  }
  // Unchanged and not saved: already in this tab's list, or never reached a store at all.
  const shown = snapshotNow().items;
  for (const item of unanswered) {
    if (includesItem(shown, item)) summary.already++;
    else summary.notKept++;
  }
  // A selection never read is one whose code did not come: nothing reached storage to refuse.
  summary.codeMissing = summary.notKept > 0 && !snapshotNow().loaded;
  return summary;
}
