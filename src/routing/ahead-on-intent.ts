/**
 * Links whose page is fetched ahead only when reached for (a finger down, a pointer or the focus
 * resting on it), never for being in view (app/prefetch-ahead.ts): a page whose code no other
 * page should load unasked, such as booth mode from the outbox dock. PageLink's
 * `aheadOnIntentOnly` sets the mark.
 */
export const AHEAD_ON_INTENT_ONLY = '[data-ahead="intent"]';
