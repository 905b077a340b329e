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
  // Each page that shows the selection makes its own: its connection goes once the page's last
  // start is stopped (an unmount) and no use of it is under way, not left open for the tab's life.
  let users = 0;
  let pending = 0;
  const closeIfUnused = () => {
    if (users === 0 && pending === 0) database.close();
  };
  // Site data cleared in another tab, or storage that answered after its limit: read again at
  // once, so no ghost of the old list stays and no 'still waiting' outlives the wait. Not for a
  // selection no page shows any more.
  const reread = () => {
    if (users > 0) void selection.refresh();
  };
  const database = openResilientStore(SELECTION_DB, SELECTION_STORE, reread);
  const bounded = boundedStore(database, SELECTION_STORAGE_LIMIT_MS, reread);
  // A use that ends after the last stop (a read queued by a start stopped in the same tick, as
  // React's StrictMode does) lets the connection it opened go as it ends.
  const counted: typeof bounded = (mode, callback) => {
    pending++;
    return bounded(mode, callback).finally(() => {
      pending--;
      closeIfUnused();
    });
  };
  const selection = createSelectionStore({
    store: counted,
    openChannel: () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(SELECTION_CHANNEL) : null),
  });
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
        users--;
        closeIfUnused();
      };
    },
  };
}
