/**
 * The outbox's names in the browser, shared by the pages, the service worker, and the check for
 * whether a page has anything of the outbox to show (outbox-presence.ts), which must know them
 * without loading the outbox's code.
 */

/** The queue's database (outbox.ts). */
export const OUTBOX_DB = 'outbox';
/** The queue's object store in it, and the prefix of each enquiry's key there (outbox.ts). */
export const OUTBOX_STORE = 'enquiries';
export const ENQUIRY_PREFIX = 'enquiry:';
/** The receipts of sent enquiries (sent-log.ts). */
export const SENT_DB = 'outbox-sent';
/**
 * How long a receipt is shown: a day at a trade fair. Here, not in sent-log.ts, because the
 * privacy and cookie policies state it too, and must not load the outbox's code to do so.
 */
export const SENT_KEPT_HOURS = 12;
/** The BroadcastChannel on which every sender (tabs, the worker) says what changed. */
export const OUTBOX_CHANNEL = 'outbox';
