import { boundedStore, openResilientStore } from '../../contact/offline/idb-store';
import { BOOTH_CHANNEL, BOOTH_DB, BOOTH_STORE } from './leads-names';
import { createLeadsStore, type LeadsStore } from './leads-store';

/**
 * How long one read or write may take before it counts as refused: opening the database can
 * hang behind another tab's upgrade, and the card must say so rather than wait for ever.
 */
export const BOOTH_STORAGE_LIMIT_MS = 5_000;

/** The leads as the booth page keeps them: the browser's IndexedDB and BroadcastChannel. */
export function createPageLeads(): LeadsStore {
  // Site data cleared in another tab, or storage that answered after its limit: read again.
  const reread = () => void leads.refresh();
  const database = openResilientStore(BOOTH_DB, BOOTH_STORE, reread);
  const leads = createLeadsStore({
    store: boundedStore(database, BOOTH_STORAGE_LIMIT_MS, reread),
    openChannel: () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(BOOTH_CHANNEL) : null),
  });
  return {
    ...leads,
    start: () => {
      const stop = leads.start();
      return () => {
        stop();
        database.close();
      };
    },
  };
}
