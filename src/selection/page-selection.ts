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
  const database = openResilientStore(SELECTION_DB, SELECTION_STORE, reread);
  const selection = createSelectionStore({
    store: boundedStore(database, SELECTION_STORAGE_LIMIT_MS, reread),
    openChannel: () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(SELECTION_CHANNEL) : null),
  });
  // Each page that shows the selection makes its own: its connection goes when the page's last
  // start is stopped (an unmount), not left open for the life of the tab.
  let users = 0;
  return {
    ...selection,
    start: () => {
      const stop = selection.start();
      users++;
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        stop();
        if (--users === 0) database.close();
      };
    },
  };
}
