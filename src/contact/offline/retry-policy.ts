import { SEND_TIMEOUT_MS, type SendOutcome } from '../send';

/**
 * What a failed send means, and when to try again. Pure: the queue (outbox.ts) keeps one
 * schedule for all tabs and the service worker, so a provider that is down is not asked
 * once per tab.
 */

/**
 * Worth retrying: no answer (network, timeout), 408 Request Timeout, 425 Too Early, 429 Too Many
 * Requests and any 5xx. Every other refusal would be refused the same way again.
 */
export function isTransient(outcome: SendOutcome): boolean {
  if (outcome.kind === 'network' || outcome.kind === 'timeout') return true;
  if (outcome.kind !== 'failed') return false;
  const { status } = outcome;
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/**
 * Whether a failed attempt may have left a copy with the provider: no answer in time; a 502 or
 * 504 (a gateway that passed the request on, then lost or gave up on the answer); a connection
 * lost while the provider could be reached (it may have stored it and the answer was lost).
 * `reached`: online, and for a lost connection the provider answered a probe (reachability.ts);
 * offline, or online without a way out (a Wi-Fi without internet), the request never left.
 * These are counted against the bound on copies.
 */
export function mayHaveArrived(outcome: SendOutcome, reached: boolean): boolean {
  if (outcome.kind === 'timeout') return true;
  if (outcome.kind === 'network') return reached;
  return outcome.kind === 'failed' && (outcome.status === 502 || outcome.status === 504);
}

export const RETRY_BASE_MS = 5_000;
export const RETRY_CAP_MS = 5 * 60_000;
/** A Retry-After beyond this is taken as this: an enquiry should not sleep for days on one header. */
export const RETRY_AFTER_CAP_MS = 60 * 60_000;

/**
 * The wait after the `failures`-th failure in a row: doubling from 5 s, capped at 5 min, with
 * "equal jitter" (half fixed, half random) so that devices coming back online together spread
 * out; never shorter than the provider's Retry-After.
 */
export function retryDelayMs(failures: number, random: () => number, retryAfterMs: number | null = null): number {
  const exponential = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
  const jittered = Math.round(exponential / 2 + (random() * exponential) / 2);
  return retryAfterMs === null ? jittered : Math.max(jittered, Math.min(retryAfterMs, RETRY_AFTER_CAP_MS));
}

/** A short line for the record: why the last try failed. */
export function failureReason(outcome: SendOutcome): string {
  if (outcome.kind === 'failed') return `${outcome.status} ${outcome.text}`.trim();
  return outcome.kind;
}

/**
 * How long each attempt of one enquiry waits for an answer, by the attempts in a row that may
 * have left a copy (see mayHaveArrived): a provider that accepts but answers late got a copy
 * each time, so the retry waits longer, and after the last a visitor decides (at most this many
 * copies). Each is shorter than the
 * sender's lease (LEASE_TTL_MS, 30 s, renewed before each send), so no send outlives it.
 */
export const SEND_TIMEOUTS_MS: readonly number[] = [SEND_TIMEOUT_MS, 25_000];

/** The longest delay setTimeout holds; a longer one fires at once, over and over. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
