import { describe, expect, it } from 'vitest';
import { get, set, type UseStore } from 'idb-keyval';
import { freshStore, freshSentStores, enquiry, round, runnerDeps } from './test-store';
import { createOutboxRunner } from './outbox-runner';
import { UNANSWERED } from './unanswered';
import {
  enqueue,
  flushOutbox,
  readEntry,
  replaceQueued,
  retryEntry,
  RECORD_VERSION,
  type FlushDeps,
  type ReplaceOutcome,
} from './outbox';
import { ENQUIRY_PREFIX } from './outbox-names';
import { recordSent } from './sent-log';
import type { TemplateParams } from '../template-params';
import type { SendOutcome } from '../send';

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
    // Tried twice and answered "busy" twice (and once by a flap guessed not to have got there):
    // nothing of it may have arrived.
    const counts = { attempts: 3, lastError: '503 busy', guessedNotArrived: 1 };
    await set(key, { ...((await get(key, store)) as object), ...counts, kept: 'x' }, store);
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('replaced');
    const entry = await readEntry(store, 'a');
    expect(entry).toMatchObject({ createdAt: 1000, ...counts, copyMayHaveLeft: false });
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

  it('leaves one held as unanswered after sends that may have arrived as it is: the rep decides', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const key = `${ENQUIRY_PREFIX}a`;
    const held = { rejection: UNANSWERED, timeouts: 2, copyMayHaveLeft: true };
    await set(key, { ...((await get(key, store)) as object), ...held }, store);
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('mayHaveArrived');
    expect(await readEntry(store, 'a')).toMatchObject({ ...held, params: { message: 'Enquiry a' } });
  });

  it('corrects one held as unanswered after guesses that nothing left, and keeps it held for the rep', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const key = `${ENQUIRY_PREFIX}a`;
    await set(key, { ...((await get(key, store)) as object), rejection: UNANSWERED, guessedNotArrived: 6 }, store);
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('replaced');
    expect(await readEntry(store, 'a')).toMatchObject({ rejection: UNANSWERED, params: { message: 'Corrected a' } });
  });

  it('after a send that may have arrived, then a refusal: the corrected text goes afresh, as before', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const asked: string[] = [];
    const answers: SendOutcome[] = [
      { kind: 'timeout' },
      { kind: 'failed', status: 422, text: 'The reply address is invalid', retryAfterMs: null },
      { kind: 'sent' },
    ];
    const send = async (params: TemplateParams) => {
      asked.push(params.message);
      return answers.shift()!;
    };
    await flushOutbox(store, round(send));
    await flushOutbox(store, round(send));
    expect((await readEntry(store, 'a'))!.rejection).toMatchObject({ status: 422 });
    // The provider refused the very text it may have had: the correction takes its place.
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('replaced');
    expect(await readEntry(store, 'a')).toMatchObject({
      rejection: null,
      timeouts: 0,
      copyMayHaveLeft: false,
      params: { message: 'Corrected a' },
    });
    // Corrected again before it went, it is still the text never sent that is replaced.
    expect(await replaceQueued(store, { ...corrected('a'), message: 'Corrected twice' }, 3000)).toBe('replaced');
    await flushOutbox(store, round(send));
    expect(asked).toEqual(['Enquiry a', 'Enquiry a', 'Corrected twice']);
    expect(await readEntry(store, 'a')).toBeNull();
  });
});

/** A send that gets no answer while the device says it is online: its answer lost on the way. */
const lostAnswer: SendOutcome = { kind: 'network' };
const failedWith = (status: number): SendOutcome => ({
  kind: 'failed',
  status,
  text: `S${status}`,
  retryAfterMs: null,
});

/**
 * The entry 'a' after one round whose send of it came to `outcome`, with `deps` (online, the
 * probe answering, sends that take no time: see round), then corrected: what replaceQueued
 * answered and the text queued after it.
 */
