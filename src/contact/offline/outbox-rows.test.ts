import { describe, expect, it } from 'vitest';
import { enquiry, freshStore } from './test-store';
import { enqueue, flushOutbox, readOutbox, type FlushDeps } from './outbox';
import type { SendOutcome } from '../send';
import { receiptOf } from './sent-log';
import { countByState, outboxRows } from './outbox-rows';

async function queueOf(...ids: string[]) {
  const store = freshStore();
  for (const [i, id] of ids.entries()) await enqueue(store, { ...enquiry(id), company: `Company ${id}` }, i + 1);
  return store;
}

const round = (send: FlushDeps['send']): FlushDeps => ({
  send,
  pause: async () => {},
  now: () => 0,
  monotonicNow: () => 0,
  random: () => 0,
  mode: 'all',
});

describe('outbox rows', () => {
  it('lists waiting, sending, refused and sent enquiries, newest first, with who and what about', async () => {
    const store = await queueOf('a', 'b', 'c', 'd');
    const [a] = await readOutbox(store);
    // 'a' goes out, 'b' is refused, 'c' and 'd' meet a dropped connection.
    const outcomes: Record<string, SendOutcome> = {
      a: { kind: 'sent' },
      b: { kind: 'failed', status: 400, text: 'Invalid template', retryAfterMs: null },
      c: { kind: 'network' },
      d: { kind: 'network' },
    };
    await flushOutbox(
      store,
      round(async (params) => outcomes[params.submission_id]!),
    );
    const rows = outboxRows(await readOutbox(store), [receiptOf(a!, 50)], 'c');
    expect(rows.map((row) => [row.id, row.state, row.name, row.company])).toEqual([
      ['d', 'waiting', 'Visitor d', 'Company d'],
      ['c', 'sending', 'Visitor c', 'Company c'],
      ['b', 'rejected', 'Visitor b', 'Company b'],
      ['a', 'sent', 'Visitor a', 'Company a'],
    ]);
    expect(countByState(rows)).toEqual({ waiting: 1, sending: 1, rejected: 1, sent: 1 });
    const refused = rows.find((row) => row.id === 'b');
    expect(refused?.state === 'rejected' && refused.entry.rejection?.text).toBe('Invalid template');
  });

  it('keeps each enquiry in its place as its state changes', async () => {
    const store = await queueOf('a', 'b', 'c');
    const before = outboxRows(await readOutbox(store), [], null).map((row) => row.id);
    const [first] = await readOutbox(store);
    await flushOutbox(
      store,
      round(async (params) => (params.submission_id === 'a' ? { kind: 'sent' } : { kind: 'network' })),
    );
    const after = outboxRows(await readOutbox(store), [receiptOf(first!, 99)], 'b');
    expect(after.map((row) => row.id)).toEqual(before);
    expect(after.map((row) => row.state)).toEqual(['waiting', 'sending', 'sent']);
  });

  it('shows an enquiry still queued rather than a receipt of it that arrived first', async () => {
    const store = await queueOf('a');
    const entries = await readOutbox(store);
    const rows = outboxRows(entries, [receiptOf(entries[0]!, 5)], null);
    expect(rows.map((row) => [row.id, row.state])).toEqual([['a', 'waiting']]);
  });

  it('is empty when nothing was taken on this device', () => {
    expect(outboxRows([], [], null)).toEqual([]);
    expect(countByState([])).toEqual({ waiting: 0, sending: 0, rejected: 0, sent: 0 });
  });
});
