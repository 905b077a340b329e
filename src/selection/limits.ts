/**
 * How many items a selection holds at most: more than a visitor can compare at once, and what a
 * link, a QR code and the enquiry's message must still carry whole.
 */
export const MAX_ITEMS = 30;
