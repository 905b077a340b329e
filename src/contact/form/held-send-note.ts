import { readSession, writeSession } from '../../components/safe-storage';

/** Where a tab notes that a Send held on a page is to be made by that page reloaded (boot.ts). */
export const HELD_SEND_STORAGE_KEY = 'contact-send-held';

/**
 * Notes, just before the page reloads to bring the app (pwa/reload-once.ts), that the visitor's
 * Send is held on `path`: the reloaded page makes it, once its form has taken up the draft kept
 * with it (served-send.ts). False when it could not be noted: the page must not reload then.
 */
export function noteHeldSend(path: string): boolean {
  return writeSession(HELD_SEND_STORAGE_KEY, path);
}

/**
 * Whether this document is the reload a Send held on this very path asked for. The note is taken
 * as it is read: the Send is made by this document or not at all (a visitor who sends again
 * sends by hand). Only a reload can be such a document, so no other reads session storage.
 */
export function takeHeldSend(path: string, loadedBy: string | undefined): boolean {
  if (loadedBy !== undefined && loadedBy !== 'reload') return false;
  const noted = readSession(HELD_SEND_STORAGE_KEY);
  if (!noted) return false;
  writeSession(HELD_SEND_STORAGE_KEY, '');
  return noted === path;
}