async function correctedAfter(outcome: SendOutcome, deps: Partial<FlushDeps> = {}) {
  const store = freshStore();
  await enqueue(store, enquiry('a'), 1000);
  await flushOutbox(
    store,
    round(async () => outcome, { reachable: async () => 'answered', ...deps }),
  );
  const answered: ReplaceOutcome = await replaceQueued(store, corrected('a'), 2000);
  return { answered, queued: (await readEntry(store, 'a'))!.params.message, store };
}

describe('a correction of an enquiry an earlier send may have delivered', () => {
  it('whose answer was lost: says mayHaveArrived, and the retry sends the text that may have arrived', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const asked: string[] = [];
    const answers: SendOutcome[] = [lostAnswer, { kind: 'sent' }];
    const send = async (params: TemplateParams) => {
      asked.push(params.message);
      return answers.shift()!;
    };
    await flushOutbox(store, round(send, { reachable: async () => 'answered' }));
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('mayHaveArrived');
    await flushOutbox(store, round(send));
    // Replaced, the retry would have been a second version under the first one's id.
    expect(asked).toEqual(['Enquiry a', 'Enquiry a']);
  });

  it.each<[string, SendOutcome, Partial<FlushDeps>]>([
    ['a timeout', { kind: 'timeout' }, {}],
    ['a lost answer the probe says could have come', lostAnswer, { reachable: async () => 'silent' }],
    ['a 500', failedWith(500), {}],
    ['a 504', failedWith(504), {}],
    ['a 502', failedWith(502), {}],
    ['a 5xx the status table does not list', failedWith(507), {}],
    ['an edge’s answer without CORS', lostAnswer, { reachable: async () => 'answeredWithoutCors' }],
  ])('after %s: not replaced', async (_, outcome, deps) => {
    const { answered, queued, store } = await correctedAfter(outcome, deps);
    expect(answered).toBe('mayHaveArrived');
    expect(queued).toBe('Enquiry a');
    expect(await readEntry(store, 'a')).toMatchObject({ copyMayHaveLeft: true });
  });

  it.each<[string, SendOutcome, Partial<FlushDeps>]>([
    ['the device offline as it went', lostAnswer, { isOnline: () => false }],
    // No name lookup, a refused connection: fast, and the probe fails the same way.
    ['a fast failure the probe could not get through either', lostAnswer, { reachable: async () => 'failed' }],
    ['a 503', failedWith(503), {}],
    ['a 429', failedWith(429), {}],
    ['a 521: the edge never handed it over', failedWith(521), {}],
  ])('after %s, known to have left nothing: replaced', async (_, outcome, deps) => {
    const { answered, queued } = await correctedAfter(outcome, deps);
    expect(answered).toBe('replaced');
    expect(queued).toBe('Corrected a');
  });

  it('after a send cut off (its mark found by the next sender): not replaced', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const key = `${ENQUIRY_PREFIX}a`;
    await set(key, { ...((await get(key, store)) as object), attempts: 1, inFlight: { attempt: 1, at: 900 } }, store);
    await flushOutbox(
      store,
      round(async () => failedWith(503)),
    );
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('mayHaveArrived');
  });

  it('"try again" keeps the fact: a correction after it still goes on its own', async () => {
    const { store } = await correctedAfter({ kind: 'timeout' });
    await retryEntry(store, 'a');
    expect(await readEntry(store, 'a')).toMatchObject({ timeouts: 0, attempts: 0, copyMayHaveLeft: true });
    expect(await replaceQueued(store, corrected('a'), 3000)).toBe('mayHaveArrived');
    expect((await readEntry(store, 'a'))!.params.message).toBe('Enquiry a');
  });

  it('later failures that left nothing keep it', async () => {
    const { store } = await correctedAfter({ kind: 'timeout' });
    for (const deps of [{ isOnline: () => false }, { reachable: async () => 'failed' as const }]) {
      await flushOutbox(
        store,
        round(async () => lostAnswer, deps),
      );
    }
    await flushOutbox(
      store,
      round(async () => failedWith(503)),
    );
    expect(await readEntry(store, 'a')).toMatchObject({ attempts: 4, copyMayHaveLeft: true });
    expect(await replaceQueued(store, corrected('a'), 3000)).toBe('mayHaveArrived');
  });
});

