/**
 * The selection's names in the browser, apart from its code: the cookie policy states them, and
 * a check for whether there is a selection to show must know them without loading the store.
 */

/** The database and its object store. */
export const SELECTION_DB = 'selection';
export const SELECTION_STORE = 'selection';
/** The one record: the list, in order. */
export const SELECTION_KEY = 'items';
/** The BroadcastChannel on which a tab says the selection changed. */
export const SELECTION_CHANNEL = 'selection';
