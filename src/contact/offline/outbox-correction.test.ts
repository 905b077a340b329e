import { describe, expect, it } from 'vitest';
import { get, set, type UseStore } from 'idb-keyval';
import { freshStore, freshSentStores, enquiry, round, runnerDeps } from './test-store';
import { createOutboxRunner } from './outbox-runner';
import { UNANSWERED } from './unanswered';
import { enqueue, flushOutbox, readEntry, replaceQueued, retryEntry, RECORD_VERSION } from './outbox';
import { ENQUIRY_PREFIX } from './outbox-names';
import { recordSent } from './sent-log';
import type { TemplateParams } from '../template-params';

/** The enquiry `id` as the rep corrected it: another message, the same submission. */
const corrected = (id: string): TemplateParams => ({ ...enquiry(id), message: `Corrected ${id}` });

/** A sender that records what it was given, and runs `during` while "on the wire". */
function recordingSender(during: (params: TemplateParams) => Promise<void> = async () => {}) {
  const sent: TemplateParams[] = [];
  const send = async (params: TemplateParams) => {
    sent.push(params);
    await during(params);
    return { kind: 'sent' as const };
  };
  return { send, sent };
}

/**
 * `store`, with `hook` run once, between the next read-only use after `arm()` and its caller
 * going on: flushOutbox reads the entry to send (a read-only `get`) right after renewing its
 * lease (keepAlive), so arming there puts the hook between the sender's read and its mark.
 */
function hookedAfterNextRead(store: UseStore, hook: () => Promise<void>) {
  let armed = false;
  const hooked: UseStore = (mode, callback) => {
    const result = store(mode, callback);
    if (mode !== 'readonly' || !armed) return result;
    armed = false;
    return result.then(async (value) => {
      await hook();
      return value;
    });
  };
  return { store: hooked, arm: () => (armed = true) };
}

describe('a correction of a queued enquiry (replaceQueued)', () => {
  it('replaces the params of a queued entry, keeping its place and its counts', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const key = `${ENQUIRY_PREFIX}a`;
    await set(key, { ...((await get(key, store)) as object), attempts: 2, timeouts: 1, kept: 'x' }, store);
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('replaced');
    const entry = await readEntry(store, 'a');
    expect(entry).toMatchObject({ createdAt: 1000, attempts: 2, timeouts: 1 });
    expect(entry!.params.message).toBe('Corrected a');
    // What this code does not know of the record is kept, and when it was corrected is said.
    expect(await get(key, store)).toMatchObject({ kept: 'x', correctedAt: 2000, v: RECORD_VERSION });
  });

  it('says sending while a send is marked in flight, and changes nothing', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const key = `${ENQUIRY_PREFIX}a`;
    await set(key, { ...((await get(key, store)) as object), inFlight: { attempt: 1, at: 1500 } }, store);
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('sending');
    expect((await readEntry(store, 'a'))!.params.message).toBe('Enquiry a');
  });

  it('says sent for one that left the queue with a receipt, missing for one without', async () => {
    const store = freshStore();
    const sentStores = freshSentStores();
    await enqueue(store, enquiry('a'), 1000);
    await flushOutbox(store, round(recordingSender().send, { afterSent: (e) => recordSent(sentStores, e, 1000) }));
    expect(await replaceQueued(store, corrected('a'), 2000, sentStores)).toBe('sent');
    expect(await replaceQueued(store, corrected('b'), 2000, sentStores)).toBe('missing');
    // Not queued by the attempt either: a correction never brings back what left.
    expect(await readEntry(store, 'a')).toBeNull();
    expect(await readEntry(store, 'b')).toBeNull();
  });

  it('leaves a newer version’s record alone', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const key = `${ENQUIRY_PREFIX}a`;
    await set(key, { ...((await get(key, store)) as object), v: RECORD_VERSION + 1 }, store);
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('missing');
    expect(((await get(key, store)) as { params: TemplateParams }).params.message).toBe('Enquiry a');
  });
});

