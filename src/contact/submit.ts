import type { TemplateParams } from './template-params';
import type { SendOutcome } from './offline/outbox';
import { providerError, type FormEvent } from './status';

export interface SubmitDeps {
  isOnline: () => boolean;
  send: (params: TemplateParams) => Promise<SendOutcome>;
  /** Keeps the enquiry on this device; rejects when storage is unavailable. */
  queue: (params: TemplateParams) => Promise<void>;
  logError: (...data: unknown[]) => void;
}

/**
 * What submitting an enquiry comes to, as the status machine's next event. Offline, or when
 * the send fails for want of a network, the enquiry is stored before anything else happens.
 */
export async function submitEnquiry(params: TemplateParams, deps: SubmitDeps): Promise<FormEvent> {
  const keep = async (): Promise<FormEvent> => {
    try {
      await deps.queue(params);
      return { type: 'queued' };
    } catch (error) {
      deps.logError('The enquiry could not be sent (no connection) nor kept on this device:', error);
      return { type: 'failed', error: { kind: 'cannotQueue' } };
    }
  };
  if (!deps.isOnline()) return keep();
  const outcome = await deps.send(params);
  if (outcome.kind === 'sent') return { type: 'sent' };
  if (outcome.kind === 'network') return keep();
  deps.logError(`Error sending the enquiry (${outcome.status ?? 'not sent'}):`, outcome.text);
  return { type: 'failed', error: providerError(outcome.status, outcome.text) };
}
