/*
 * What the served contact form needs of the draft (draft.ts) before the form's code has come:
 * light, for the page's own chunk.
 */

/** Where the form's draft is kept for the tab's session. */
export const DRAFT_STORAGE_KEY = 'contact-draft';

/** The form's text fields, by the name each field's id and name end with (`…-name`). */
export const TEXT_FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const;
export type TextFieldKey = (typeof TEXT_FIELDS)[number];

type Typed = Partial<Record<TextFieldKey, string>>;

/**
 * What the form's text fields hold, each found by the end of its name: the served form's, as it
 * is left (served-form.ts), and the form's own as it starts (contact-form.tsx).
 */
export function typedIn(root: ParentNode | null): Typed {
  const typed: Typed = {};
  for (const key of TEXT_FIELDS) {
    const field = root?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name$="-${key}"]`);
    if (field) typed[key] = field.value;
  }
  return typed;
}

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

/**
 * Keeps what was typed into the served form as the tab's draft, when the form is left before
 * React drew it (another page, another language): the next form drawn in this tab restores it.
 * A draft already kept keeps its id and its other fields, with the typed text in place of theirs;
 * a new one has no id yet, which the form makes as it first writes (so the page's chunk carries
 * no code to make one).
 * Without storage, the text goes as a reload would lose it.
 */
export function keepTypedAsDraft(typed: Typed, storage: () => Storage = () => window.sessionStorage): void {
  const entered = Object.fromEntries(Object.entries(typed).filter(([, value]) => value?.trim()));
  if (Object.keys(entered).length === 0) return;
  try {
    const kept = readKept(storage().getItem(DRAFT_STORAGE_KEY));
    const draft = {
      fields: { ...kept?.fields, ...entered },
      ...(typeof kept?.submissionId === 'string' && { submissionId: kept.submissionId }),
    };
    storage().setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // No storage: nothing to keep it in.
  }
}

/**
 * Puts the tab's draft back into the served form's empty text fields (`root`): the page reloaded
 * for a held Send (boot.ts) shows what was typed before the app or the form's code come, and its
 * kept notice, should they not, e-mails and copies it. The form takes it up as typed (draft.ts).
 */
export function putDraftBack(root: ParentNode, storage: () => Storage = () => window.sessionStorage): void {
  let fields: Record<string, unknown> = {};
  try {
    fields = (readKept(storage().getItem(DRAFT_STORAGE_KEY))?.fields as Record<string, unknown> | undefined) ?? {};
  } catch {
    return;
  }
  for (const key of TEXT_FIELDS) {
    const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name$="-${key}"]`);
    const value = fields[key];
    if (field && field.value === '' && typeof value === 'string') field.value = value;
  }
}

/**
 * Forgets the tab's draft: the visitor chose not to send the kept enquiry from here
 * (served-send.ts), so no later form takes it up again.
 */
export function forgetDraft(storage: () => Storage = () => window.sessionStorage): void {
  try {
    storage().removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // No storage: nothing was kept in it.
  }
}

/** A kept draft's raw object, read no further than keeping it needs; draft.ts checks it on restoring. */
function readKept(raw: string | null): { fields?: object; submissionId?: unknown } | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { fields, submissionId } = value as { fields?: unknown; submissionId?: unknown };
    return { fields: typeof fields === 'object' && fields !== null ? fields : undefined, submissionId };
  } catch {
    return null;
  }
}
