import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { enquiry, freshSentStores, freshStore, runnerDeps } from './test-store';
import { enqueue, readOutbox } from './outbox';
import type { Sender } from '../send';
import {
  createOutboxRunner,
  QUEUE_LIMIT_MS,
  RECEIPTS_LIMIT_MS,
  SUBMIT_SETTLE_MS,
  type ChannelLike,
} from './outbox-runner';
import { openResilientStore } from './idb-store';
import { MARK_VERSION, SENT_CHECK_LIMIT_MS, sentState, wasSent, type SentStores } from './sent-log';

/*
 * The check of the sent log on the way to saving (issue 54): a safeguard that must never hold a
 * Save for ever. A store that does not answer (its open queued behind an upgrade another
 * connection blocks) makes the answer 'unknown' within SENT_CHECK_LIMIT_MS; a new id is queued all
 * the same, one that may have been queued before is not.
 */

/** A store whose every use waits for ever, as one whose open never settles. */
const silent: UseStore = () => new Promise(() => {});

/** Only the timers: fake-indexeddb runs on setImmediate, which stays real. */
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

/** Lets fake-indexeddb, which answers on setImmediate, finish what it was asked. */
const drain = async () => {
  for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * `promise` once the fake clock has run `ms` (in small steps, the store answering between them as
 * it would in time), or 'pending' if it has not settled by then.
 */
async function after<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  let settled = false;
  let value: T | undefined;
  void promise.then((answer) => {
    settled = true;
    value = answer;
  });
  const step = 50;
  await drain();
  for (let run = 0; run < ms && !settled; run += step) {
    await vi.advanceTimersByTimeAsync(Math.min(step, ms - run));
    await drain();
  }
  return settled ? value! : 'pending';
}

const marksOf = (stores: SentStores, id: string, sentAt: number) =>
  set(id, { v: MARK_VERSION, id, sentAt }, stores.marks);

describe('the check whether an enquiry was sent', () => {
  it('answers from both stores when they answer', async () => {
    const stores = freshSentStores();
    await marksOf(stores, 'a', 5);
    expect(await after(sentState(stores, 'a'), 0)).toBe('sent');
    expect(await after(sentState(stores, 'b'), 0)).toBe('notSent');
  });

  it('settles as unknown at its limit when a store never answers, and not before', async () => {
    const stores = { ...freshSentStores(), marks: silent };
    const check = sentState(stores, 'a');
    expect(await after(check, SENT_CHECK_LIMIT_MS - 1)).toBe('pending');
    expect(await after(check, 1)).toBe('unknown');
    expect(await after(wasSent(stores, 'a'), SENT_CHECK_LIMIT_MS)).toBe(false);
  });

  it('says sent at once when one store holds it, however long the other takes', async () => {
    const stores = freshSentStores();
    await marksOf(stores, 'a', 5);
    expect(await after(sentState({ ...stores, receipts: silent }, 'a'), 0)).toBe('sent');
  });

  it('takes a store that fails twice, at once or later, as one that cannot be read: not known sent, as before the limit', async () => {
    const throwing: UseStore = () => {
      throw new DOMException('Refused', 'UnknownError');
    };
    const failing: UseStore = () => Promise.reject(new DOMException('Refused', 'UnknownError'));
    expect(await after(sentState({ ...freshSentStores(), marks: throwing }, 'a'), 0)).toBe('notSent');
    expect(await after(sentState({ ...freshSentStores(), receipts: failing }, 'a'), 0)).toBe('notSent');
  });

  it('asks a store that failed once again, and hears it', async () => {
    const stores = freshSentStores();
    await marksOf(stores, 'a', 5);
    let failures = 1;
    const flaky: UseStore = (mode, callback) =>
      failures-- > 0 ? Promise.reject(new DOMException('Refused', 'UnknownError')) : stores.marks(mode, callback);
    expect(await after(sentState({ ...stores, marks: flaky }, 'a'), 0)).toBe('sent');
  });

  it('takes a store whose own bound gave up as one that did not answer', async () => {
    const gaveUp: UseStore = () => Promise.reject(new DOMException('No answer', 'TimeoutError'));
    expect(await after(sentState({ ...freshSentStores(), marks: gaveUp }, 'a'), 0)).toBe('unknown');
  });
});

