import { describe, expect, it } from 'vitest';
import { entries, get, set, type UseStore } from 'idb-keyval';
import { enquiry, freshSentStores, freshStore } from './test-store';
import { enqueue, flushOutbox, readOutbox, replaceQueued } from './outbox';
import { ENQUIRY_PREFIX, SENT_KEPT_HOURS, SENT_MARK_KEPT_DAYS } from './outbox-names';
import {
  clearSent,
  MARK_VERSION,
  parseReceipt,
  readSent,
  receiptOf,
  recordSent,
  wasSent,
  type SentStores,
} from './sent-log';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Everything a store holds, as stored, by key. */
const stored = async (store: UseStore) => Object.fromEntries(await entries(store));
const mark = (id: string, sentAt: number) => ({ v: MARK_VERSION, id, sentAt });

async function sendAt(stores: SentStores, id: string, sentAt: number, name?: string) {
  await recordSent(stores, await enqueue(freshStore(), enquiry(id, name), 1), sentAt);
}

/** `stores` whose read-write transactions fail (a full disk, storage refused); reads still work. */
const refusingWrites = (stores: SentStores): SentStores => {
  const refuse =
    (store: UseStore): UseStore =>
    (mode, callback) =>
      mode === 'readwrite' ? Promise.reject(new DOMException('Full', 'QuotaExceededError')) : store(mode, callback);
  return { receipts: refuse(stores.receipts), marks: refuse(stores.marks) };
};

