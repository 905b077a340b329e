import type { TemplateParams } from './template-params';
import type { SendOutcome, Sender } from './send';
import type { SubmitOutcome } from './offline/outbox-runner';
import { isTransient } from './offline/retry-policy';
import { providerError, type FormEvent } from './status';

export interface SubmitDeps {
  /** Writes the enquiry to the outbox first, then sends it from there (outbox-runner.ts). */
  submit: (params: TemplateParams) => Promise<SubmitOutcome>;
  /** Where nothing can be kept on this device: one direct send, as the only chance. */
  sendDirect: Sender;
  isOnline: () => boolean;
  logError: (...data: unknown[]) => void;
}

/**
 * What submitting an enquiry comes to, as the status machine's next event. The enquiry is
 * stored before it is sent; only where it cannot be stored (private modes, a full disk, a
 * blocked database) is it sent directly, and then a failure worth retrying cannot be retried.
 */
export async function submitEnquiry(params: TemplateParams, deps: SubmitDeps): Promise<FormEvent> {
  let outcome: SubmitOutcome;
  try {
    outcome = await deps.submit(params);
  } catch (error) {
    // The outbox's own code could not load (offline before the service worker had the site).
    outcome = { kind: 'unsaved', cause: error };
  }
  if (outcome.kind === 'sent' || outcome.kind === 'queued') return { type: outcome.kind };
  // Kept by a draft over a reload, it may have gone already and the sent log could not say in
  // time: neither queued nor sent directly (a second copy could follow). The form keeps the text,
  // and the next try, once the log answers, finds out.
  if (outcome.kind === 'unconfirmed') return { type: 'failed', error: { kind: 'provider', text: null } };
  if (outcome.kind === 'rejected') {
    deps.logError(`Error sending the enquiry (${outcome.status ?? 'not sent'}):`, outcome.text);
    return { type: 'failed', error: providerError(outcome.status, outcome.text) };
  }
  const sent: SendOutcome = deps.isOnline() ? await deps.sendDirect(params) : { kind: 'network' };
  if (sent.kind === 'sent') return { type: 'sent' };
  if (isTransient(sent)) {
    const why =
      sent.kind === 'failed' ? `${sent.status} ${sent.text}` : sent.kind === 'network' ? 'no connection' : 'no answer';
    // What kept it from the device, when known: its code not loading and storage refusing read
    // alike otherwise. In words: a driver's console (the engine lanes) shows no error object.
    const notKept = `The enquiry could not be sent (${why}) nor kept on this device.`;
    deps.logError(outcome.cause === undefined ? notKept : `${notKept} Not kept: ${errorText(outcome.cause)}`);
    return { type: 'failed', error: { kind: 'cannotQueue' } };
  }
  const { status, text } = sent as Extract<typeof sent, { kind: 'failed' }>;
  deps.logError(`Error sending the enquiry (${status}):`, text);
  return { type: 'failed', error: providerError(status, text) };
}

/** An error as one line: its name and its message. */
function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