describe('a refusal after a send that may have arrived', () => {
  /** Enquiry 'a' after a timeout, then `refusal`: what a correction answers, and the stored entry. */
  async function correctedAfterRefusal(status: number) {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const answers: SendOutcome[] = [{ kind: 'timeout' }, failedWith(status)];
    for (let i = 0; i < 2; i++)
      await flushOutbox(
        store,
        round(async () => answers.shift()!),
      );
    expect((await readEntry(store, 'a'))!.rejection).toMatchObject({ status });
    const answered = await replaceQueued(store, corrected('a'), 2000);
    return { answered, entry: (await readEntry(store, 'a'))! };
  }

  it.each([402, 403, 412, 413, 426])(
    'of the account or the request (%i): keeps the fact, not replaced',
    async (status) => {
      const { answered, entry } = await correctedAfterRefusal(status);
      expect(answered).toBe('mayHaveArrived');
      expect(entry).toMatchObject({ copyMayHaveLeft: true, params: { message: 'Enquiry a' } });
    },
  );

  it.each([400, 422])('of the text itself (%i): replaced, without the fact', async (status) => {
    const { answered, entry } = await correctedAfterRefusal(status);
    expect(answered).toBe('replaced');
    expect(entry).toMatchObject({ copyMayHaveLeft: false, params: { message: 'Corrected a' } });
  });
});

describe('the same enquiry saved again (enqueue over a held one)', () => {
  it('over one held as unanswered after two timeouts: the fact stays, and a correction goes on its own', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    for (let i = 0; i < 2; i++)
      await flushOutbox(
        store,
        round(async () => ({ kind: 'timeout' }) as const),
      );
    expect((await readEntry(store, 'a'))!.rejection).toEqual(UNANSWERED);
    // The rep presses Save again after "could not confirm": the same text, the same id.
    await enqueue(store, enquiry('a'), 3000);
    expect(await get(`${ENQUIRY_PREFIX}a`, store)).toMatchObject({ rejection: null, copyMayHaveLeft: true });
    expect(await replaceQueued(store, corrected('a'), 4000)).toBe('mayHaveArrived');
  });

  it('over one whose text the provider refused: the new text starts without it', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const answers: SendOutcome[] = [{ kind: 'timeout' }, failedWith(422)];
    for (let i = 0; i < 2; i++)
      await flushOutbox(
        store,
        round(async () => answers.shift()!),
      );
    await enqueue(store, corrected('a'), 3000);
    expect(await get(`${ENQUIRY_PREFIX}a`, store)).toMatchObject({ copyMayHaveLeft: false });
  });
});

