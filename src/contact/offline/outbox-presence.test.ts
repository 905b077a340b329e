import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { get, promisifyRequest, set } from 'idb-keyval';
import { openResilientStore } from './idb-store';
import { OUTBOX_DB, SENT_DB } from './outbox-names';
import { outboxMayExist, watchOutboxPresence, type PresenceDeps } from './outbox-presence';

/** A channel a test speaks on, and whether the watcher closed it. */
function fakeChannel() {
  const channel = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    closed: false,
    close: () => void (channel.closed = true),
  };
  return channel;
}

const listing =
  (...names: string[]) =>
  async () =>
    names.map((name) => ({ name, version: 1 }));

/** Lets the watcher's database check answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whether the outbox may have something to show', () => {
  it('is so when either of its databases exists, and not when only others do', async () => {
    expect(await outboxMayExist(listing(OUTBOX_DB))).toBe(true);
    expect(await outboxMayExist(listing('keyval-store', SENT_DB))).toBe(true);
    expect(await outboxMayExist(listing('keyval-store', 'workbox-expiration'))).toBe(false);
    expect(await outboxMayExist(listing())).toBe(false);
  });

  it('is assumed when the browser cannot list databases, or listing fails', async () => {
    expect(await outboxMayExist(undefined)).toBe(true);
    expect(await outboxMayExist(() => Promise.reject(new DOMException('refused', 'SecurityError')))).toBe(true);
  });

  it('reads real IndexedDB: none before the outbox stores anything, one after', async () => {
    const factory = new IDBFactory();
    const databases = () => factory.databases();
    expect(await outboxMayExist(databases)).toBe(false);
    const real = globalThis.indexedDB;
    globalThis.indexedDB = factory;
    try {
      const store = openResilientStore(OUTBOX_DB, 'enquiries');
      await set('enquiry:1', { id: '1' }, store);
      expect(await get('enquiry:1', store)).toEqual({ id: '1' });
    } finally {
      globalThis.indexedDB = real;
    }
    expect(await outboxMayExist(databases)).toBe(true);
    await promisifyRequest(factory.deleteDatabase(OUTBOX_DB));
    expect(await outboxMayExist(databases)).toBe(false);
  });
});

describe('watching for the outbox', () => {
  const watch = (deps: Partial<PresenceDeps>) => {
    const channel = fakeChannel();
    const onPresent = vi.fn();
    const stop = watchOutboxPresence(onPresent, { openChannel: () => channel, ...deps });
    return { channel, onPresent, stop };
  };

  it('says so at once when a database exists, and stops listening', async () => {
    const { channel, onPresent } = watch({ databases: listing(OUTBOX_DB) });
    await settle();
    expect(onPresent).toHaveBeenCalledTimes(1);
    expect(channel.closed).toBe(true);
  });

  it('with none, waits for a sender on the channel, then says so once', async () => {
    const { channel, onPresent } = watch({ databases: listing() });
    await settle();
    expect(onPresent).not.toHaveBeenCalled();
    expect(channel.closed).toBe(false);
    channel.onmessage?.(new MessageEvent('message'));
    channel.onmessage?.(new MessageEvent('message'));
    expect(onPresent).toHaveBeenCalledTimes(1);
    expect(channel.closed).toBe(true);
  });

  it('says nothing once stopped, even when the check answers yes afterwards', async () => {
    const { channel, onPresent, stop } = watch({ databases: listing(SENT_DB) });
    stop();
    await settle();
    channel.onmessage?.(new MessageEvent('message'));
    expect(onPresent).not.toHaveBeenCalled();
    expect(channel.closed).toBe(true);
  });

  it('works without BroadcastChannel', async () => {
    const onPresent = vi.fn();
    watchOutboxPresence(onPresent, { databases: listing(OUTBOX_DB), openChannel: () => null });
    await settle();
    expect(onPresent).toHaveBeenCalledTimes(1);
  });
});