describe('sent receipts', () => {
  it('keep who and what about, never the e-mail, phone or message', async () => {
    const queue = freshStore();
    const entry = await enqueue(queue, { ...enquiry('a', 'Núria Vidal'), company: 'Teixits Vidal', phone: '600' }, 10);
    const receipt = receiptOf(entry, 20);
    expect(receipt).toEqual({
      id: 'a',
      createdAt: 10,
      sentAt: 20,
      name: 'Núria Vidal',
      company: 'Teixits Vidal',
      projectType: '',
    });
    expect(JSON.stringify(receipt)).not.toMatch(/example\.com|600|Enquiry a/);
  });

  it('are listed most recently sent first, for a working day; the marks of all of them stay', async () => {
    const sent = freshSentStores();
    const now = 100 * HOUR;
    const old = now - SENT_KEPT_HOURS * HOUR - 1;
    await sendAt(sent, 'old', old);
    await sendAt(sent, 'a', now - 2 * HOUR);
    await sendAt(sent, 'b', now - HOUR);
    const log = await readSent(sent, now);
    expect(log.receipts.map((r) => r.id)).toEqual(['b', 'a']);
    expect(log.marks).toEqual([
      { id: 'b', sentAt: now - HOUR },
      { id: 'a', sentAt: now - 2 * HOUR },
      { id: 'old', sentAt: old },
    ]);
    // The expired receipt is deleted, not just hidden: its name is off the device.
    expect(Object.keys(await stored(sent.receipts)).sort()).toEqual(['a', 'b']);
    expect((await stored(sent.marks)).old).toEqual(mark('old', old));
  });

  it('keep marks apart from receipts, where code from before the marks reads every record as a receipt', async () => {
    const sent = freshSentStores();
    await sendAt(sent, 'a', 5);
    await clearSent(sent, 10);
    await sendAt(sent, 'b', 6);
    await readSent(sent, 10);
    // All that code finds in the receipts' database is receipts it reads: it deletes nothing.
    expect(Object.values(await stored(sent.receipts)).every((value) => parseReceipt(value) !== null)).toBe(true);
    expect(await stored(sent.marks)).toEqual({ a: mark('a', 5), b: mark('b', 6) });
  });

  it('give a receipt written by code from before the marks its mark', async () => {
    const sent = freshSentStores();
    await set('old-code', receiptOf(await enqueue(freshStore(), enquiry('old-code'), 1), 5), sent.receipts);
    expect((await readSent(sent, 10)).marks).toEqual([{ id: 'old-code', sentAt: 5 }]);
    expect(await stored(sent.marks)).toEqual({ 'old-code': mark('old-code', 5) });
    await clearSent(sent, 10 + SENT_KEPT_HOURS * HOUR);
    expect((await readSent(sent, 20)).marks).toEqual([{ id: 'old-code', sentAt: 5 }]);
  });

  it('leave their marks for SENT_MARK_KEPT_DAYS, then nothing', async () => {
    const sent = freshSentStores();
    const sentAt = 5 * DAY;
    await sendAt(sent, 'a', sentAt);
    const lastMoment = sentAt + SENT_MARK_KEPT_DAYS * DAY - 1;
    expect(await readSent(sent, lastMoment)).toEqual({ receipts: [], marks: [{ id: 'a', sentAt }] });
    expect(await readSent(sent, lastMoment + 1)).toEqual({ receipts: [], marks: [] });
    // Gone for good, not just hidden.
    expect(await stored(sent.marks)).toEqual({});
    expect(await stored(sent.receipts)).toEqual({});
  });

  it('treat a receipt timed more than its hours ahead (a fast clock, set right since) as past, keeping its mark', async () => {
    const sent = freshSentStores();
    const now = 100 * DAY;
    const farAhead = now + SENT_KEPT_HOURS * HOUR + 1;
    await sendAt(sent, 'ahead', farAhead, 'Núria Vidal');
    await sendAt(sent, 'soon', now + HOUR);
    const log = await readSent(sent, now);
    expect(log.receipts.map((r) => r.id)).toEqual(['soon']);
    expect(log.marks).toEqual([
      { id: 'ahead', sentAt: farAhead },
      { id: 'soon', sentAt: now + HOUR },
    ]);
    expect(JSON.stringify(await stored(sent.receipts))).not.toContain('Núria');
  });

  it('are cleared off the list, and their personal details off the device, leaving their marks', async () => {
    const sent = freshSentStores();
    await sendAt(sent, 'a', 5, 'Núria Vidal');
    await sendAt(sent, 'b', 6);
    await set('expired', mark('expired', 6 - SENT_MARK_KEPT_DAYS * DAY), sent.marks);
    await clearSent(sent, 10);
    expect(await readSent(sent, 10)).toEqual({
      receipts: [],
      marks: [
        { id: 'b', sentAt: 6 },
        { id: 'a', sentAt: 5 },
      ],
    });
    expect(await stored(sent.receipts)).toEqual({});
    expect(await stored(sent.marks)).toEqual({ a: mark('a', 5), b: mark('b', 6) });
    expect(JSON.stringify(await stored(sent.marks))).not.toContain('Núria');
  });

  it('drop a record that cannot be read, or that is not theirs: receipts and marks alike', async () => {
    const sent = freshSentStores();
    await sendAt(sent, 'a', 5);
    await set('mark', mark('mark', 4), sent.marks);
    await set('junk', { id: 'junk', name: 3 }, sent.receipts);
    await set(
      'mismatch',
      { ...receiptOf(await enqueue(freshStore(), enquiry('c'), 1), 5), id: 'other' },
      sent.receipts,
    );
    await set('mark-mismatch', mark('other', 4), sent.marks);
    await set('no-time', mark('no-time', Number.NaN), sent.marks);
    await set('no-version', { id: 'no-version', sentAt: 4 }, sent.marks);
    await set('text', 'sent', sent.marks);
    // Not a mark this code wrote: it may carry what a mark must not.
    await set('more', { ...mark('more', 4), email: 'ana@example.com' }, sent.marks);
    const log = await readSent(sent, 10);
    expect(log.receipts.map((r) => r.id)).toEqual(['a']);
    expect(log.marks).toEqual([
      { id: 'a', sentAt: 5 },
      { id: 'mark', sentAt: 4 },
    ]);
    expect(Object.keys(await stored(sent.marks)).sort()).toEqual(['a', 'mark']);
    expect(Object.keys(await stored(sent.receipts))).toEqual(['a']);
  });

  it('leave alone a mark of a newer format, which still says its enquiry was sent', async () => {
    const sent = freshSentStores();
    const newer = { v: MARK_VERSION + 1, id: 'n', sentAt: 4, via: 'worker' };
    await set('n', newer, sent.marks);
    // Under another id than its own it is not theirs, whatever its version.
    await set('stray', { ...newer, id: 'elsewhere' }, sent.marks);
    expect((await readSent(sent, 10)).marks).toEqual([]);
    expect(await stored(sent.marks)).toEqual({ n: newer });
    expect(await wasSent(sent, 'n')).toBe(true);
  });

  it('are read all the same when they cannot be tidied (a full disk), and only a log that cannot be read fails', async () => {
    const sent = freshSentStores();
    const now = 100 * HOUR;
    await sendAt(sent, 'a', now - HOUR);
    await sendAt(sent, 'old', now - SENT_KEPT_HOURS * HOUR - 1);
    await set('junk', 'sent', sent.marks);
    const log = await readSent(refusingWrites(sent), now);
    expect(log.receipts.map((r) => r.id)).toEqual(['a']);
    expect(log.marks.map((m) => m.id)).toEqual(['a', 'old']);
    const unreadable: UseStore = () => Promise.reject(new DOMException('Refused', 'UnknownError'));
    await expect(readSent({ ...sent, marks: unreadable }, now)).rejects.toThrow('Refused');
  });

  it('keep the same enquiry from being queued or corrected again, by its receipt or its mark', async () => {
    const sent = freshSentStores();
    await sendAt(sent, 'a', 5);
    await clearSent(sent, 10);
    // Another queue: the enquiry left this device's queue when it was sent.
    const other = freshStore();
    expect(await enqueue(other, enquiry('a'), 20, { stores: sent, neverQueued: false })).toBe('sent');
    expect(await readOutbox(other)).toEqual([]);
    expect(await replaceQueued(other, enquiry('a', 'Corrected'), 20, sent)).toBe('sent');
    // A receipt alone (its mark not written) says so too.
    await set('b', receiptOf(await enqueue(freshStore(), enquiry('b'), 1), 5), sent.receipts);
    expect(await wasSent(sent, 'b')).toBe(true);
    expect(await wasSent(sent, 'c')).toBe(false);
  });

  it('are written by a round for each accepted enquiry, in the order they went out', async () => {
    const queue = freshStore();
    const sent = freshSentStores();
    await enqueue(queue, enquiry('first'), 1);
    await enqueue(queue, enquiry('refused'), 2);
    await enqueue(queue, enquiry('third'), 3);
    let clock = 1000;
    const result = await flushOutbox(queue, {
      send: async (params) =>
        params.submission_id === 'refused'
          ? { kind: 'failed', status: 400, text: 'No', retryAfterMs: null }
          : { kind: 'sent' },
      pause: async () => {},
      now: () => clock,
      monotonicNow: () => 0,
      random: () => 0,
      mode: 'all',
      afterSent: (entry) => recordSent(sent, entry, clock++),
    });
    expect(result.sent).toEqual(['first', 'third']);
    expect((await readSent(sent, 2000)).receipts.map((r) => [r.id, r.sentAt])).toEqual([
      ['third', 1001],
      ['first', 1000],
    ]);
    expect((await readOutbox(queue)).map((e) => e.id)).toEqual(['refused']);
  });

  it('are written before the enquiry leaves the queue, so that no read finds it neither queued nor sent', async () => {
    const queue = freshStore();
    const sent = freshSentStores();
    await enqueue(queue, enquiry('a'), 1);
    const queuedAtReceipt: string[][] = [];
    await flushOutbox(queue, {
      send: async () => ({ kind: 'sent' }),
      pause: async () => {},
      now: () => 1000,
      monotonicNow: () => 0,
      random: () => 0,
      mode: 'all',
      afterSent: async (entry) => {
        queuedAtReceipt.push((await readOutbox(queue)).map((e) => e.id));
        await recordSent(sent, entry, 1000);
      },
    });
    expect(queuedAtReceipt).toEqual([['a']]);
    expect(await readOutbox(queue)).toEqual([]);
    expect((await readSent(sent, 1000)).receipts.map((r) => r.id)).toEqual(['a']);
  });

  it('keep a record found cut off mid-send from going again when its receipt was written', async () => {
    const queue = freshStore();
    const sent = freshSentStores();
    await enqueue(queue, enquiry('a'), 1);
    await enqueue(queue, enquiry('b'), 2);
    // Both cut off mid-send; only 'a' was accepted and recorded before its sender stopped.
    for (const id of ['a', 'b']) {
      const key = `${ENQUIRY_PREFIX}${id}`;
      await set(key, { ...((await get(key, queue)) as object), attempts: 1, inFlight: { attempt: 1, at: 500 } }, queue);
    }
    await recordSent(sent, await enqueue(freshStore(), enquiry('a'), 1), 600);
    const arrived: string[] = [];
    const result = await flushOutbox(queue, {
      send: async (params) => (arrived.push(params.submission_id), { kind: 'sent' }),
      pause: async () => {},
      now: () => 1000,
      monotonicNow: () => 0,
      random: () => 0,
      mode: 'all',
      wasSent: (id) => wasSent(sent, id),
    });
    expect(arrived).toEqual(['b']);
    expect(result.sent).toEqual(['b']);
    expect(await readOutbox(queue)).toEqual([]);
  });
});
