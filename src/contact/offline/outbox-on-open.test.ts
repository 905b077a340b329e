import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { set } from 'idb-keyval';
import { openResilientStore } from './idb-store';
import { HELD_RETRY_FIRST_MS } from '../../components/load-when-online';
import { enqueue, LEASE_KEY, SCHEDULE_KEY } from './outbox';
import { OUTBOX_DB, OUTBOX_STORE } from './outbox-names';
import { countQueued, sendWaitingFromOpenPage, type OnOpenDeps } from './outbox-on-open';
import { enquiry } from './test-store';

/** The outbox's store in a fresh fake IndexedDB, and that IndexedDB. */
function freshOutbox() {
  const idb = new IDBFactory();
  globalThis.indexedDB = idb;
  return { idb, store: openResilientStore(OUTBOX_DB, OUTBOX_STORE) };
}

describe('countQueued', () => {
  it('counts the enquiries, not the lease or the schedule', async () => {
    const { idb, store } = freshOutbox();
    await enqueue(store, enquiry('a'), 1);
    await enqueue(store, enquiry('b'), 2);
    await set(LEASE_KEY, { owner: 'x', until: 3 }, store);
    await set(SCHEDULE_KEY, { failures: 1, nextAt: 4 }, store);
    expect(await countQueued(idb)).toBe(2);
  });

  it('finds none, and makes no database, where there is none', async () => {
    const idb = new IDBFactory();
    expect(await countQueued(idb)).toBe(0);
    expect((await idb.databases()).map((database) => database.name)).toEqual([]);
  });

  it('finds none in a queue emptied', async () => {
    const { idb, store } = freshOutbox();
    await set(LEASE_KEY, { owner: 'x', until: 3 }, store);
    expect(await countQueued(idb)).toBe(0);
  });
});

describe('sendWaitingFromOpenPage', () => {
  const deps = (overrides: Partial<OnOpenDeps>): OnOpenDeps & { online: () => void } => {
    const onOnline: (() => void)[] = [];
    return {
      databases: async () => [{ name: OUTBOX_DB }],
      countWaiting: async () => 1,
      runSender: vi.fn(async () => {}),
      whenOnline: (task) => onOnline.push(task),
      isOnline: () => true,
      warn: () => {},
      online: () => onOnline.splice(0).forEach((task) => task()),
      ...overrides,
    };
  };

  it('loads the sender where an enquiry waits', async () => {
    const page = deps({});
    await sendWaitingFromOpenPage(page);
    expect(page.runSender).toHaveBeenCalledTimes(1);
  });

  it('loads nothing where the outbox was never used, nor where it is empty', async () => {
    const never = deps({ databases: async () => [{ name: 'other' }], countWaiting: vi.fn(async () => 1) });
    await sendWaitingFromOpenPage(never);
    expect(never.countWaiting).not.toHaveBeenCalled();
    expect(never.runSender).not.toHaveBeenCalled();
    const empty = deps({ countWaiting: async () => 0 });
    await sendWaitingFromOpenPage(empty);
    expect(empty.runSender).not.toHaveBeenCalled();
  });

  it('loads nothing, and throws nothing, where storage is blocked', async () => {
    const blocked = deps({ countWaiting: () => Promise.reject(new DOMException('blocked', 'SecurityError')) });
    await sendWaitingFromOpenPage(blocked);
    expect(blocked.runSender).not.toHaveBeenCalled();
  });

  it('tries the sender again once online when it could not load', async () => {
    const runSender = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue();
    const page = deps({ runSender });
    await sendWaitingFromOpenPage(page);
    expect(runSender).toHaveBeenCalledTimes(1);
    page.online();
    await vi.waitFor(() => expect(runSender).toHaveBeenCalledTimes(2));
    page.online();
    expect(runSender).toHaveBeenCalledTimes(2);
  });

  it('tries the sender again after its back-off when it began loading offline and failed after the network returned', async () => {
    vi.useFakeTimers();
    try {
      let online = false;
      let refuse: (error: Error) => void = () => {};
      const runSender = vi
        .fn<() => Promise<void>>()
        .mockImplementationOnce(() => new Promise((_, reject) => (refuse = reject)))
        .mockResolvedValue();
      const page = deps({ runSender, isOnline: () => online });
      const sending = sendWaitingFromOpenPage(page);
      await vi.waitFor(() => expect(runSender).toHaveBeenCalledTimes(1));
      // Back online before the refusal is known: the `online` it waits for has gone by.
      online = true;
      refuse(new Error('offline'));
      await sending;
      await vi.advanceTimersByTimeAsync(HELD_RETRY_FIRST_MS);
      expect(runSender).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
