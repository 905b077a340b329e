import { SEND_TIMEOUT_MS, type SendOutcome } from '../send';

/**
 * What a failed send means, and when to try again. Pure: the queue (outbox.ts) keeps one
 * schedule for all tabs and the service worker, so a provider that is down is not asked
 * once per tab.
 */

/**
 * What an answer (or its absence) says about the enquiry:
 * - `uncertain`: it may have been stored: retried, and counted against the bound on copies;
 * - `notArrived`: it was not taken: retried without counting;
 * - `refused`: refused for good; sending it again would be refused the same way.
 */
export type FailureClass = 'uncertain' | 'notArrived' | 'refused';

/**
 * The status classes, the one table the outbox decides by. `stopsRound`: the answer speaks for
 * every sender (429: slow down), so the other enquiries are not sent into it.
 *
 * - 500: the provider's own code failed, perhaps after it stored or mailed the enquiry.
 * - 504, 524: a gateway passed the request on and gave up waiting (Cloudflare's 524: the origin
 *   took the request, then timed out); 520 (empty or unknown answer) and 522 (the connection to
 *   the origin timed out, perhaps with the request on it) cannot tell either: all may have arrived.
 * - 521 (the origin refused the connection), 523 (the origin could not be reached at all), 525
 *   (the TLS handshake with the origin failed), 526 (the origin's certificate is invalid) and 530
 *   (the origin could not be resolved or reached): Cloudflare never handed the request over, so it
 *   was not processed and left no copy: not arrived, and not counted. A Cloudflare outage answers
 *   them for every enquiry for minutes; counted, every queued enquiry would be set aside and the
 *   form would say, falsely, that it may have arrived.
 * - 502: a proxy saying the service behind it could not be reached or gave no valid answer,
 *   mostly a service down or restarting, for minutes and for every enquiry: counted against the
 *   bound of two, every queued enquiry would be set aside within two rounds of a deploy. But it
 *   may come after the request was passed on (an answer the proxy could not read), so it has its
 *   own, higher bound (UNCOUNTED_SENDS_BOUND), wide enough to ride out a restart.
 * - 503, 429: the provider asks to come back later (with Retry-After, honoured within
 *   RETRY_AFTER_CAP_MS); it did not take the request.
 * - 408, 425: the request was not processed (timed out while being received, too early).
 * - 598 (a proxy's read timed out, after it passed the request on): as 504, may have arrived.
 * - Every other 5xx (501, 505–511, 599, and any the table does not know): most say the request
 *   was not carried out (501, 505: not supported; 511: a captive portal), but an unknown one cannot be read,
 *   and a server's answer may come after its code ran: retried as not arrived, but counted
 *   against UNCOUNTED_SENDS_BOUND as a 502 is, so none of them is retried without a cap.
 */
interface StatusClass {
  kind: FailureClass;
  stopsRound: boolean;
  /** Retried against its own bound, UNCOUNTED_SENDS_BOUND (see hasOwnBound). */
  ownBound: boolean;
}
const UNCERTAIN: StatusClass = { kind: 'uncertain', stopsRound: false, ownBound: false };
const NOT_ARRIVED: StatusClass = { kind: 'notArrived', stopsRound: false, ownBound: false };
/** A 502, and any 5xx the table does not list: see STATUS_CLASSES. */
const BOUNDED_NOT_ARRIVED: StatusClass = { kind: 'notArrived', stopsRound: false, ownBound: true };
const REFUSED: StatusClass = { kind: 'refused', stopsRound: false, ownBound: false };
const STATUS_CLASSES: ReadonlyMap<number, StatusClass> = new Map<number, StatusClass>([
  [500, UNCERTAIN],
  [504, UNCERTAIN],
  [520, UNCERTAIN],
  [522, UNCERTAIN],
  [524, UNCERTAIN],
  [598, UNCERTAIN],
  [521, NOT_ARRIVED],
  [523, NOT_ARRIVED],
  [525, NOT_ARRIVED],
  [526, NOT_ARRIVED],
  [530, NOT_ARRIVED],
  // Not counted against the bound of two; against its own (see hasOwnBound).
  [502, BOUNDED_NOT_ARRIVED],
  // Not the round: a 503 may be this enquiry's own (issue 50: it must not hold back the others).
  [503, NOT_ARRIVED],
  [429, { kind: 'notArrived', stopsRound: true, ownBound: false }],
  [408, NOT_ARRIVED],
  [425, NOT_ARRIVED],
]);

/** A status's class: the table's, else a 5xx is retried under its own bound, and the rest refused. */
function statusClass(status: number): StatusClass {
  return STATUS_CLASSES.get(status) ?? (status >= 500 && status <= 599 ? BOUNDED_NOT_ARRIVED : REFUSED);
}

/**
 * The class of a failed attempt. No answer at all (a timeout, a connection lost) is uncertain
 * only where the request had a way to the provider: `reached` (see flushOutbox for how the
 * outbox decides it, after the failure). Statuses as STATUS_CLASSES says.
 */
