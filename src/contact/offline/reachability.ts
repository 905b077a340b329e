import { LEASE_TTL_MS } from './outbox-lock';
import { SEND_TIMEOUTS_MS } from './retry-policy';

/*
 * Whether the provider can be reached at all, asked after a send failed with a network error
 * while the device said it was online. At a trade fair the usual failure is a Wi-Fi that is
 * connected without internet (or behind a captive portal): every send fails at once, online,
 * and the request never left. Counted as "may have arrived", such an enquiry would be set
 * aside after two tries for a visitor to press "Try again", when the outbox promises to send it
 * by itself once the network is back. A provider that answers the probe was reachable: our
 * request died on the way (its answer lost), and that one is counted.
 */

/**
 * The probe's limit: what the sender's lease (renewed before each send) leaves after the
 * longest send. A network error comes before the send's own limit, so send and probe together
 * never outlast the lease. Short, too, because its answer is not needed, only whether one comes.
 */
export const PROBE_TIMEOUT_MS = LEASE_TTL_MS - Math.max(...SEND_TIMEOUTS_MS);

/** Resolves true when the provider answered (anything), false on a failure or no answer in time. */
export type ReachabilityProbe = () => Promise<boolean>;

/**
 * A HEAD to the provider's origin: `no-cors`, so any answer counts (an opaque one too) and no
 * preflight goes out; never from a cache, without cookies. Never rejects.
 */
export function createReachabilityProbe(
  origin: string,
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
      await fetchFn(`${origin}/`, {
        method: 'HEAD',
        mode: 'no-cors',
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
