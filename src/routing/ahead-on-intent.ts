/**
 * Links whose page is fetched ahead only when reached for (a finger down, a pointer or the focus
 * resting on it), never for being in view (app/prefetch-ahead.ts): a page whose code no other
 * page should load unasked, such as booth mode from the outbox dock.
 */
export const AHEAD_ON_INTENT_ONLY = '[data-ahead="intent"]';
/** The mark itself, spread on such a link. */
export const AHEAD_ON_INTENT_MARK = { 'data-ahead': 'intent' } as const;
