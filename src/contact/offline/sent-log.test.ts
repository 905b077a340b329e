import { describe, expect, it } from 'vitest';
import { createStore, entries, set } from 'idb-keyval';
import { enquiry } from './test-store';
import { enqueue, flushOutbox, readOutbox, replaceQueued } from './outbox';
import { SENT_KEPT_HOURS, SENT_MARK_KEPT_DAYS } from './outbox-names';
import { clearSent, readSent, receiptOf, recordSent } from './sent-log';
import { freshStore } from './test-store';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let stores = 0;
const freshSentStore = () => createStore(`sent-test-${++stores}`, 'receipts');

/** Everything the sent log holds, as stored, by key. */
const stored = async (store: ReturnType<typeof freshSentStore>) => Object.fromEntries(await entries(store));

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

  it('are listed most recently sent first, for a working day, then only their marks stay', async () => {
    const queue = freshStore();
    const sent = freshSentStore();
    const now = 100 * HOUR;
    await recordSent(sent, await enqueue(queue, enquiry('old'), 0), now - SENT_KEPT_HOURS * HOUR - 1);
    await recordSent(sent, await enqueue(queue, enquiry('a'), 1), now - 2 * HOUR);
    await recordSent(sent, await enqueue(queue, enquiry('b'), 2), now - HOUR);
    const log = await readSent(sent, now);
    expect(log.receipts.map((r) => r.id)).toEqual(['b', 'a']);
    expect(log.marks).toEqual([{ id: 'old', sentAt: now - SENT_KEPT_HOURS * HOUR - 1 }]);
    // The expired receipt is rewritten as its mark, not just hidden: its name is off the device.
    expect((await stored(sent)).old).toEqual({ id: 'old', sentAt: now - SENT_KEPT_HOURS * HOUR - 1 });
    expect((await readSent(sent, now - SENT_KEPT_HOURS * HOUR)).receipts.map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('leave their marks for SENT_MARK_KEPT_DAYS, then nothing', async () => {
    const sent = freshSentStore();
    const sentAt = 5 * DAY;
    await recordSent(sent, await enqueue(freshStore(), enquiry('a'), 1), sentAt);
    const lastMoment = sentAt + SENT_MARK_KEPT_DAYS * DAY - 1;
    expect(await readSent(sent, lastMoment)).toEqual({ receipts: [], marks: [{ id: 'a', sentAt }] });
    expect(await readSent(sent, lastMoment + 1)).toEqual({ receipts: [], marks: [] });
    // Gone for good, not just hidden.
    expect(await stored(sent)).toEqual({});
    expect(await readSent(sent, sentAt)).toEqual({ receipts: [], marks: [] });
  });

  it('are cleared off the list, and their personal details off the device, leaving their marks', async () => {
    const queue = freshStore();
    const sent = freshSentStore();
    await recordSent(sent, await enqueue(queue, enquiry('a', 'Núria Vidal'), 1), 5);
    await recordSent(sent, await enqueue(queue, enquiry('b'), 2), 6);
    await set('expired', { id: 'expired', sentAt: 6 - SENT_MARK_KEPT_DAYS * DAY }, sent);
    await clearSent(sent, 10);
    expect(await readSent(sent, 10)).toEqual({
      receipts: [],
      marks: [
        { id: 'b', sentAt: 6 },
        { id: 'a', sentAt: 5 },
      ],
    });
    expect(await stored(sent)).toEqual({ a: { id: 'a', sentAt: 5 }, b: { id: 'b', sentAt: 6 } });
    expect(JSON.stringify(await stored(sent))).not.toContain('Núria');
    // Cleared again, the marks stay as they are.
    await clearSent(sent, 10);
    expect((await readSent(sent, 10)).marks.map((m) => m.id)).toEqual(['b', 'a']);
  });

  it('drop a record that cannot be read, or that is not theirs: receipts and marks alike', async () => {
    const queue = freshStore();
    const sent = freshSentStore();
    await recordSent(sent, await enqueue(queue, enquiry('a'), 1), 5);
    await set('mark', { id: 'mark', sentAt: 4 }, sent);
    await set('junk', { id: 'junk', name: 3 }, sent);
    await set('mismatch', { ...receiptOf(await enqueue(queue, enquiry('c'), 1), 5), id: 'other' }, sent);
    await set('mark-mismatch', { id: 'other', sentAt: 4 }, sent);
    await set('no-time', { id: 'no-time', sentAt: Number.NaN }, sent);
    await set('text', 'sent', sent);
    // Not a mark this code wrote: it may carry what a mark must not.
    await set('more', { id: 'more', sentAt: 4, email: 'ana@example.com' }, sent);
    const log = await readSent(sent, 10);
    expect(log.receipts.map((r) => r.id)).toEqual(['a']);
    expect(log.marks).toEqual([{ id: 'mark', sentAt: 4 }]);
    expect(Object.keys(await stored(sent)).sort()).toEqual(['a', 'mark']);
  });

  it('keep the same enquiry from being queued or corrected again, by its receipt or its mark', async () => {
    const queue = freshStore();
    const sent = freshSentStore();
    await recordSent(sent, await enqueue(queue, enquiry('a'), 1), 5);
    await clearSent(sent, 10);
    // Another queue: the enquiry left this device's queue when it was sent.
    const other = freshStore();
    expect(await enqueue(other, enquiry('a'), 20, sent)).toBeNull();
    expect(await readOutbox(other)).toEqual([]);
    expect(await replaceQueued(other, enquiry('a', 'Corrected'), 20, sent)).toBe('sent');
  });

  it('are written by a round for each accepted enquiry, in the order they went out', async () => {
    const queue = freshStore();
    const sent = freshSentStore();
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
});
