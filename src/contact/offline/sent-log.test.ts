import { describe, expect, it } from 'vitest';
import { createStore, set } from 'idb-keyval';
import { enquiry } from './test-store';
import { enqueue, flushOutbox, readOutbox } from './outbox';
import { SENT_KEPT_HOURS } from './outbox-names';
import { clearSent, readSent, receiptOf, recordSent } from './sent-log';
import { freshStore } from './test-store';

const HOUR = 60 * 60 * 1000;
let stores = 0;
const freshSentStore = () => createStore(`sent-test-${++stores}`, 'receipts');

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

  it('are listed most recently sent first, for a working day, then dropped', async () => {
    const queue = freshStore();
    const sent = freshSentStore();
    const now = 100 * HOUR;
    await recordSent(sent, await enqueue(queue, enquiry('old'), 0), now - SENT_KEPT_HOURS * HOUR - 1);
    await recordSent(sent, await enqueue(queue, enquiry('a'), 1), now - 2 * HOUR);
    await recordSent(sent, await enqueue(queue, enquiry('b'), 2), now - HOUR);
    expect((await readSent(sent, now)).map((r) => r.id)).toEqual(['b', 'a']);
    // The expired one is gone for good, not just hidden.
    expect((await readSent(sent, now - SENT_KEPT_HOURS * HOUR)).map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('drop a record that cannot be read, and can all be cleared', async () => {
    const queue = freshStore();
    const sent = freshSentStore();
    await recordSent(sent, await enqueue(queue, enquiry('a'), 1), 5);
    await set('junk', { id: 'junk', name: 3 }, sent);
    await set('mismatch', { ...receiptOf(await enqueue(queue, enquiry('c'), 1), 5), id: 'other' }, sent);
    expect((await readSent(sent, 10)).map((r) => r.id)).toEqual(['a']);
    await clearSent(sent);
    expect(await readSent(sent, 10)).toEqual([]);
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
    expect((await readSent(sent, 2000)).map((r) => [r.id, r.sentAt])).toEqual([
      ['third', 1001],
      ['first', 1000],
    ]);
    expect((await readOutbox(queue)).map((e) => e.id)).toEqual(['refused']);
  });
});