describe('two writers racing over the fact: one that set it meanwhile is never written over', () => {
  const key = `${ENQUIRY_PREFIX}a`;
  /** Another sender's outcome landing: the stored record gets the fact (and `extra`). */
  const setMeanwhile =
    (store: UseStore, extra: Record<string, unknown> = {}) =>
    async () => {
      await set(key, { ...((await get(key, store)) as object), copyMayHaveLeft: true, ...extra }, store);
    };

  it('"try again" read before it was set (replaceIfPresent)', async () => {
    const base = freshStore();
    await enqueue(base, enquiry('a'), 1000);
    const hooked = hookedAfterNextRead(base, setMeanwhile(base, { timeouts: 1 }));
    hooked.arm();
    await retryEntry(hooked.store, 'a');
    // Its counts start afresh, so only the stored fact still says it.
    expect(await get(key, base)).toMatchObject({ timeouts: 0, copyMayHaveLeft: true });
    expect(await replaceQueued(base, corrected('a'), 2000)).toBe('mayHaveArrived');
  });

  it('a sender that read the entry before it was set (markInFlight)', async () => {
    const base = freshStore();
    await enqueue(base, enquiry('a'), 1000);
    const hooked = hookedAfterNextRead(base, setMeanwhile(base));
    await flushOutbox(
      hooked.store,
      round(async () => failedWith(503), {
        keepAlive: async () => {
          hooked.arm();
          return true;
        },
      }),
    );
    expect(await get(key, base)).toMatchObject({ attempts: 1, timeouts: 0, copyMayHaveLeft: true });
    expect(await replaceQueued(base, corrected('a'), 2000)).toBe('mayHaveArrived');
  });

  it('a late sender whose send timed out, over the one that took over (mergeOutcome)', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    // Mid-send, another sender takes the entry over (its own mark) without the fact.
    const send = async () => {
      await set(key, { ...((await get(key, store)) as object), inFlight: { attempt: 7, at: 1 } }, store);
      return { kind: 'timeout' } as const;
    };
    await flushOutbox(store, round(send));
    // The late sender's copy may have arrived: the stored record says so itself.
    expect(await get(key, store)).toMatchObject({ inFlight: { attempt: 7 }, timeouts: 1, copyMayHaveLeft: true });
  });
});

describe('a stored false beside counts that say a copy may have left (parseEntry)', () => {
  it.each([
    ['a timeout', { timeouts: 1 }],
    ['a gateway failure', { gatewayFailures: 1 }],
  ])('counted %s: read as may have left', async (_, counts) => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const key = `${ENQUIRY_PREFIX}a`;
    await set(key, { ...((await get(key, store)) as object), ...counts, copyMayHaveLeft: false }, store);
    expect(await readEntry(store, 'a')).toMatchObject({ copyMayHaveLeft: true });
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('mayHaveArrived');
  });
});

describe('a correction of a record stored by an earlier version (before copyMayHaveLeft)', () => {
  /** Enquiry 'a' stored as a version-2 record with `counts`. */
  async function storedByVersion2(counts: Record<string, unknown>) {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const key = `${ENQUIRY_PREFIX}a`;
    const { copyMayHaveLeft, ...record } = (await get(key, store)) as Record<string, unknown>;
    void copyMayHaveLeft;
    await set(key, { ...record, ...counts, v: 2 }, store);
    return store;
  }

  it.each<[string, Record<string, unknown>, ReplaceOutcome]>([
    ['counted a timeout', { attempts: 1, timeouts: 1 }, 'mayHaveArrived'],
    ['counted a 502', { attempts: 1, gatewayFailures: 1 }, 'mayHaveArrived'],
    ['counted only a guess that nothing left', { attempts: 1, guessedNotArrived: 1 }, 'replaced'],
    ['counted nothing', { attempts: 1, lastError: '503 busy' }, 'replaced'],
  ])('one that %s: %s', async (_, counts, outcome) => {
    const store = await storedByVersion2(counts);
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe(outcome);
  });

  it('a record rewritten by this version keeps what its counts said, through "try again"', async () => {
    const store = await storedByVersion2({ attempts: 1, timeouts: 1 });
    await flushOutbox(
      store,
      round(async () => failedWith(503)),
    );
    await retryEntry(store, 'a');
    expect(await get(`${ENQUIRY_PREFIX}a`, store)).toMatchObject({ v: RECORD_VERSION, copyMayHaveLeft: true });
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('mayHaveArrived');
  });

  it('a mark that cannot be read is read from the counts', async () => {
    const store = freshStore();
    await enqueue(store, enquiry('a'), 1000);
    const key = `${ENQUIRY_PREFIX}a`;
    await set(key, { ...((await get(key, store)) as object), timeouts: 1, copyMayHaveLeft: 'yes' }, store);
    expect(await replaceQueued(store, corrected('a'), 2000)).toBe('mayHaveArrived');
  });
});
