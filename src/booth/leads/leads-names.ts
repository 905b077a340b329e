/**
 * The booth's names in the browser, apart from its code: the cookie policy states them, and
 * tests seed and read them.
 */

/** The database and its object store: one record per lead, and the booth's settings. */
export const BOOTH_DB = 'booth';
export const BOOTH_STORE = 'booth';
/** A lead's key: the prefix and its submission id. */
export const LEAD_PREFIX = 'lead:';
export const leadKey = (id: string) => `${LEAD_PREFIX}${id}`;
/** The one settings record. */
export const SETTINGS_KEY = 'settings';
/** The BroadcastChannel on which a tab says the booth's records changed. */
export const BOOTH_CHANNEL = 'booth';
