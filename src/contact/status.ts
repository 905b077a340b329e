/** Spec §4, contact form status: idle → loading → success | error, and back to idle after a while. */
export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'loading' }
  /** `queued`: saved on this device because there was no connection; it is sent later. */
  | { kind: 'success'; delivery: 'sent' | 'queued' }
  | { kind: 'error'; error: FormError };

export type FormError =
  /** The provider's answer; null when it gave no text, so the translated fallback shows. */
  | { kind: 'provider'; text: string | null }
  /** 429: too many sends in a short time; waiting a minute helps. */
  | { kind: 'rateLimited' }
  /** 403 or 451: the provider refuses this browser or sender; another way to reach us helps. */
  | { kind: 'refused' }
  /** No connection and no storage on this device to keep the enquiry in. */
  | { kind: 'cannotQueue' };

export type FormEvent =
  | { type: 'submit' }
  | { type: 'sent' }
  | { type: 'queued' }
  | { type: 'failed'; error: FormError }
  | { type: 'expire' }
  /** "New enquiry": the next visitor at the booth gets an empty form right away. */
  | { type: 'restart' }
  /**
   * The queued enquiry the form shows went after all: the outbox's send took longer than the form
   * waits for it (SUBMIT_SETTLE_MS), on a slow or busy device, and finished while "saved" showed.
   */
  | { type: 'delivered' };

export const IDLE: FormStatus = { kind: 'idle' };

/** Spec §9: status reset after 8 s on success and 5 s on error. */
export const RESET_AFTER_MS = { success: 8000, error: 5000 } as const;

export function formReducer(status: FormStatus, event: FormEvent): FormStatus {
  switch (event.type) {
    case 'submit':
      // A second submit while one is on its way is ignored; after an error the visitor may try again.
      return status.kind === 'idle' || status.kind === 'error' ? { kind: 'loading' } : status;
    case 'sent':
    case 'queued':
      return status.kind === 'loading' ? { kind: 'success', delivery: event.type } : status;
    case 'failed':
      return status.kind === 'loading' ? { kind: 'error', error: event.error } : status;
    case 'expire':
      return status.kind === 'success' || status.kind === 'error' ? IDLE : status;
    case 'restart':
      return status.kind === 'success' ? IDLE : status;
    case 'delivered':
      // The same success view, saying now that it went: its 8 s still run from when it first
      // showed (resetClock).
      return status.kind === 'success' && status.delivery === 'queued' ? { kind: 'success', delivery: 'sent' } : status;
  }
}

/**
 * Whether the enquiry a "saved on this device" view is about (`reference`, its submission id) is
 * in the sent log now: its receipt or, where receipts were cleared, its mark.
 */
export function queuedThenSent(
  status: FormStatus,
  reference: string | null,
  sentLog: readonly (readonly { id: string }[])[],
): boolean {
  if (status.kind !== 'success' || status.delivery !== 'queued' || reference === null) return false;
  return sentLog.some((records) => records.some((record) => record.id === reference));
}

/**
 * The clock the current status expires by (RESET_AFTER_MS), or none while it waits for something.
 * A queued view turned sent by 'delivered' keeps its clock: spec § contact form status returns
 * to idle 8 s after success, and the form succeeded when it settled as queued; restarting at the
 * send would hold the view up to 8 s more, and a booth's next visitor waiting.
 * The outbox dock says too that the enquiry went. Two views on one clock are never adjacent
 * otherwise: every other way from success or error passes through idle or loading.
 */
export function resetClock(status: FormStatus): keyof typeof RESET_AFTER_MS | null {
  return status.kind === 'success' || status.kind === 'error' ? status.kind : null;
}

/** The provider's text is shown as given, but a blank or huge answer is not worth showing. */
export function providerText(text: unknown, maxLength = 300): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (!trimmed) return null;
  return trimmed.length > maxLength ? `${trimmed.slice(0, maxLength - 1)}…` : trimmed;
}

/**
 * What a refusal from the provider means to the visitor. The spec shows the provider's text,
 * but leaves 429, 403 and 451 open; their texts ("Too Many Requests", "Forbidden") tell a
 * visitor nothing they can act on, so those get a sentence of their own.
 */
export function providerError(status: number | null, text: unknown): FormError {
  if (status === 429) return { kind: 'rateLimited' };
  if (status === 403 || status === 451) return { kind: 'refused' };
  return { kind: 'provider', text: providerText(text) };
}
