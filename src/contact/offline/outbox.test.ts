import { describe, expect, it, vi } from 'vitest';
import { entries, get, set } from 'idb-keyval';
import { freshStore, freshSentStores, enquiry, round } from './test-store';
import {
  enqueue,
  flushOutbox,
  readEntry,
  readOutbox,
  readSchedule,
  readSetAside,
  RECORD_VERSION,
  removeEntry,
  retryEntry,
  type FlushDeps,
} from './outbox';
import type { SendOutcome } from '../send';
import { UNREAD_RETRY_AFTER_MS } from './retry-policy';
import { UNANSWERED } from './unanswered';
import type { TemplateParams } from '../template-params';

const noPause = async () => {};
const failed = (status: number, text = '', retryAfterMs: number | null = null): SendOutcome => ({
  kind: 'failed',
  status,
  text,
  retryAfterMs,
});

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

  it('replaces the refused enquiry the new one corrects, and only one still refused', async () => {
    const store = freshStore();
    const check = { stores: freshSentStores(), neverQueued: true };
    await enqueue(store, enquiry('refused'), 1);
    await enqueue(store, enquiry('other-refused'), 2);
    await enqueue(store, enquiry('queued'), 3);
    await flushOutbox(store, round(scriptedSender(failed(422, 'No'), failed(422, 'No'), { kind: 'network' }).send));
    // Held after its last send went unanswered, as flushOutbox leaves one: it may have arrived.
    const unanswered = await enqueue(store, enquiry('unanswered'), 4);
    await set('enquiry:unanswered', { ...unanswered, rejection: UNANSWERED, v: RECORD_VERSION }, store);
    const left = async () => (await readOutbox(store)).map((entry) => entry.id);

    await enqueue(store, enquiry('corrected'), 5, check, 'refused');
    expect(await left()).toEqual(['other-refused', 'queued', 'unanswered', 'corrected']);
    // Only a refusal goes: not an enquiry still waiting, nor one that may have arrived.
    await enqueue(store, enquiry('b'), 6, check, 'queued');
    await enqueue(store, enquiry('c'), 7, check, 'unanswered');
    // Nor one retried since the refusal.
    await retryEntry(store, 'other-refused');
    await enqueue(store, enquiry('d'), 8, check, 'other-refused');
    expect(await left()).toEqual(['other-refused', 'queued', 'unanswered', 'corrected', 'b', 'c', 'd']);
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
    const result = await flushOutbox(store, round(send, { pause }));
    expect(send.mock.calls.map(([params]) => params!.submission_id)).toEqual(['first', 'second']);
    expect(seenDuringSend).toEqual([2, 1]);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ sent: ['first', 'second'], rejected: [], nextAt: null });
    expect(await readOutbox(store)).toEqual([]);
  });

  it('keeps everything after a network failure, and stops the round at the second in a row', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await enqueue(store, enquiry('b'), 2);
    await enqueue(store, enquiry('c'), 3);
    const { send, sent } = scriptedSender({ kind: 'network' }, { kind: 'network' });
    const result = await flushOutbox(store, round(send));
    expect(sent).toEqual(['a', 'b']);
    expect(result).toEqual({ sent: [], rejected: [], nextAt: 1_002_500 });
    const queue = await readOutbox(store);
    expect(queue.map((e) => [e.id, e.attempts, e.lastError])).toEqual([
      ['a', 1, 'network'],
      ['b', 1, 'network'],
      ['c', 0, null],
    ]);
  });

  it('retries a timeout, 408, 425, 429 and 5xx on one growing schedule, but never for good', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const answers = [
      { kind: 'timeout' } as const,
      failed(408),
      failed(425),
      failed(429, 'Too many', 0),
      failed(503, 'Down'),
    ];
    const waits = [];
    for (const answer of answers) {
      const result = await flushOutbox(store, round(scriptedSender(answer).send));
      waits.push(result.nextAt! - 1_000_000);
    }
    expect(waits).toEqual([2_500, 5_000, 10_000, 20_000, 40_000]);
    const [entry] = await readOutbox(store);
    expect(entry).toMatchObject({ attempts: 5, lastError: '503 Down', rejection: null });
    expect(await readSchedule(store, 1_000_000)).toEqual({ failures: 5, nextAt: 1_040_000, delayMs: 40_000 });
  });

  it('a 429 whose Retry-After cannot be read (another origin that does not expose it) waits a minute, not 5 s', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const limited = await flushOutbox(store, round(scriptedSender(failed(429, 'Too many')).send));
    expect(limited.nextAt).toBe(1_000_000 + UNREAD_RETRY_AFTER_MS);
  });

  it('honours Retry-After, and an accepted send resets the schedule', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const limited = await flushOutbox(store, round(scriptedSender(failed(429, '', 60_000)).send));
    expect(limited.nextAt).toBe(1_060_000);
    await flushOutbox(store, round(scriptedSender().send));
    expect(await readSchedule(store, 1_000_000)).toBeNull();
  });

  it('sends nothing before the shared schedule says so, unless asked to send now', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await flushOutbox(store, round(scriptedSender({ kind: 'network' }).send));
    const early = scriptedSender();
    expect(await flushOutbox(store, round(early.send, { mode: 'due', now: () => 1_002_499 }))).toEqual({
      sent: [],
      rejected: [],
      nextAt: 1_002_500,
    });
    expect(early.sent).toEqual([]);
    const due = scriptedSender();
    expect((await flushOutbox(store, round(due.send, { mode: 'due', now: () => 1_002_500 }))).sent).toEqual(['a']);
  });

  it('sends a new enquiry at once without retrying the others early, while the schedule waits', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('old'), 1);
    await flushOutbox(store, round(scriptedSender({ kind: 'network' }).send));
    await enqueue(store, enquiry('new'), 2);
    const { send, sent } = scriptedSender();
    const result = await flushOutbox(store, round(send, { mode: 'new' }));
    expect(sent).toEqual(['new']);
    expect(result.nextAt).toBe(1_002_500);
    // The older one's retry keeps its time (a runner arms its timer from it); the accepted send
    // ends the failures in a row.
    expect(await readSchedule(store, 1_000_000)).toEqual({ failures: 0, nextAt: 1_002_500, delayMs: 2_500 });
  });

  it('drops the schedule after a new enquiry was sent early when no older one waits for it', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('old'), 1);
    await flushOutbox(store, round(scriptedSender({ kind: 'network' }).send));
    await removeEntry(store, 'old');
    await enqueue(store, enquiry('new'), 2);
    const result = await flushOutbox(store, round(scriptedSender().send, { mode: 'new' }));
    expect(result).toEqual({ sent: ['new'], rejected: [], nextAt: null });
    expect(await readSchedule(store, 1_000_000)).toBeNull();
  });

  it('sends an enquiry queued while the round runs, in the same round', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const send = vi.fn(async (params: TemplateParams) => {
      if (params.submission_id === 'a') await enqueue(store, enquiry('late'), 2);
      return { kind: 'sent' as const };
    });
    expect((await flushOutbox(store, round(send))).sent).toEqual(['a', 'late']);
  });

  it('stops the round when the sender has lost its lease', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await enqueue(store, enquiry('b'), 2);
    const keepAlive = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    const { send, sent } = scriptedSender();
    await flushOutbox(store, round(send, { keepAlive }));
    expect(sent).toEqual(['a']);
    expect((await readOutbox(store)).map((e) => e.id)).toEqual(['b']);
  });

  it('says which enquiry is on its way, and when its answer came', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const sending = vi.fn();
    await flushOutbox(store, round(scriptedSender({ kind: 'network' }).send, { sending }));
    expect(sending.mock.calls).toEqual([['a'], [null]]);
    expect(await readEntry(store, 'a')).toMatchObject({ id: 'a', attempts: 1 });
    expect(await readEntry(store, 'gone')).toBeNull();
  });

  it('says the answer came even where timing the send failed, so no page shows it on its way for good', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const sending = vi.fn();
    let asked = 0;
    const away = () => {
      if (++asked > 1) throw new Error('the away watch broke');
      return { changes: 0, hidden: false };
    };
    await expect(
      flushOutbox(store, round(scriptedSender({ kind: 'network' }).send, { sending, away })),
    ).rejects.toThrow('the away watch broke');
    expect(sending.mock.calls).toEqual([['a'], [null]]);
  });

  it('keeps a permanent rejection with its reason, goes on with the rest, and does not retry it by itself', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('bad'), 1);
    await enqueue(store, enquiry('good'), 2);
    const { send, sent } = scriptedSender(failed(400, 'The template ID is invalid'));
    const result = await flushOutbox(store, round(send));
    expect(sent).toEqual(['bad', 'good']);
    expect(result).toEqual({ sent: ['good'], rejected: ['bad'], nextAt: null });
    const queue = await readOutbox(store);
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ id: 'bad', rejection: { status: 400, text: 'The template ID is invalid' } });

    const again = scriptedSender();
    await flushOutbox(store, round(again.send));
    expect(again.sent).toEqual([]);
  });

  it('lets the visitor retry or remove a rejected enquiry', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await enqueue(store, enquiry('b'), 2);
    await flushOutbox(store, round(scriptedSender(failed(403, 'No'), failed(413, 'Too large')).send));
    expect((await readOutbox(store)).map((e) => e.rejection?.status)).toEqual([403, 413]);
    await retryEntry(store, 'a');
    await removeEntry(store, 'b');
    const { send, sent } = scriptedSender();
    await flushOutbox(store, round(send));
    expect(sent).toEqual(['a']);
    expect(await readOutbox(store)).toEqual([]);
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
    const result = await flushOutbox(store, round(send, { warn }));
    expect(sent).toEqual(['a', 'b']);
    expect(result.sent).toEqual(['a', 'b']);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.join('\n')).toMatch(/enquiry:broken/);
    const keys = (await entries(store)).map(([key]) => key).sort();
    expect(keys).toEqual(['set-aside:enquiry:broken', 'set-aside:enquiry:mismatch', 'set-aside:stray']);
    expect(await readOutbox(store, warn)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
    // Kept for the visitor, as text they can copy.
    const setAside = await readSetAside(store);
    expect(setAside.map((record) => record.key)).toEqual(keys);
    expect(setAside[0]!.text).toContain('not params');
    expect(setAside[1]!.text).toContain('Enquiry a');
    expect(setAside[2]!.text).toBe('42');
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
    const { send } = scriptedSender(failed(503, 'Busy'));
    const result = await flushOutbox(store, round(send));
    expect(result.nextAt).toBe(1_002_500);
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
    expect((await flushOutbox(store, round(send))).sent).toEqual([]);
  });

  it('does not send an enquiry that was removed while the round was waiting', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    await enqueue(store, enquiry('b'), 2);
    const { send, sent } = scriptedSender();
    await flushOutbox(store, round(send, { pause: () => removeEntry(store, 'b') }));
    expect(sent).toEqual(['a']);
  });

  it('does not bring back an enquiry removed while its failed send was on its way', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1);
    const send = async () => {
      await removeEntry(store, 'a');
      return { kind: 'network' as const };
    };
    await flushOutbox(store, round(send));
    expect(await readOutbox(store)).toEqual([]);
  });
});
