import { newSubmissionId } from '../payload';

/**
 * The submission ids of a page's enquiry forms. An id is "made here" when this page minted it,
 * not when a draft brought it back: a draft kept over a reload (or copied into a duplicated tab,
 * which copies session storage) names an enquiry that may have been queued, and sent, before, so
 * its send must ask the sent log first (SubmitHooks.neverQueued). What the page minted outlives
 * the form's remounts, so a change of language that reads the page's own draft back still knows
 * the id as its own. Drafts are written back as they are restored, so what was written proves
 * nothing; only what was minted does. Nor is a minted id this page's alone once its draft is
 * kept: a duplicated tab takes it along and may send it first. The outbox therefore takes an id
 * it has seen queued, on its way or sent, by any tab, as not new whatever the page says
 * (SubmitHooks.neverQueued, outbox-runner.ts).
 */
export function createSubmissionIds(mint: () => string = newSubmissionId) {
  const minted = new Set<string>();
  return {
    /** One form's id: the same one until it is sent or queued (clear). */
    forForm() {
      let id: string | null = null;
      return {
        /** The id, minted on this page the first time it is needed. */
        current(): string {
          if (id === null) {
            id = mint();
            minted.add(id);
          }
          return id;
        },
        /** The id a kept draft carries, or none (a draft of the served form has none yet). */
        restore(kept: string | null) {
          id = kept;
        },
        /** After the enquiry was sent or queued: the next one gets a new id. */
        clear() {
          id = null;
        },
        madeHere(): boolean {
          return id !== null && minted.has(id);
        },
      };
    },
  };
}
