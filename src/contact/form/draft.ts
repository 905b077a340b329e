import { EMPTY_FIELDS, type EnquiryFields } from '../payload';
import { isProjectType } from '../project-types';
import { DRAFT_STORAGE_KEY, TEXT_FIELDS, type TextFieldKey } from './draft-key';

/**
 * What the visitor has typed, kept for the tab's session so that a reload or a change of
 * language does not lose it. The submission id travels with it: a retry is the same enquiry.
 * A draft kept from the served form, before the form's code had come, has none yet (draft-key.ts):
 * the form makes one when it first writes.
 */
export interface Draft {
  fields: EnquiryFields;
  submissionId: string | null;
}

export function parseDraft(raw: string | null): Draft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { fields?: Record<string, unknown>; submissionId?: unknown };
    const stored = value.fields;
    const { submissionId = null } = value;
    if (typeof stored !== 'object' || stored === null) return null;
    if (submissionId !== null && typeof submissionId !== 'string') return null;
    const fields = { ...EMPTY_FIELDS };
    for (const key of TEXT_FIELDS) if (typeof stored[key] === 'string') fields[key] = stored[key];
    if (isProjectType(stored.projectType)) fields.projectType = stored.projectType;
    return { fields, submissionId };
  } catch {
    return null;
  }
}

/**
 * The fields a form starts with: the draft's, or none, and in place of theirs whatever the visitor
 * typed into the served form before its code had come (served-form.ts): that is what they see.
 */
export function withTyped(draft: EnquiryFields | null, typed: Partial<Record<TextFieldKey, string>>): EnquiryFields {
  const fields = { ...(draft ?? EMPTY_FIELDS) };
  for (const key of TEXT_FIELDS) if (typed[key]) fields[key] = typed[key];
  return fields;
}

export function isBlank(fields: EnquiryFields): boolean {
  return Object.values(fields).every((value) => !value.trim());
}

/**
 * Where the draft is kept: session storage, which can be missing or throw (private modes,
 * policies), and a copy in memory that still carries the draft through a change of language,
 * which remounts the form; only a reload loses that one.
 */
export function createDraftStore(storage: () => Storage = () => window.sessionStorage) {
  let inMemory: string | null = null;
  return {
    read() {
      try {
        return parseDraft(storage().getItem(DRAFT_STORAGE_KEY));
      } catch {
        return parseDraft(inMemory);
      }
    },
    write(value: string | null) {
      inMemory = value;
      try {
        if (value === null) storage().removeItem(DRAFT_STORAGE_KEY);
        else storage().setItem(DRAFT_STORAGE_KEY, value);
      } catch {
        // Kept in memory only.
      }
    },
  };
}
