import { describe, expect, it, vi } from 'vitest';
import { freshStore } from './test-store';
import { releaseLease, takeLease, whenSenderDone, withOutboxLock, type LockDeps } from './outbox-lock';

function tab(owner: string, store = freshStore(), clock = { now: 1000 }): LockDeps & { clock: { now: number } } {
  return { locks: undefined, store, owner, now: () => clock.now, ttlMs: 30_000, clock };
}

describe('outbox lock without the Web Locks API', () => {
  it('lets one tab hold the lease; another gets it once released or expired', async () => {
    const a = tab('a');
    const b = tab('b', a.store, a.clock);
    expect(await takeLease(a)).toBe(true);
    expect(await takeLease(b)).toBe(false);
    expect(await takeLease(a)).toBe(true);
    await releaseLease(b);
    expect(await takeLease(b)).toBe(false);
    await releaseLease(a);
    expect(await takeLease(b)).toBe(true);
    a.clock.now += 30_001;
    expect(await takeLease(a)).toBe(true);
  });

  it('never lets two tabs that ask at once both win', async () => {
    const a = tab('a');
    const others = ['b', 'c', 'd', 'e'].map((owner) => tab(owner, a.store, a.clock));
    const won = await Promise.all([a, ...others].map((deps) => takeLease(deps)));
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it('runs the task as sole sender and skips it while another tab sends', async () => {
    const a = tab('a');
    const b = tab('b', a.store, a.clock);
    const result = await withOutboxLock(a, async () => {
      expect(await withOutboxLock(b, async () => 'b ran')).toBeNull();
      return 'a ran';
    });
    expect(result).toBe('a ran');
    expect(await withOutboxLock(b, async () => 'b ran')).toBe('b ran');
  });

  it('releases the lease when the task throws', async () => {
    const a = tab('a');
    const b = tab('b', a.store, a.clock);
    await expect(withOutboxLock(a, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await takeLease(b)).toBe(true);
  });
});

describe('outbox lock with the Web Locks API', () => {
  it('asks the lock manager for the outbox lock and runs the task inside it', async () => {
    const asked: string[] = [];
    const locks = {
      request: (async (name: string, callback: (lock: Lock | null) => unknown) => {
        asked.push(name);
        return callback({ name, mode: 'exclusive' } as Lock);
      }) as LockManager['request'],
    };
    const result = await withOutboxLock({ ...tab('a'), locks }, async () => 'ran');
    expect(result).toBe('ran');
    expect(asked).toEqual(['outbox-flush']);
  });
});

describe('waiting for the tab that sends', () => {
  it('resolves when that tab lets go of the lock, and not before', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // A lock manager holding the lock for another tab until `release`.
    const locks = {
      request: ((_name: string, callback: () => Promise<unknown>) => held.then(callback)) as LockManager['request'],
    };
    let done = false;
    const waiting = whenSenderDone({ ...tab('a'), locks }).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    release();
    await waiting;
    expect(done).toBe(true);
  });

  it('without Web Locks, resolves once the sender released its lease, or it ran out', async () => {
    const a = tab('a');
    const b = tab('b', a.store, a.clock);
    const done = async (deps: LockDeps) => {
      let finished = false;
      const waiting = whenSenderDone(deps).then(() => (finished = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { finished: () => finished, waiting };
    };
    await takeLease(a);
    const released = await done(b);
    expect(released.finished()).toBe(false);
    await releaseLease(a);
    await released.waiting;

    await takeLease(a);
    const expired = await done(b);
    expect(expired.finished()).toBe(false);
    a.clock.now += 30_000;
    await expired.waiting;
  });

  it('renews the lease before each send and tells the sender when it lost it', async () => {
    const a = tab('a');
    const b = tab('b', a.store, a.clock);
    const renewals = await withOutboxLock(a, async (keepAlive) => {
      const first = await keepAlive();
      a.clock.now += 30_001;
      await takeLease(b);
      return [first, await keepAlive()];
    });
    expect(renewals).toEqual([true, false]);
  });
});

/** A lock manager for one name shared by the senders given it: each request waits its turn. */
function fakeLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: ((_name: string, callback: () => Promise<unknown>) => {
      const run = tail.then(() => callback());
      tail = run.catch(() => {});
      return run;
    }) as LockManager['request'],
  };
}

describe('senders with and without Web Locks together (a service worker and an old tab)', () => {
  it('exclude each other through the lease', async () => {
    const withLocks = { ...tab('worker'), locks: fakeLocks() };
    const without = tab('old tab', withLocks.store, withLocks.clock);
    const inside = await withOutboxLock(withLocks, async () => withOutboxLock(without, async () => 'both'));
    expect(inside).toBeNull();
    const reverse = await withOutboxLock(without, async () => withOutboxLock(withLocks, async () => 'both'));
    expect(reverse).toBeNull();
  });

  it('a lock holder takes over the lease of a sender that let go of the lock without releasing it', async () => {
    const locks = fakeLocks();
    const closed = { ...tab('closed tab'), locks };
    await takeLease(closed, true);
    const next = { ...tab('next tab', closed.store, closed.clock), locks };
    expect(await withOutboxLock(next, async () => 'sent')).toBe('sent');
    // A lease taken without the lock is honoured until it expires.
    await takeLease(tab('old tab', closed.store, closed.clock));
    expect(await withOutboxLock(next, async () => 'sent')).toBeNull();
    closed.clock.now += 30_000;
    expect(await withOutboxLock(next, async () => 'sent')).toBe('sent');
  });
});