describe('a sent log that fails at once (its open blocked by an old connection)', () => {
  it('does not keep a card reopened after a reload from being saved', async () => {
    const queue = freshStore();
    const blocked: UseStore = () => Promise.reject(new DOMException('Opening is blocked', 'AbortError'));
    const runner = createOutboxRunner(
      runnerDeps(queue, { sentStores: { receipts: blocked, marks: blocked }, isOnline: () => false }),
    );
    const saving = runner.submit(enquiry('reopened'), { neverQueued: false });
    expect(await after(saving, SUBMIT_SETTLE_MS)).toEqual({ kind: 'queued' });
    expect((await readOutbox(queue)).map((entry) => entry.id)).toEqual(['reopened']);
  });
});

describe('a send found cut off while the sent log is slow', () => {
  it('waits for the log as long as its own bound, and does not send again what it holds', async () => {
    const queue = freshStore();
    const sentStores = freshSentStores();
    await enqueue(queue, enquiry('cut'), 1);
    const key = 'enquiry:cut';
    await set(key, { ...((await get(key, queue)) as object), attempts: 1, inFlight: { attempt: 1, at: 500 } }, queue);
    await marksOf(sentStores, 'cut', 600);
    // Answers in 2 s: slower than a Save's check, well within the runner's.
    const slow: UseStore = (mode, callback) =>
      new Promise((resolve) => setTimeout(resolve, 2_000)).then(() => sentStores.marks(mode, callback));
    const send = vi.fn(async () => ({ kind: 'sent' as const }));
    const runner = createOutboxRunner(runnerDeps(queue, { send, sentStores: { ...sentStores, marks: slow } }));
    // Then the queue is shown again, reading the slow log once more.
    expect(await after(runner.flush('all'), 3 * RECEIPTS_LIMIT_MS)).toBeUndefined();
    expect(send).not.toHaveBeenCalled();
    expect(await readOutbox(queue)).toEqual([]);
  });
});

describe('queueing while the sent log does not answer', () => {
  it('queues a new id within the limit: it cannot have been sent', async () => {
    const queue = freshStore();
    const stores = { ...freshSentStores(), marks: silent };
    const queued = await after(enqueue(queue, enquiry('new'), 1, { stores, neverQueued: true }), SENT_CHECK_LIMIT_MS);
    expect(queued).toMatchObject({ id: 'new' });
    expect((await readOutbox(queue)).map((entry) => entry.id)).toEqual(['new']);
  });

  it('does not queue an id that may have been queued and sent before: it says so instead', async () => {
    const queue = freshStore();
    const stores = { ...freshSentStores(), marks: silent };
    const queued = await after(enqueue(queue, enquiry('kept'), 1, { stores, neverQueued: false }), SENT_CHECK_LIMIT_MS);
    expect(queued).toBe('unconfirmed');
    expect(await readOutbox(queue)).toEqual([]);
  });

  it('keeps an id still in the queue as it is: not sent, whatever the log could say', async () => {
    const queue = freshStore();
    await enqueue(queue, enquiry('waiting', 'First'), 1);
    const stores = { ...freshSentStores(), marks: silent };
    const again = enqueue(queue, enquiry('waiting', 'Again'), 2, { stores, neverQueued: false });
    expect(await after(again, SENT_CHECK_LIMIT_MS)).toMatchObject({ id: 'waiting' });
    expect((await readOutbox(queue)).map((entry) => entry.params.from_name)).toEqual(['First']);
  });

  it('still finds a sent id by the store that answers', async () => {
    const queue = freshStore();
    const stores = freshSentStores();
    await marksOf(stores, 'gone', 5);
    const again = enqueue(queue, enquiry('gone'), 2, { stores: { ...stores, receipts: silent }, neverQueued: true });
    expect(await after(again, 0)).toBe('sent');
    expect(await readOutbox(queue)).toEqual([]);
  });

  it('settles when the marks database cannot be opened: its open waits behind an upgrade an old connection blocks', async () => {
    const name = `marks-blocked-${crypto.randomUUID()}`;
    // An older tab's connection, which does not close on `versionchange`.
    const old = await promisifyRequest(
      Object.assign(indexedDB.open(name, 1), {
        onupgradeneeded(this: IDBOpenDBRequest) {
          this.result.createObjectStore('marks');
        },
      }),
    );
    // A newer tab's upgrade: blocked by it, and every open after it waits in line behind it.
    const upgrade = indexedDB.open(name, 2);
    const blocked = new Promise((resolve) => (upgrade.onblocked = resolve));
    await blocked;
    const marks = openResilientStore(name, 'marks');
    const stores = { receipts: freshStore(), marks };
    const queue = freshStore();
    expect(await after(sentState(stores, 'new'), SENT_CHECK_LIMIT_MS)).toBe('unknown');
    const queued = await after(enqueue(queue, enquiry('new'), 1, { stores, neverQueued: true }), SENT_CHECK_LIMIT_MS);
    expect(queued).toMatchObject({ id: 'new' });
    // Once the old connection goes, the upgrade and the waiting open go through, and the log answers.
    old.close();
    await new Promise((resolve) => (upgrade.onsuccess = resolve));
    upgrade.result.close();
    expect(await after(sentState(stores, 'new'), 0)).toBe('notSent');
    marks.close();
  });
});

