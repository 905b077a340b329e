/**
 * The largest count that picks a plural form. es, ca and fr have a third form ("many", for whole
 * millions) that en has not; the locales keep identical key sets, so the texts have `_one` and
 * `_other` only, and a count of a million would pick a form with no text (a raw key on screen).
 * The form is chosen from the count capped below a million (always `other` there); the number
 * shown is the real one.
 */
const LARGEST_PLURAL_COUNT = 999_999;

/** The options of `selection.unread`: the form from a capped count, the real number in the text. */
export function unreadOptions(unread: number): { count: number; unread: number } {
  return { count: Math.min(unread, LARGEST_PLURAL_COUNT), unread };
}
