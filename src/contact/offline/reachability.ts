import { LEASE_TTL_MS } from './outbox-lock';
import { SEND_TIMEOUTS_MS } from './retry-policy';

/*
 * Whether the provider can be reached at all, asked before each send (see flushOutbox for the
 * rule it serves). At a trade fair the usual failure is a Wi-Fi that is connected without
 * internet, behind a captive portal, or whose uplink silently drops packets: a send there
 * either fails at once or waits out its whole limit, and never reaches the provider. Counted as
 * "may have arrived", such an enquiry would be set aside after two tries for a visitor to press
 * "Try again", when the outbox promises to send it by itself once the network is back. Asked
 * first, the probe keeps such a send from going out at all; a send that went out after an
 * answer had a way to the provider, and a failure then is counted.
 */

/**
 * The probe's limit: what the sender's lease (renewed before the probe) leaves after the
 * longest send, so that probe and send together never outlast the lease. Short, too, because
 * its answer is not needed, only whether one comes.
 */
export const PROBE_TIMEOUT_MS = LEASE_TTL_MS - Math.max(...SEND_TIMEOUTS_MS);

/** Resolves true when the provider answered (anything), false on a failure or no answer in time. */
export type ReachabilityProbe = () => Promise<boolean>;

/**
 * A HEAD to the provider's origin: `no-cors`, so any answer counts (an opaque one too) and no
 * preflight goes out; never from a cache, without cookies. Redirects are not followed: an
 * origin that redirects its root elsewhere (a landing page on another host) would take the
 * probe to a host connect-src does not allow, and the blocked fetch would read as no network
 * every time; stopped at the redirect, the answer is an opaque redirect, and the origin did
 * answer. Never rejects.
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
        redirect: 'manual',
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
