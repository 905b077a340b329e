import { useCallback, useEffect, useRef, useState } from 'react';
import { EMPTY_FIELDS, newSubmissionId, type EnquiryFields } from '../payload';
import { DRAFT_STORAGE_KEY, isBlank, parseDraft } from './draft';

// Session storage can be missing or throw (private modes, policies). A copy in memory still
// carries the draft through a change of language, which remounts the form; only a reload loses it.
let inMemory: string | null = null;

function readDraft() {
  try {
    return parseDraft(window.sessionStorage.getItem(DRAFT_STORAGE_KEY));
  } catch {
    return parseDraft(inMemory);
  }
}

function writeDraft(value: string | null) {
  inMemory = value;
  try {
    if (value === null) window.sessionStorage.removeItem(DRAFT_STORAGE_KEY);
    else window.sessionStorage.setItem(DRAFT_STORAGE_KEY, value);
  } catch {
    // Kept in memory only.
  }
}

/** The form's fields and its enquiry's submission id, kept across reloads and language changes. */
export function useEnquiryDraft() {
  const [fields, setFields] = useState<EnquiryFields>(EMPTY_FIELDS);
  const submissionId = useRef<string | null>(null);
  const restored = useRef(false);

  // Declared before the restoring effect so that, on mount, it runs first and skips.
  useEffect(() => {
    if (!restored.current) return;
    if (isBlank(fields)) writeDraft(null);
    else writeDraft(JSON.stringify({ fields, submissionId: (submissionId.current ??= newSubmissionId()) }));
  }, [fields]);

  // Read after hydration: the prerendered form is always empty.
  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      setFields(draft.fields);
      submissionId.current = draft.submissionId;
    }
    restored.current = true;
  }, []);

  const setField = useCallback(<K extends keyof EnquiryFields>(key: K, value: EnquiryFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
  }, []);

  /** The id of the enquiry being written; the same one until it is sent or queued. */
  const currentSubmissionId = useCallback(() => (submissionId.current ??= newSubmissionId()), []);

  /** After the enquiry was sent or queued: an empty form for the next one, with a new id. */
  const reset = useCallback(() => {
    submissionId.current = null;
    setFields(EMPTY_FIELDS);
    writeDraft(null);
  }, []);

  return { fields, setField, currentSubmissionId, reset };
}
