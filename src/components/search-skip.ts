/**
 * The mark of a part of a page that search leaves out of its index (scripts/vite/search-extract.ts):
 * what every page of a kind repeats rather than says of itself (a link back to the list, a call
 * to action, a button-styled link) and text for screen readers only ("opens in a new tab").
 * Indexed, such words would find every page that carries them, in no useful order, and open
 * each hit's snippet.
 */
export const SEARCH_SKIP_ATTRIBUTE = 'data-search';
export const SEARCH_SKIP_VALUE = 'skip';

/** Spread onto an element: `<a {...SEARCH_SKIP}>`. */
export const SEARCH_SKIP = { [SEARCH_SKIP_ATTRIBUTE]: SEARCH_SKIP_VALUE } as const;
