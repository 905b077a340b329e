/**
 * What the service worker keeps in the visitor's browser under names of its own or of Workbox's,
 * for the worker (sw.ts) and for the cookie and privacy policies, which list them
 * (pages/legal/legal-documents.ts). Constants only: the legal pages load none of the worker's code.
 */

/** The WebP copies of pictures, kept as they are first used (sw.ts). */
export const WEBP_CACHE = 'webp-fallbacks';
/** The start of the name of Workbox's precache: the offline copy (the rest is the site's scope). */
export const PRECACHE_CACHE_PREFIX = 'workbox-precache';
/**
 * Workbox's own database: its ExpirationPlugin, which bounds the WebP copies, notes in it when
 * each copy was stored, to drop the oldest. Workbox chooses the name; the policies must list it.
 */
export const EXPIRATION_DB = 'workbox-expiration';
/** How many WebP copies the worker keeps at most (the ExpirationPlugin's bound). */
export const WEBP_CACHE_MAX_ENTRIES = 400;