export function failureClass(outcome: Exclude<SendOutcome, { kind: 'sent' }>, reached = true): FailureClass {
  if (outcome.kind === 'network' || outcome.kind === 'timeout') return reached ? 'uncertain' : 'notArrived';
  return statusClass(outcome.status).kind;
}

/**
 * The refusals that are about the text itself (400: a field the provider would not take, 422: a
 * template's variables it could not fill): the same text sent before was refused the same way, so
 * an earlier send without an answer left no copy of it. Any other refusal (402, 403, 412, 413, 426,
 * ...) is about the account, the sender or the request, and says nothing of an earlier copy.
 */
const TEXT_REFUSALS: ReadonlySet<number> = new Set([400, 422]);

/** Whether a refusal's status (null: none, or no answer) refused the text itself: see TEXT_REFUSALS. */
export function refusedTheText(status: number | null): boolean {
  return status !== null && TEXT_REFUSALS.has(status);
}

/** Worth retrying: anything not refused for good. */
export function isTransient(outcome: SendOutcome): boolean {
  return outcome.kind !== 'sent' && failureClass(outcome) !== 'refused';
}

/**
 * Whether a failed attempt may have left a copy with the provider: counted against the bound.
 * `reached`: for an attempt without an answer, whether it had a way to the provider.
 */
export function mayHaveArrived(outcome: SendOutcome, reached = true): boolean {
  return outcome.kind !== 'sent' && failureClass(outcome, reached) === 'uncertain';
}

/**
 * A 502 (it may have been passed on before the proxy failed) or a 5xx the table does not list
 * (see STATUS_CLASSES): retried, but against its own bound, UNCOUNTED_SENDS_BOUND.
 */
export function hasOwnBound(outcome: SendOutcome): boolean {
  return outcome.kind === 'failed' && statusClass(outcome.status).ownBound;
}

/**
 * At most this many sends of one enquiry that may have left a copy but are not counted against
 * the bound of two (SEND_TIMEOUTS_MS.length), then it waits for the visitor: 502s and the 5xx the
 * status table does not list (hasOwnBound), sends an edge
 * answered without CORS (reachability.ts), and sends without an answer that a guess read as never
 * having got there (a failure within DEPARTURE_MS, with the device offline after or a probe that
 * failed: see flushOutbox). Counted per enquiry, in one sum, reset only when it is sent or the
 * visitor tries it again, so no mix of these with other failures goes on for ever: before the
 * visitor must act, one enquiry is sent at most SEND_TIMEOUTS_MS.length + this - 1 times (7)
 * without a confirmation that may have left a copy.
 *
 * Wide enough to ride out a service's restart behind its proxy: on the shared schedule
 * (retryDelayMs) six tries span 77.5 to 155 s (5 + 10 + 20 + 40 + 80 s between them, each less
 * up to half its jitter), and after an edge's answer each waits UNREAD_RETRY_AFTER_MS at least,
 * five minutes in all.
 */
export const UNCOUNTED_SENDS_BOUND = 6;

/** Whether the answer tells every sender to wait (429): the round sends no more. */
export function stopsRound(outcome: SendOutcome): boolean {
  return outcome.kind === 'failed' && statusClass(outcome.status).stopsRound;
}

export const RETRY_BASE_MS = 5_000;
export const RETRY_CAP_MS = 5 * 60_000;
/** A Retry-After beyond this is taken as this: an enquiry should not sleep for days on one header. */
export const RETRY_AFTER_CAP_MS = 60 * 60_000;

/**
 * The wait a 429 asks for when its Retry-After cannot be read: a minute, the usual window of a
 * rate limit. Retry-After is not a header a page may read from another origin unless the
 * provider lists it in Access-Control-Expose-Headers; without it, the 5 s of the first retry
 * would send into the same limit again. A 503 without one keeps the doubling schedule: it may
 * be this enquiry's own, and a minute on the shared schedule would hold back the others.
 */
export const UNREAD_RETRY_AFTER_MS = 60_000;

/** How long the answer asks every sender to wait (its Retry-After, or a 429's unread one), or null. */
export function askedWaitMs(outcome: SendOutcome): number | null {
  if (outcome.kind !== 'failed') return null;
  if (outcome.retryAfterMs !== null) return outcome.retryAfterMs;
  return outcome.status === 429 ? UNREAD_RETRY_AFTER_MS : null;
}

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

/**
 * The most sends of one enquiry that may have left a copy before it waits for the visitor, any
 * mix of failures: one short of each bound, then the one that reaches either (see flushOutbox).
 * The privacy policy states it ({{mostTries}}, with {{countedTries}}: SEND_TIMEOUTS_MS.length).
 */
export const MOST_UNCONFIRMED_SENDS = SEND_TIMEOUTS_MS.length + UNCOUNTED_SENDS_BOUND - 1;

/** The longest delay setTimeout holds; a longer one fires at once, over and over. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
