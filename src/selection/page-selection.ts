import { boundedStore, openResilientStore } from '../contact/offline/idb-store';
import { SELECTION_CHANNEL, SELECTION_DB, SELECTION_STORE } from './selection-names';
import { createSelectionStore, type SelectionStore } from './selection-store';

/**
 * How long one read or write of the selection may take before it counts as refused: opening the
 * database can hang behind another tab's upgrade, and a toggle must answer. A healthy IndexedDB
 * answers in milliseconds; a phone busy starting the app in a few hundred.
 */
export const SELECTION_STORAGE_LIMIT_MS = 5_000;

/** The selection as a page of the site keeps it: the browser's IndexedDB and BroadcastChannel. */
export function createPageSelection(): SelectionStore {
  // Site data cleared in another tab, or storage that answered after its limit: read again at
  // once, so no ghost of the old list stays and no 'still waiting' outlives the wait.
  const reread = () => void selection.refresh();
  const selection = createSelectionStore({
    store: boundedStore(openResilientStore(SELECTION_DB, SELECTION_STORE, reread), SELECTION_STORAGE_LIMIT_MS, reread),
    openChannel: () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(SELECTION_CHANNEL) : null),
  });
  return selection;
}
