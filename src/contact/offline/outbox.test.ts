import { describe, expect, it, vi } from 'vitest';
import { entries, get, set } from 'idb-keyval';
import { freshStore, enquiry } from './test-store';
import {
  backoffMs,
  enqueue,
  flushOutbox,
  isPermanent,
  readOutbox,
  removeEntry,
  retryEntry,
  type SendOutcome,
} from './outbox';
import type { TemplateParams } from '../template-params';

const noPause = async () => {};

/** A sender that answers from a script, one outcome per call, and records what it was asked to send. */
function scriptedSender(...outcomes: SendOutcome[]) {
  const sent: string[] = [];
  const send = vi.fn(async (params: TemplateParams) => {
    sent.push(params.submission_id);
    return outcomes.shift() ?? { kind: 'sent' as const };
  });
  return { send, sent };
}

describe('outbox queue', () => {
  it('keeps enquiries across reads, oldest first', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('b'), 2000);
    await enqueue(store, enquiry('c'), 3000);
    await enqueue(store, enquiry('a'), 1000);
    expect((await readOutbox(store)).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it('does not queue the same submission twice', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    await enqueue(store, enquiry('a'), 5000);
    const queue = await readOutbox(store);
    expect(queue).toHaveLength(1);
    expect(queue[0]!.createdAt).toBe(1000);
  });

  it('sends oldest first, pausing between sends, and removes each only after it was accepted', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('second'), 2);
    await enqueue(store, enquiry('first'), 1);
    const pause = vi.fn(noPause);
    const seenDuringSend: number[] = [];
    const send = vi.fn(async (_params: TemplateParams) => {
      seenDuringSend.push((await readOutbox(store)).length);
      return { kind: 'sent' as const };
    });
    const result = await flushOutbox(store, { send, pause });
    expect(send.mock.calls.map(([params]) => params!.submission_id)).toEqual(['first', 'second']);
    expect(seenDuringSend).toEqual([2, 1]);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ sent: 2, rejected: 0, retryInMs: null });
    expect(await readOutbox(store)).toEqual([]);
  });

  it('keeps everything after a network failure and says when to try again', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await enqueue(store, enquiry('b'), 2);
    const { send, sent } = scriptedSender({ kind: 'network' });
    const result = await flushOutbox(store, { send, pause: noPause });
    expect(sent).toEqual(['a']);
    expect(result).toEqual({ sent: 0, rejected: 0, retryInMs: backoffMs(1) });
    const queue = await readOutbox(store);
    expect(queue.map((e) => [e.id, e.attempts, e.lastError])).toEqual([
      ['a', 1, 'network'],
      ['b', 0, null],
    ]);
  });

  it('retries 429 and 5xx with a growing wait, but never for good', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const first = await flushOutbox(store, {
      send: scriptedSender({ kind: 'failed', status: 429, text: 'Too many' }).send,
      pause: noPause,
    });
    const second = await flushOutbox(store, {
      send: scriptedSender({ kind: 'failed', status: 503, text: 'Down' }).send,
      pause: noPause,
    });
    expect(first.retryInMs).toBe(5_000);
    expect(second.retryInMs).toBe(15_000);
    const [entry] = await readOutbox(store);
    expect(entry).toMatchObject({ attempts: 2, lastError: '503 Down', rejection: null });
    expect(backoffMs(50)).toBe(300_000);
  });

  it('keeps a permanent rejection with its reason, goes on with the rest, and does not retry it by itself', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('bad'), 1);
    await enqueue(store, enquiry('good'), 2);
    const { send, sent } = scriptedSender({ kind: 'failed', status: 400, text: 'The template ID is invalid' });
    const result = await flushOutbox(store, { send, pause: noPause });
    expect(sent).toEqual(['bad', 'good']);
    expect(result).toEqual({ sent: 1, rejected: 1, retryInMs: null });
    const queue = await readOutbox(store);
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ id: 'bad', rejection: { status: 400, text: 'The template ID is invalid' } });

    const again = scriptedSender();
    await flushOutbox(store, { send: again.send, pause: noPause });
    expect(again.sent).toEqual([]);
  });

  it('lets the visitor retry or remove a rejected enquiry', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await enqueue(store, enquiry('b'), 2);
    await flushOutbox(store, {
      send: scriptedSender(
        { kind: 'failed', status: 403, text: 'No' },
        { kind: 'failed', status: null, text: 'The public key is required' },
      ).send,
      pause: noPause,
    });
    expect((await readOutbox(store)).map((e) => e.rejection?.status)).toEqual([403, null]);
    await retryEntry(store, 'a');
    await removeEntry(store, 'b');
    const { send, sent } = scriptedSender();
    await flushOutbox(store, { send, pause: noPause });
    expect(sent).toEqual(['a']);
    expect(await readOutbox(store)).toEqual([]);
  });

  it('tells permanent failures from passing ones', () => {
    expect(isPermanent({ kind: 'failed', status: 400, text: '' })).toBe(true);
    expect(isPermanent({ kind: 'failed', status: 422, text: '' })).toBe(true);
    expect(isPermanent({ kind: 'failed', status: null, text: '' })).toBe(true);
    expect(isPermanent({ kind: 'failed', status: 429, text: '' })).toBe(false);
    expect(isPermanent({ kind: 'failed', status: 500, text: '' })).toBe(false);
    expect(isPermanent({ kind: 'network' })).toBe(false);
    expect(isPermanent({ kind: 'sent' })).toBe(false);
  });

  it('sets a corrupt record aside with a warning and still sends the rest', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await set('enquiry:broken', { id: 'broken', params: 'not params', createdAt: 0 }, store);
    await set('enquiry:mismatch', { ...(await get('enquiry:a', store)), id: 'other' }, store);
    await set('stray', 42, store);
    await enqueue(store, enquiry('b'), 2);
    const warn = vi.fn();
    const { send, sent } = scriptedSender();
    const result = await flushOutbox(store, { send, pause: noPause, warn });
    expect(sent).toEqual(['a', 'b']);
    expect(result.sent).toBe(2);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.join('\n')).toMatch(/enquiry:broken/);
    const keys = (await entries(store)).map(([key]) => key).sort();
    expect(keys).toEqual(['set-aside:enquiry:broken', 'set-aside:enquiry:mismatch', 'set-aside:stray']);
    expect(await readOutbox(store, warn)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('sends an old-format record and repairs its bookkeeping rather than trusting it', async () => {
    const store = freshStore();
    const { to_name: _to, reply_to: _reply, phone: _phone, ...old } = enquiry('old');
    await set('enquiry:old', { params: { ...old, project_type: 'retired-type' }, createdAt: 'yesterday' }, store);
    const stored = {
      ...(await enqueue(store, enquiry('nan'), 5)),
      attempts: NaN,
      createdAt: 1e300,
      rejection: undefined,
    };
    await set('enquiry:nan', stored, store);
    const queue = await readOutbox(store, vi.fn());
    expect(queue.map((entry) => [entry.id, entry.createdAt, entry.attempts, entry.rejection])).toEqual([
      ['nan', 0, 0, null],
      ['old', 0, 0, null],
    ]);
    expect(queue[1]!.params).toMatchObject({ to_name: 'Mostrari', reply_to: 'old@example.com', project_type: '' });

    // A count that is not a number must not turn the retry wait into no wait at all.
    const { send } = scriptedSender({ kind: 'failed', status: 503, text: 'Busy' });
    const result = await flushOutbox(store, { send, pause: noPause });
    expect(result.retryInMs).toBe(backoffMs(1));
  });

  it('keeps a refusal it cannot read as a refusal without a reason, waiting for the visitor', async () => {
    const store = freshStore();
    await set(
      'enquiry:r',
      { ...(await enqueue(store, enquiry('r'), 1)), rejection: { status: '403', text: 7 } },
      store,
    );
    const [entry] = await readOutbox(store);
    expect(entry!.rejection).toEqual({ status: null, text: '' });
    const { send } = scriptedSender();
    expect((await flushOutbox(store, { send, pause: noPause })).sent).toBe(0);
  });

  it('does not send an enquiry that was removed while the round was waiting', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await enqueue(store, enquiry('b'), 2);
    const { send, sent } = scriptedSender();
    await flushOutbox(store, { send, pause: () => removeEntry(store, 'b') });
    expect(sent).toEqual(['a']);
  });

  it('does not bring back an enquiry removed while its failed send was on its way', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const send = async () => {
      await removeEntry(store, 'a');
      return { kind: 'network' as const };
    };
    await flushOutbox(store, { send, pause: noPause });
    expect(await readOutbox(store)).toEqual([]);
  });
});
