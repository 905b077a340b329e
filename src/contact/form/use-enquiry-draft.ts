import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_FIELDS, isSubmissionId, type EnquiryFields } from '../payload';
import type { ProjectType } from '../project-types';
import { createDraftStore, isBlank, withTyped } from './draft';
import type { TextFieldKey } from './draft-key';
import { createSubmissionIds } from './submission-ids';

/** The page's draft store, outliving the form's remounts. */
const draftStore = createDraftStore();
/** The ids this page minted, outliving the form's remounts too. */
const pageIds = createSubmissionIds();

/**
 * The form's fields and its enquiry's submission id, kept across reloads and language changes.
 * `readTyped` reads, as the form starts, what its fields hold: text typed into the served form
 * before its code had come.
 */
export function useEnquiryDraft(readTyped: () => Partial<Record<TextFieldKey, string>>) {
  const [fields, setFields] = useState<EnquiryFields>(EMPTY_FIELDS);
  const [submissionId] = useState(() => pageIds.forForm());
  const restored = useRef(false);
  // Drawn with what it restored: the form is then its own, with its fields as the visitor sees them.
  const [started, setStarted] = useState(false);

  // Declared before the restoring effect so that, on mount, it runs first and skips.
  useEffect(() => {
    if (!restored.current) return;
    if (isBlank(fields)) draftStore.write(null);
    else draftStore.write(JSON.stringify({ fields, submissionId: submissionId.current() }));
  }, [fields, submissionId]);

  // Read after hydration: the prerendered form is empty, unless the visitor typed in it already.
  const readTypedOnce = useRef(readTyped);
  useEffect(() => {
    const draft = draftStore.read();
    const started = withTyped(draft?.fields ?? null, readTypedOnce.current());
    if (draft || !isBlank(started)) {
      setFields(started);
      // An id that is not one of ours (a damaged draft) is none: the form mints one, kept from then.
      submissionId.restore(isSubmissionId(draft?.submissionId) ? draft.submissionId : null);
    }
    restored.current = true;
    setStarted(true);
  }, []);

  // One setter per field, made once: a keystroke redraws the field it changes, not its neighbours.
  const [setterOf] = useState(() => {
    type Setter = (value: EnquiryFields[keyof EnquiryFields]) => void;
    const made = new Map<keyof EnquiryFields, Setter>();
    return <K extends keyof EnquiryFields>(key: K) => {
      let setter = made.get(key);
      if (!setter) {
        setter = (value) => setFields((current) => ({ ...current, [key]: value }));
        made.set(key, setter);
      }
      return setter as (value: EnquiryFields[K]) => void;
    };
  });

  // The type last filled in by a suggestion, not by the visitor: a new suggestion may replace it.
  const suggestedType = useRef<ProjectType | null>(null);
  /**
   * Fills the project type with a suggestion (the page's selection) while the visitor has chosen
   * none, or still has the one suggested before; a type they chose themselves stays. No
   * suggestion (the last item removed) takes back the one it had filled in.
   */
  const suggestProjectType = useCallback((type: ProjectType | null) => {
    setFields((current) => {
      const untouched = current.projectType === '' || current.projectType === suggestedType.current;
      if (!untouched) return current;
      suggestedType.current = type;
      const projectType = type ?? '';
      return current.projectType !== projectType ? { ...current, projectType } : current;
    });
  }, []);

  /** The id of the enquiry being written; the same one until it is sent or queued. */
  const currentSubmissionId = submissionId.current;

  /**
   * Whether the current id was minted on this page, not brought back by a draft kept over a
   * reload or copied into a duplicated tab (SubmitHooks.neverQueued; see createSubmissionIds).
   */
  const idMadeHere = submissionId.madeHere;

  /** After the enquiry was sent or queued: an empty form for the next one, with a new id. */
  const reset = useCallback(() => {
    submissionId.clear();
    suggestedType.current = null;
    setFields(EMPTY_FIELDS);
    draftStore.write(null);
  }, [submissionId]);

  /**
   * Once the enquiry is safely in the outbox: the stored draft goes, so that a reload, a language
   * switch or "Reload" on the update notice before the send's answer does not bring it back to
   * be sent again. The fields stay as they are until the outcome is known.
   */
  const forgetStored = useCallback(() => draftStore.write(null), []);

  return { fields, setterOf, currentSubmissionId, idMadeHere, reset, forgetStored, started, suggestProjectType };
}