describe('a Save while the sent log does not answer', () => {
  it('is queued in time for a new id, and a second Save of an id this sender queued is not taken as new', async () => {
    const queue = freshStore();
    const runner = createOutboxRunner(
      runnerDeps(queue, {
        sentStores: { ...freshSentStores(), marks: silent },
        isOnline: () => false,
      }),
    );
    const first = runner.submit(enquiry('card'), { neverQueued: true });
    // Written once the check gave up; said queued once showing the queue has had its time.
    await after(first, SENT_CHECK_LIMIT_MS);
    expect((await readOutbox(queue)).map((entry) => entry.id)).toEqual(['card']);
    expect(await after(first, SUBMIT_SETTLE_MS)).toEqual({ kind: 'queued' });
    // Still queued: kept as it is, and said queued.
    const again = runner.submit(enquiry('card'), { neverQueued: true });
    expect(await after(again, SENT_CHECK_LIMIT_MS + SUBMIT_SETTLE_MS)).toEqual({ kind: 'queued' });
    expect((await readOutbox(queue)).map((entry) => entry.id)).toEqual(['card']);
  });

  it('says unconfirmed, within the limit, for an id that may have gone before', async () => {
    const queue = freshStore();
    const warn = vi.fn();
    const runner = createOutboxRunner(
      runnerDeps(queue, { sentStores: { ...freshSentStores(), marks: silent }, isOnline: () => false, warn }),
    );
    const kept = runner.submit(enquiry('restored'));
    expect(await after(kept, SENT_CHECK_LIMIT_MS)).toEqual({ kind: 'unconfirmed' });
    expect(await readOutbox(queue)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/did not answer in time/));
  });

  it('says unconfirmed within the limit when the queue itself does not answer, and sends nothing beside it', async () => {
    const queue = freshStore();
    const send = vi.fn(async () => ({ kind: 'sent' as const }));
    // Reads answer; a write waits for ever, as one behind a transaction that never ends.
    const stuck: UseStore = (mode, callback) => (mode === 'readwrite' ? new Promise(() => {}) : queue(mode, callback));
    const runner = createOutboxRunner(runnerDeps(stuck, { send, warn: () => {} }));
    const saving = runner.submit(enquiry('stuck'), { neverQueued: true });
    expect(await after(saving, QUEUE_LIMIT_MS - 1)).toBe('pending');
    expect(await after(saving, 1)).toEqual({ kind: 'unconfirmed' });
    expect(send).not.toHaveBeenCalled();
  });

  it('takes an id this sender queued and saw sent as not new: a log that cannot say keeps it from going twice', async () => {
    const queue = freshStore();
    const sentStores = freshSentStores();
    let marks: UseStore = sentStores.marks;
    let receipts: UseStore = sentStores.receipts;
    const runner = createOutboxRunner(
      runnerDeps(queue, {
        sentStores: { marks: (...args) => marks(...args), receipts: (...args) => receipts(...args) },
      }),
    );
    expect(await after(runner.submit(enquiry('once'), { neverQueued: true }), SUBMIT_SETTLE_MS)).toEqual({
      kind: 'sent',
    });
    marks = silent;
    receipts = silent;
    const again = runner.submit(enquiry('once'), { neverQueued: true });
    expect(await after(again, SENT_CHECK_LIMIT_MS)).toEqual({ kind: 'unconfirmed' });
    expect(await readOutbox(queue)).toEqual([]);
  });
});