describe('a correction racing a send', () => {
  it('made during the send: says sending, and the send goes out as it was read', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    let during: string | null = null;
    const { send, sent } = recordingSender(async () => {
      during = await replaceQueued(store, corrected('a'), 2000);
    });
    const result = await flushOutbox(store, round(send));
    expect(during).toBe('sending');
    expect(result.sent).toEqual(['a']);
    expect(sent.map((params) => params.message)).toEqual(['Enquiry a']);
  });

  it('made between the sender’s read and its mark: what goes out is the correction', async () => {
    const base = freshStore();
    await enqueue(base, enquiry('a'), 1000);
    let outcome: string | null = null;
    const hooked = hookedAfterNextRead(base, async () => {
      outcome = await replaceQueued(base, corrected('a'), 2000);
    });
    const { send, sent } = recordingSender();
    const result = await flushOutbox(
      hooked.store,
      round(send, {
        keepAlive: async () => {
          hooked.arm();
          return true;
        },
      }),
    );
    expect(outcome).toBe('replaced');
    expect(result.sent).toEqual(['a']);
    expect(sent.map((params) => params.message)).toEqual(['Corrected a']);
  });

  it('made while a failed send is answered: the retry sends the correction, not the old text', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const asked: string[] = [];
    let first = true;
    const send = async (params: TemplateParams) => {
      asked.push(params.message);
      if (!first) return { kind: 'sent' as const };
      first = false;
      return { kind: 'failed' as const, status: 503, text: 'busy', retryAfterMs: null };
    };
    await flushOutbox(store, round(send));
    // Between two rounds the entry is queued, not in flight: the correction takes.
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('replaced');
    // The rep's "send now" (retryEntry) reads the entry and writes it back: never the old params.
    await retryEntry(store, 'a');
    expect((await readEntry(store, 'a'))!.params.message).toBe('Corrected a');
    await flushOutbox(store, round(send));
    expect(asked).toEqual(['Enquiry a', 'Corrected a']);
    expect(await readEntry(store, 'a')).toBeNull();
  });

  it('a correction during one send is never lost by that send’s outcome: the next one takes', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const outcomes: string[] = [];
    const send = async () => {
      outcomes.push(await replaceQueued(store, corrected('a'), 2000));
      return { kind: 'failed' as const, status: 503, text: 'busy', retryAfterMs: null };
    };
    await flushOutbox(store, round(send));
    // Refused while in flight, and the failed send's outcome wrote the old text back as it was.
    expect(outcomes).toEqual(['sending']);
    expect((await readEntry(store, 'a'))!.params.message).toBe('Enquiry a');
    // Once answered, a correction takes, and the next send carries it.
    expect(await replaceQueued(store, corrected('a'), 3000)).toBe('replaced');
    const { send: accept, sent } = recordingSender();
    await flushOutbox(store, round(accept));
    expect(sent.map((params) => params.message)).toEqual(['Corrected a']);
  });
});

describe('a correction of an enquiry the provider refused', () => {
  it('takes the refusal away with the text it was about, and the corrected enquiry goes', async () => {
    const store = freshStore();
    const sent: string[] = [];
    let refuse = true;
    const runner = createOutboxRunner(
      runnerDeps(store, {
        send: async (params) => {
          sent.push(params.reply_to);
          if (!refuse) return { kind: 'sent' };
          refuse = false;
          return { kind: 'failed', status: 422, text: 'The reply address is invalid', retryAfterMs: null };
        },
      }),
    );
    await runner.submit(enquiry('a'));
    expect((await readEntry(store, 'a'))!.rejection).toMatchObject({ status: 422 });
    // The rep corrects the address the provider refused: "it goes instead of the first version".
    expect(await runner.correct({ ...enquiry('a'), reply_to: 'right@example.com' })).toBe('replaced');
    await runner.flush('new');
    expect(sent).toEqual(['a@example.com', 'right@example.com']);
    expect(await readEntry(store, 'a')).toBeNull();
  });

  it('keeps one held as unanswered for the rep: a copy of it may have arrived', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const key = `${ENQUIRY_PREFIX}a`;
    await set(key, { ...((await get(key, store)) as object), rejection: UNANSWERED, timeouts: 3 }, store);
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('replaced');
    expect(await readEntry(store, 'a')).toMatchObject({ rejection: UNANSWERED, timeouts: 3 });
  });
});
