import { promisifyRequest, type UseStore } from 'idb-keyval';
import { LEASE_KEY } from './outbox';

/**
 * Only one sender at a time (a tab or the service worker) may send queued enquiries, or two
 * would send the same one. Senders with the Web Locks API take turns on a lock; every sender,
 * with or without it, also takes a lease with an expiry in one IndexedDB transaction (so two
 * cannot both win), renewed before each send. The lease is what excludes a sender without Web
 * Locks (an old Safari tab) from one with them (another tab, or the service worker, whose locks
 * a page's lack says nothing about). Every request is bounded by a timeout shorter than the
 * lease (SEND_TIMEOUT_MS), so a lease cannot run out while its holder still sends.
 */

/** How long a lease holds without renewal; a closed tab's lease frees itself after this. */
export const LEASE_TTL_MS = 30_000;
/** How often a sender waiting for a lease looks whether it is free. */
const LEASE_POLL_MS = 1_000;

export const LOCK_NAME = 'outbox-flush';

interface Lease {
  owner: string;
  until: number;
  /** Taken under the Web Lock: whoever holds that lock now knows this owner is done. */
  locked?: boolean;
}

type LockManagerLike = Pick<LockManager, 'request'>;

export interface LockDeps {
  locks: LockManagerLike | undefined;
  store: UseStore;
  owner: string;
  now: () => number;
  ttlMs: number;
}

function isLease(value: unknown): value is Lease {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Lease).owner === 'string' &&
    typeof (value as Lease).until === 'number'
  );
}

/**
 * Whether a lease still holds at `now`. One that runs beyond a whole time to live from now was
 * taken by a clock since set back: counted as expired, or it would park every sender until then.
 */
function current(lease: Lease, now: number, ttlMs: number): boolean {
  return lease.until > now && lease.until <= now + ttlMs;
}

/**
 * Takes the lease, or renews it, unless another owner holds one that has not expired. A sender
 * holding the Web Lock (`underLock`) may also take over a lease that was taken under it: its
 * owner has let go of the lock, so it is done or gone, even if its lease did not say so.
 */
export async function takeLease(deps: Omit<LockDeps, 'locks'>, underLock = false): Promise<boolean> {
  let taken = false;
  await deps.store('readwrite', (objects) => {
    const request = objects.get(LEASE_KEY);
    request.onsuccess = () => {
      const held: unknown = request.result;
      const now = deps.now();
      const free =
        !isLease(held) || !current(held, now, deps.ttlMs) || held.owner === deps.owner || (underLock && held.locked);
      if (free) {
        const lease: Lease = { owner: deps.owner, until: now + deps.ttlMs, ...(underLock && { locked: true }) };
        objects.put(lease, LEASE_KEY);
        taken = true;
      }
    };
    return promisifyRequest(objects.transaction);
  });
  return taken;
}

export async function releaseLease(deps: Pick<LockDeps, 'store' | 'owner'>): Promise<void> {
  await deps.store('readwrite', (objects) => {
    const request = objects.get(LEASE_KEY);
    request.onsuccess = () => {
      if (isLease(request.result) && request.result.owner === deps.owner) objects.delete(LEASE_KEY);
    };
    return promisifyRequest(objects.transaction);
  });
}

/**
 * Runs `task` as the only sender. Resolves to null when the lease is held by another sender
 * (it is sending; wait for it with whenSenderDone). `task` receives a function that renews
 * the lease and says whether this sender still holds it: when not, it must stop sending.
 */
export async function withOutboxLock<T>(
  deps: LockDeps,
  task: (keepAlive: () => Promise<boolean>) => Promise<T>,
): Promise<T | null> {
  const underLock = deps.locks !== undefined;
  const run = async () => {
    if (!(await takeLease(deps, underLock))) return null;
    try {
      return await task(() => takeLease(deps, underLock));
    } finally {
      await releaseLease(deps);
    }
  };
  return deps.locks ? deps.locks.request(LOCK_NAME, run) : run();
}

/** Whether someone else's lease still counts for this sender (see takeLease). */
async function leaseHeld(deps: Pick<LockDeps, 'store' | 'now'>, underLock: boolean): Promise<boolean> {
  const now = deps.now();
  let held = false;
  await deps.store('readonly', (objects) => {
    const request = objects.get(LEASE_KEY);
    request.onsuccess = () => {
      const lease: unknown = request.result;
      held = isLease(lease) && current(lease, now, LEASE_TTL_MS) && !(underLock && lease.locked);
    };
    return promisifyRequest(objects.transaction);
  });
  return held;
}

/**
 * Resolves once the sender has finished, or closed mid-send: the Web Lock comes free (a
 * closed tab's locks are released at once), and no lease of a sender without it is left.
 */
export async function whenSenderDone(deps: Pick<LockDeps, 'locks' | 'store' | 'now'>): Promise<void> {
  if (deps.locks) await deps.locks.request(LOCK_NAME, async () => {});
  const underLock = deps.locks !== undefined;
  while (await leaseHeld(deps, underLock)) await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
}
