import { SEND_TIMEOUTS_MS } from './retry-policy';

/*
 * Whether the provider can be reached at all, asked only AFTER a send failed without an answer
 * (a network error or a timeout) while the device said it was online: the send always goes
 * first, so a probe that reads wrong costs a miscount, never a send. At a trade fair the usual
 * failure is a Wi-Fi that is connected without internet (or behind a captive portal, or whose
 * uplink silently drops packets): the send fails at once or waits out its limit, and the
 * request never reached the provider. Counted as "may have arrived", such an enquiry would be
 * set aside after two tries for a visitor to press "Try again", when the outbox promises to
 * send it by itself once the network is back. A provider that answers the probe was reachable:
 * our request died on the way (its answer lost), and that one is counted.
 */

/**
 * The probe's limit, from what it waits for: one exchange with the provider over this network
 * (name lookup, connection, TLS, a head without a body), which any send that could have been
 * answered in time needed too. So it gets the first send's own limit: a link slow enough to
 * answer a send within it answers the probe within it, and a shorter limit would read a slow
 * link as no link. The outbox renews its lease before the probe, so it needs only fit in that.
 */
export const PROBE_TIMEOUT_MS = SEND_TIMEOUTS_MS[0]!;

/** Resolves true when the provider answered (anything), false on a failure or no answer in time. */
export type ReachabilityProbe = () => Promise<boolean>;

/**
 * A HEAD to the provider's send address, asked as a browser asks another origin without CORS:
 * `no-cors`, so any answer counts (an opaque one, whatever its status) and no preflight goes
 * out; redirects followed, as the fetch standard requires of a no-cors request (one that stops
 * at a redirect is a network error before it is sent, so it would read "unreachable" against
 * every provider on another origin); never from a cache, without cookies. The send address,
 * not the origin's root: the root of an API host may redirect to a landing page on a host
 * connect-src does not allow. Never rejects.
 */
export function createReachabilityProbe(
  sendUrl: string,
  fetchFn: typeof fetch,
  timeoutMs: number = PROBE_TIMEOUT_MS,
): ReachabilityProbe {
  return async () => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<false>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(false);
      }, timeoutMs);
    });
    const asked = (async () => {
      await fetchFn(sendUrl, {
        method: 'HEAD',
        mode: 'no-cors',
        redirect: 'follow',
        cache: 'no-store',
        credentials: 'omit',
        signal: controller.signal,
      });
      return true;
    })().catch(() => false);
    try {
      // Raced, not only aborted: a fetch that ignores its signal still gives up at the limit.
      return await Promise.race([asked, limit]);
    } finally {
      clearTimeout(timer);
    }
  };
}
