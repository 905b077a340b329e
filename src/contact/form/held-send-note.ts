import { readSession, writeSession } from '../../components/safe-storage';

/** Where a tab notes that a Send held on a page is to be made by that page reloaded (boot.ts). */
export const HELD_SEND_STORAGE_KEY = 'contact-send-held';

/**
 * How long a note is good for: the reload it is written for starts at once. A note that outlived
 * it (the reload never took over: the visitor went elsewhere first) must not send, at a reload
 * the visitor makes later, what the form holds then.
 */
export const HELD_SEND_NOTE_MS = 60_000;

/**
 * Notes, just before the page reloads to bring the app (pwa/reload-once.ts), that the visitor's
 * Send is held on `path`: the reloaded page holds it again, and makes it once its form has taken
 * up the draft kept with it (served-send.ts). False when it could not be noted: the page must not
 * reload then.
 */
export function noteHeldSend(path: string, now: number): boolean {
  return writeSession(HELD_SEND_STORAGE_KEY, JSON.stringify({ path, at: now }));
}

/**
 * Whether this document is the reload a Send held on this very path asked for, moments ago. The
 * note is taken as it is read: this page holds the Send, or nobody does. Only a reload can be
 * such a document, so no other reads session storage.
 */
export function takeHeldSend(path: string, loadedBy: string | undefined, now: number): boolean {
  if (loadedBy !== undefined && loadedBy !== 'reload') return false;
  const noted = readSession(HELD_SEND_STORAGE_KEY);
  if (!noted) return false;
  writeSession(HELD_SEND_STORAGE_KEY, '');
  try {
    const { path: notedPath, at } = JSON.parse(noted) as { path?: unknown; at?: unknown };
    // A clock set back since reads as a note from the future: not this reload's either.
    return notedPath === path && typeof at === 'number' && now >= at && now - at <= HELD_SEND_NOTE_MS;
  } catch {
    return false;
  }
}
