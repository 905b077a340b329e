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
 * The marks of sent enquiries (sent-log.ts): a database of their own, where code from before the
 * marks (an older tab or worker, still running until it reloads) never looks. In SENT_DB it read
 * them as broken receipts and deleted them, and its 'clear sent' cleared them; a new database
 * also needs no version change of SENT_DB, which an older open tab would block.
 */
export const SENT_MARKS_DB = 'outbox-sent-marks';
/**
 * How long a receipt is shown: a day at a trade fair. Here, not in sent-log.ts, because the
 * privacy and cookie policies state it too, and must not load the outbox's code to do so.
 */
export const SENT_KEPT_HOURS = 12;
/**
 * How long the sent log keeps a mark of each enquiry sent (written with its receipt, kept after the
 * receipt's hours and through 'clear sent'): its random id and when it went, no name or contact
 * details. The queue knows by it not to send the same enquiry again, and the booth shows by it that a lead sent while booth mode was closed (by the worker, by another page) was
 * sent, and offers no second sending. 90 days: the longest a rep may keep a sent lead's details
 * on the device (the booth's MAX_KEEP_DAYS; lead-state.test.ts holds the two together), and a
 * season of fairs for a tablet put away between them. Beyond it the mark would prove nothing
 * anyone still asks, and the log would only grow.
 */
export const SENT_MARK_KEPT_DAYS = 90;
/** The BroadcastChannel on which every sender (tabs, the worker) says what changed. */
export const OUTBOX_CHANNEL = 'outbox';
