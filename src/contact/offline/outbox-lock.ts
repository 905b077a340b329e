import { promisifyRequest, type UseStore } from 'idb-keyval';
import { LEASE_KEY } from './outbox';

/**
 * Only one sender at a time (a tab or the service worker) may send queued enquiries, or two
 * would send the same one. With the Web Locks API they take turns; without it, a lease with an
 * expiry is taken in one IndexedDB transaction (so two cannot both win), renewed before each
 * send, and a sender that loses skips its turn. Every request is bounded by a timeout shorter
 * than the lease (SEND_TIMEOUT_MS), so a lease cannot run out while its holder still sends.
 */

/** The lease of a sender without Web Locks; a closed tab's lease frees itself after this. */
export const LEASE_TTL_MS = 30_000;
/** How often a tab without Web Locks looks whether the sender it waits for is done. */
const LEASE_POLL_MS = 1_000;

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
 * another sender (it is sending; try again later). `task` receives a function that renews
 * the lease and says whether this sender still holds it: when not, it must stop sending.
 */
export async function withOutboxLock<T>(
  deps: LockDeps,
  task: (keepAlive: () => Promise<boolean>) => Promise<T>,
): Promise<T | null> {
  if (deps.locks) return deps.locks.request(LOCK_NAME, () => task(async () => true));
  if (!(await takeLease(deps))) return null;
  try {
    return await task(() => takeLease(deps));
  } finally {
    await releaseLease(deps);
  }
}

async function leaseHeld(deps: Pick<LockDeps, 'store' | 'now'>): Promise<boolean> {
  let held = false;
  await deps.store('readonly', (objects) => {
    const request = objects.get(LEASE_KEY);
    request.onsuccess = () => {
      held = isLease(request.result) && request.result.until > deps.now();
    };
    return promisifyRequest(objects.transaction);
  });
  return held;
}

/**
 * Resolves once the sender has finished, or closed mid-send. With Web Locks that is when the
 * lock comes free (a closed tab's locks are released); without, when its lease is gone.
 */
export async function whenSenderDone(deps: Pick<LockDeps, 'locks' | 'store' | 'now'>): Promise<void> {
  if (deps.locks) return void (await deps.locks.request(LOCK_NAME, async () => {}));
  while (await leaseHeld(deps)) await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
}
