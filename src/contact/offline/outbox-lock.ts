import { promisifyRequest, type UseStore } from 'idb-keyval';
import { LEASE_KEY } from './outbox';

/**
 * Only one tab at a time may send queued enquiries, or two tabs would send the same one.
 * With the Web Locks API the tabs take turns; without it, a lease with an expiry is taken in
 * one IndexedDB transaction (so two tabs cannot both win) and a tab that loses skips its turn.
 */

export const LOCK_NAME = 'outbox-flush';

interface Lease {
  owner: string;
  until: number;
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

/** Takes the lease, or renews it, unless another owner holds one that has not expired. */
export async function takeLease(deps: Omit<LockDeps, 'locks'>): Promise<boolean> {
  let taken = false;
  await deps.store('readwrite', (objects) => {
    const request = objects.get(LEASE_KEY);
    request.onsuccess = () => {
      const held: unknown = request.result;
      const now = deps.now();
      if (!isLease(held) || held.until <= now || held.owner === deps.owner) {
        objects.put({ owner: deps.owner, until: now + deps.ttlMs } satisfies Lease, LEASE_KEY);
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
 * Runs `task` as the only sender. Resolves to null when the fallback lease is held by
 * another tab (that tab is sending; try again later). `task` receives a function that keeps
 * the lease alive during a long round.
 */
export async function withOutboxLock<T>(
  deps: LockDeps,
  task: (keepAlive: () => Promise<void>) => Promise<T>,
): Promise<T | null> {
  if (deps.locks) return deps.locks.request(LOCK_NAME, () => task(async () => {}));
  if (!(await takeLease(deps))) return null;
  try {
    return await task(async () => {
      await takeLease(deps);
    });
  } finally {
    await releaseLease(deps);
  }
}

/**
 * Resolves once the tab that is sending has finished, or closed mid-send. With Web Locks that
 * is when the lock comes free (a closed tab's locks are released); without, after one lease.
 */
export async function whenSenderDone(locks: LockManagerLike | undefined, ttlMs: number): Promise<void> {
  if (locks) await locks.request(LOCK_NAME, async () => {});
  else await new Promise<void>((resolve) => setTimeout(resolve, ttlMs));
}