describe('a Save whose queue write was given up on', () => {
  /** `queue` whose first write waits until `letGo`, as one behind a transaction held elsewhere. */
  function heldOnce(queue: UseStore) {
    let letGo: () => void = () => {};
    let held: Promise<void> | null = new Promise((resolve) => (letGo = resolve));
    const store: UseStore = (mode, callback) => {
      const waitFor = mode === 'readwrite' ? held : null;
      if (waitFor) held = null;
      return waitFor ? waitFor.then(() => queue(mode, callback)) : queue(mode, callback);
    };
    return { store, letGo: () => letGo() };
  }

  it('shows in the queue when the write lands after all, and goes from there', async () => {
    const queue = freshStore();
    const { store, letGo } = heldOnce(queue);
    let online = false;
    const send = vi.fn(async () => ({ kind: 'sent' as const }));
    const runner = createOutboxRunner(runnerDeps(store, { send, isOnline: () => online }));
    const saving = runner.submit(enquiry('late'), { neverQueued: true });
    expect(await after(saving, QUEUE_LIMIT_MS)).toEqual({ kind: 'unconfirmed' });
    expect(runner.getSnapshot().entries).toEqual([]);
    letGo();
    await after(Promise.resolve(), 100);
    expect(runner.getSnapshot().entries.map((entry) => entry.id)).toEqual(['late']);
    expect(send).not.toHaveBeenCalled();
    // Online, it is sent from the queue once it has landed, with nothing else to start it.
    online = true;
    const second = heldOnce(freshStore());
    const sending = createOutboxRunner(runnerDeps(second.store, { send }));
    expect(await after(sending.submit(enquiry('later'), { neverQueued: true }), QUEUE_LIMIT_MS)).toEqual({
      kind: 'unconfirmed',
    });
    second.letGo();
    await after(Promise.resolve(), SUBMIT_SETTLE_MS);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is not queued again on the next Save when the write landed late and went while the log is slow', async () => {
    const queue = freshStore();
    const { store, letGo } = heldOnce(queue);
    const sentStores = freshSentStores();
    let marks: UseStore = sentStores.marks;
    let receipts: UseStore = sentStores.receipts;
    const send = vi.fn(async () => ({ kind: 'sent' as const }));
    const runner = createOutboxRunner(
      runnerDeps(store, {
        send,
        sentStores: { marks: (...args) => marks(...args), receipts: (...args) => receipts(...args) },
      }),
    );
    expect(await after(runner.submit(enquiry('late'), { neverQueued: true }), QUEUE_LIMIT_MS)).toEqual({
      kind: 'unconfirmed',
    });
    // It lands after all, and is sent from the queue.
    letGo();
    await after(Promise.resolve(), 100);
    await after(runner.flush('all'), SUBMIT_SETTLE_MS);
    expect(send).toHaveBeenCalledTimes(1);
    // The rep saves again while the log is slow: it may have gone, and is not queued again.
    marks = silent;
    receipts = silent;
    const again = runner.submit(enquiry('late'), { neverQueued: true });
    expect(await after(again, SENT_CHECK_LIMIT_MS + SUBMIT_SETTLE_MS)).toEqual({ kind: 'unconfirmed' });
    await after(runner.flush('all'), SUBMIT_SETTLE_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await readOutbox(queue)).toEqual([]);
  });
});

