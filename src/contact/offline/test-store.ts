import 'fake-indexeddb/auto';
import { createStore, type UseStore } from 'idb-keyval';
import { toTemplateParams, EMPTY_FIELDS } from '../payload';
import type { TemplateParams } from '../template-params';
import type { FlushDeps } from './outbox';
import type { RunnerDeps } from './outbox-runner';
import type { SentStores } from './sent-log';

/** A fresh IndexedDB store (fake-indexeddb in Node) for each test: a database of its own name. */
export function freshStore(): UseStore {
  return createStore(`outbox-test-${crypto.randomUUID()}`, 'enquiries');
}

/** A fresh sent log: its receipts and its marks, each a store of its own (see freshStore). */
export function freshSentStores(): SentStores {
  return { receipts: freshStore(), marks: freshStore() };
}

/**
 * One round's dependencies for a test (flushOutbox): at 1000 s, with the lowest jitter, forced
 * (mode 'all') unless said otherwise, no pause between sends, each send taking no time on its own
 * clock (see runnerDeps); `overrides` on top.
 */
export function round(send: FlushDeps['send'], overrides: Partial<FlushDeps> = {}): FlushDeps {
  return {
    send,
    pause: () => Promise.resolve(),
    now: () => 1_000_000,
    monotonicNow: () => 0,
    random: () => 0,
    mode: 'all',
    ...overrides,
  };
}

/**
 * A runner's dependencies for a test: no Web Locks, no channel, online, nothing random, sends that
 * take no time (see monotonicNow), a
 * provider that accepts (and answers a reachability probe), its own receipts store; `overrides` on top.
 */
export function runnerDeps(store: UseStore, overrides: Partial<RunnerDeps> = {}): RunnerDeps {
  return {
    store,
    sentStores: freshSentStores(),
    send: async () => ({ kind: 'sent' }),
    locks: undefined,
    openChannel: () => null,
    isOnline: () => true,
    reachable: async () => 'answered',
    now: Date.now,
    // A clock of its own: the real one would time each send against DEPARTURE_MS (outbox.ts),
    // and a send slowed by a loaded machine would count as one that may have gone out.
    monotonicNow: () => 0,
    random: () => 0,
    owner: Math.random().toString(36),
    pauseMs: 0,
    warn: () => {},
    ...overrides,
  };
}

export function enquiry(id: string, name = `Visitor ${id}`): TemplateParams {
  return toTemplateParams(
    { ...EMPTY_FIELDS, name, email: `${id}@example.com`, message: `Enquiry ${id}` },
    { submissionId: id, toName: 'Mostrari' },
  );
}

/** `store` as on a full disk for the keys starting with `prefix`: each write of one throws. */
export function fullFor(store: UseStore, prefix: string): UseStore {
  return (mode, callback) =>
    store(mode, (objects) => {
      const put = objects.put.bind(objects);
      objects.put = (value, key) => {
        if (typeof key === 'string' && key.startsWith(prefix))
          throw new DOMException('The disk is full', 'QuotaExceededError');
        return put(value, key);
      };
      return callback(objects);
    });
}

/** `store` as on a device whose storage refuses every write: each read-write transaction throws. */
export function refusingWrites(store: UseStore): UseStore {
  return (mode, callback) => {
    if (mode === 'readwrite') return Promise.reject(new DOMException('The disk is full', 'QuotaExceededError'));
    return store(mode, callback);
  };
}
