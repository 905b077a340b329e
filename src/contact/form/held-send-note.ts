import { readSession, writeSession } from '../../components/safe-storage';

/** Where a tab notes that a Send held on a page is to be made by that page reloaded (boot.ts). */
export const HELD_SEND_STORAGE_KEY = 'contact-send-held';

/** A Send carried to the reloaded page: the field the visitor was in (its name), to be given back. */
export interface HeldSend {
  field: string | null;
}

/**
 * Notes, just before the page reloads to bring the app (pwa/reload-once.ts), that the visitor's
 * Send is held on `path`: the reloaded page holds it again, and makes it once its form has taken
 * up the draft kept with it (served-send.ts). `field`: the name of the field the visitor was in,
 * which the reloaded page focuses again. False when it could not be noted: the page must not
 * reload then.
 */
export function noteHeldSend(path: string, field: string | null = null): boolean {
  return writeSession(HELD_SEND_STORAGE_KEY, JSON.stringify({ path, field }));
}

/**
 * The Send held on this very path, if this document is the reload it asked for; else null. The
 * note lives until a reload of that path takes it, as it is read (this page holds the Send, or
 * nobody does), or the tab closes: the reload may land on the browser's error page first (the
 * network gone again between the probe and the reload), and the visitor's own reload of it must
 * still send. Its submission id (the draft's) keeps it to one enquiry, however late. Only a
 * reload can be such a document, so no other reads session storage.
 */
export function takeHeldSend(path: string, loadedBy: string | undefined): HeldSend | null {
  if (loadedBy !== undefined && loadedBy !== 'reload') return null;
  const noted = readSession(HELD_SEND_STORAGE_KEY);
  if (!noted) return null;
  try {
    const { path: notedPath, field } = JSON.parse(noted) as { path?: unknown; field?: unknown };
    // A reload of another page leaves the note for the page it was written on.
    if (notedPath !== path) return null;
    writeSession(HELD_SEND_STORAGE_KEY, '');
    return { field: typeof field === 'string' ? field : null };
  } catch {
    writeSession(HELD_SEND_STORAGE_KEY, '');
    return null;
  }
}

/** Forgets a noted Send: the visitor chose not to send it from here (served-send.ts). */
export function forgetHeldSend(): void {
  writeSession(HELD_SEND_STORAGE_KEY, '');
}