describe('a correction while the queue does not answer', () => {
  it('fails within QUEUE_LIMIT_MS as one not confirmed, and not before', async () => {
    const queue = freshStore();
    await enqueue(queue, enquiry('lead', 'First'), 1);
    const stuck: UseStore = (mode, callback) => (mode === 'readwrite' ? new Promise(() => {}) : queue(mode, callback));
    const runner = createOutboxRunner(runnerDeps(stuck, { isOnline: () => false }));
    const correcting = runner.correct(enquiry('lead', 'Corrected')).catch((error: unknown) => error);
    expect(await after(correcting, QUEUE_LIMIT_MS - 1)).toBe('pending');
    expect(await after(correcting, 1)).toMatchObject({ name: 'TimeoutError' });
  });
});

describe('an id another tab sent, submitted again while the sent log is slow', () => {
  /** BroadcastChannel between senders in one test: each message reaches the others a moment later. */
  function channelHub() {
    const open = new Set<ChannelLike>();
    return (): ChannelLike => {
      const channel: ChannelLike = {
        onmessage: null,
        postMessage(message) {
          for (const other of open)
            if (other !== channel) setImmediate(() => other.onmessage?.({ data: message } as MessageEvent));
        },
        close: () => void open.delete(channel),
      };
      open.add(channel);
      return channel;
    };
  }

  /*
   * F1: tab A minted the id and keeps it in its draft; the visitor duplicates the tab (the draft
   * and its id go with it), sends from the copy, B, and then presses Send in A while another
   * transaction holds the sent log. A minted the id, so it claims it new (neverQueued), and a log
   * that cannot answer let it go a second time.
   */
  it('is not sent again by the tab that minted it, once that tab has seen it sent; a new id still goes', async () => {
    const queue = freshStore();
    const sentStores = freshSentStores();
    let marks: UseStore = sentStores.marks;
    let receipts: UseStore = sentStores.receipts;
    const switchable: SentStores = { marks: (...args) => marks(...args), receipts: (...args) => receipts(...args) };
    const send = vi.fn<Sender>(async () => ({ kind: 'sent' }));
    const openChannel = channelHub();
    const tabA = createOutboxRunner(runnerDeps(queue, { send, sentStores: switchable, openChannel }));
    const tabB = createOutboxRunner(runnerDeps(queue, { send, sentStores: switchable, openChannel }));
    const stops = [tabA.start(), tabB.start()];
    await after(Promise.resolve(), 100);

    // B restored the draft: the id is not its own, and the log, answering, lets it go once.
    expect(await after(tabB.submit(enquiry('x'), { neverQueued: false }), SUBMIT_SETTLE_MS)).toEqual({ kind: 'sent' });
    await after(Promise.resolve(), 100);
    expect(tabA.getSnapshot().sentMarks.map((mark) => mark.id)).toEqual(['x']);

    // The sent log held busy: a read of the queue meanwhile shows no log at all.
    marks = silent;
    receipts = silent;
    await after(tabA.refresh(), RECEIPTS_LIMIT_MS + 100);
    expect(tabA.getSnapshot()).toMatchObject({ sentUnreadable: true, sentMarks: [] });

    const again = tabA.submit(enquiry('x'), { neverQueued: true });
    expect(await after(again, SENT_CHECK_LIMIT_MS + SUBMIT_SETTLE_MS)).toEqual({ kind: 'unconfirmed' });
    await after(tabA.flush('all'), SUBMIT_SETTLE_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await readOutbox(queue)).toEqual([]);

    // A new enquiry of A's own is not held back by the slow log: queued, and sent at once (its
    // showing waits on the log, so the form hears 'queued').
    const next = tabA.submit(enquiry('y'), { neverQueued: true });
    expect(await after(next, SENT_CHECK_LIMIT_MS + SUBMIT_SETTLE_MS)).toEqual({ kind: 'queued' });
    await after(tabA.flush('all'), RECEIPTS_LIMIT_MS);
    expect(send.mock.calls.map(([params]) => params.submission_id)).toEqual(['x', 'y']);
    stops.forEach((stop) => stop());
  });
});
