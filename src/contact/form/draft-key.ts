/** Where the form's draft is kept for the tab's session (draft.ts): light, for the page's own chunk. */
export const DRAFT_STORAGE_KEY = 'contact-draft';

/**
 * Whether a draft may be waiting to be restored. Storage that is missing or throws (private
 * modes, policies) has none: the draft then lives in the form's memory only.
 */
export function draftWaiting(storage: () => Storage = () => window.sessionStorage): boolean {
  try {
    return storage().getItem(DRAFT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
