import { SEND_TIMEOUTS_MS } from './retry-policy';

/*
 * Whether the provider can be reached at all, asked only AFTER a send failed with a network error
 * while the device said it was online: the send always goes first, so a probe that reads wrong
 * costs a miscount, never a send. At a trade fair the usual failure is a Wi-Fi that is connected
 * without internet (or behind a captive portal): the send fails at once (no name lookup, a
 * refused connection), and the request never reached the provider. Counted as "may have
 * arrived", such an enquiry would be set aside after two tries for a visitor to press "Try
 * again", when the outbox promises to send it by itself once the network is back. So a probe
 * that fails with an error, after a send that failed within DEPARTURE_MS (outbox.ts), leaves the
 * send out of the bound of two; but that is a guess (a lost answer on a warm connection fails as
 * fast, and a probe may fail for its own reasons: a redirect, a policy), so such sends have their
 * own bound, UNCOUNTED_SENDS_BOUND (review R1). A provider that answers the probe was reachable:
 * our request died on the way (its answer lost), and that one is counted. A probe without any
 * answer in time counts too (see ProbeResult). A timeout is never probed: it always counts.
 */

/**
 * The probe's limit, from what it waits for: one exchange with the provider over this network
 * (name lookup, connection, TLS, a head without a body), which any send that could have been
 * answered in time needed too. So it gets the first send's own limit: a link slow enough to
 * answer a send within it answers the probe within it, and a shorter limit would read a slow
 * link as no link. The outbox renews its lease before the probe, so it needs only fit in that.
 */
export const PROBE_TIMEOUT_MS = SEND_TIMEOUTS_MS[0]!;

/**
 * What the probe saw, four ways, because they mean different things for a send that got no answer:
 * - `answered`: the provider answered (anything): the way was open, our answer was lost; counts.
 * - `failed`: the fetch failed with an error before the limit (no name lookup, connection refused
 *   or reset, a captive portal's certificate): most likely this network cannot reach the provider
 *   now, so a send that failed as fast could not have either; not counted against the bound of
 *   two, but against UNCOUNTED_SENDS_BOUND, as it may be wrong.
 * - `silent`: no answer within the limit. A dead uplink looks like this, and so does a lossy link
 *   that carried the send's request and lost its answer (issue 50, review H1): the mail went out.
 *   Nothing tells the two apart, so it counts: at worst a dead uplink sets an enquiry aside for the
 *   visitor after two tries; read as "never got there" it would send one copy per retry for ever.
 * - `answeredWithoutCors`: something answered, but not in a way this page may read (a CDN's or
 *   gateway's own 502/503/429/52x page, sent without CORS headers): the send failed as a network
 *   error for that reason, not because its answer was lost (review 2). It is the edge's answer,
 *   and speaks for every enquiry: treated as a gateway failure (see flushOutbox), after which every
 *   sender waits UNREAD_RETRY_AFTER_MS. It may also be a lost answer (the cors HEAD's connection
 *   reset): UNCOUNTED_SENDS_BOUND caps those copies too.
 */
export type ProbeResult = 'answered' | 'answeredWithoutCors' | 'failed' | 'silent';

/** Never rejects. */
export type ReachabilityProbe = () => Promise<ProbeResult>;

/**
 * First a HEAD to the provider's send address, asked as a browser asks another origin without CORS:
 * `no-cors`, so any answer counts (an opaque one, whatever its status) and no preflight goes
 * out; redirects followed, as the fetch standard requires of a no-cors request (one that stops
 * at a redirect is a network error before it is sent, so it would read "unreachable" against
 * every provider on another origin); never from a cache, without cookies. The send address,
 * not the origin's root: the root of an API host may redirect to a landing page on a host
 * connect-src does not allow.
 *
 * Once that one was answered, the same HEAD in `cors` mode (HEAD is a simple request: no
 * preflight), within the same limit: an error there, after an answer without CORS, is an edge
 * answering for the provider without CORS headers. The provider's own answers carry them (the
 * library reads its refusals' text across origins). Should its answer to a HEAD not, every lost
 * answer would read as an edge's: UNCOUNTED_SENDS_BOUND still caps copies.
 */
export function createReachabilityProbe(
  sendUrl: string,
  fetchFn: typeof fetch,
  timeoutMs: number = PROBE_TIMEOUT_MS,
): ReachabilityProbe {
  return async () => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // What the limit says depends on how far the probe got: an answer without CORS already seen
    // is an answer, whatever the second request does.
    let seen: ProbeResult = 'silent';
    const limit = new Promise<ProbeResult>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(seen);
      }, timeoutMs);
    });
    const head = (mode: RequestMode) =>
      fetchFn(sendUrl, {
        method: 'HEAD',
        mode,
        redirect: 'follow',
        cache: 'no-store',
        credentials: 'omit',
        signal: controller.signal,
      });
    const asked = (async (): Promise<ProbeResult> => {
      try {
        await head('no-cors');
      } catch {
        return 'failed';
      }
      seen = 'answered';
      try {
        await head('cors');
        return 'answered';
      } catch {
        // Aborted at the limit: the limit has answered already, with `seen`.
        return 'answeredWithoutCors';
      }
    })();
    try {
      // Raced, not only aborted: a fetch that ignores its signal still gives up at the limit.
      return await Promise.race([asked, limit]);
    } finally {
      clearTimeout(timer);
    }
  };
}
