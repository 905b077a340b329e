import type { TemplateParams } from './template-params';
import { LIB_VERSION, SEND_PATH } from './provider-contract';
import type { EmailJsTarget } from './emailjs-config';

/**
 * Sends one enquiry to the provider: the same REST request @emailjs/browser makes (checked by
 * send.test.ts), made with fetch so that it can be bounded by a timeout and its Retry-After
 * read. The library takes no AbortSignal and hides the response headers; without a timeout a
 * send that never answers blocks every tab's queue. Framework-free; runs in a page or a worker.
 */

/** What one attempt came to. `retryAfterMs`: the provider's Retry-After, when it sent one. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'failed'; status: number; text: string; retryAfterMs: number | null };

/** `timeoutMs`: this attempt's own limit (the outbox waits longer on a retry after a timeout). */
export type Sender = (params: TemplateParams, options?: { timeoutMs?: number }) => Promise<SendOutcome>;

/** Shorter than the sender's lease (outbox-lock.ts), so a hung request cannot outlive it. */
export const SEND_TIMEOUT_MS = 10_000;

export interface SenderDeps {
  target: EmailJsTarget;
  fetch: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

export function sendRequestBody(target: EmailJsTarget, params: TemplateParams): string {
  return JSON.stringify({
    lib_version: LIB_VERSION,
    user_id: target.publicKey,
    service_id: target.serviceId,
    template_id: target.templateId,
    template_params: params,
  });
}

/** Retry-After in seconds or as an HTTP date, as a wait from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || !value.trim()) return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month; Date.parse would also take "-5" as a year.
  const date = /[a-z]{3}/i.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The provider's send address: where each enquiry is posted, and where the outbox's probe asks. */
export function sendUrl(target: Pick<EmailJsTarget, 'origin'>): string {
  return target.origin + SEND_PATH;
}

export function createSender({ target, fetch, timeoutMs = SEND_TIMEOUT_MS, now = Date.now }: SenderDeps): Sender {
  return async (params, options) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options?.timeoutMs ?? timeoutMs);
    try {
      const response = await fetch(sendUrl(target), {
        method: 'POST',
        headers: { 'Content-type': 'application/json' },
        body: sendRequestBody(target, params),
        signal: controller.signal,
      });
      // The text is part of the answer: a connection dropped while it arrives is no answer.
      const text = await response.text();
      if (response.ok) return { kind: 'sent' };
      const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), now());
      return { kind: 'failed', status: response.status, text, retryAfterMs };
    } catch {
      // An abort is our timeout; anything else thrown by fetch is a network failure.
      return controller.signal.aborted ? { kind: 'timeout' } : { kind: 'network' };
    } finally {
      clearTimeout(timer);
    }
  };
}
