import { describe, expect, it } from 'vitest';
import { SERVER_SNAPSHOT, type OutboxSnapshot } from '../../contact/offline/outbox-snapshot';
import type { OutboxEntry } from '../../contact/offline/outbox';
import { parseLead } from '../leads/lead-record';
import { cardProblems, followUpAs, openLead, savedAs, savedUnmarked } from './card-check';

const card = (over: Record<string, unknown> = {}) =>
  parseLead({ id: 'x', card: { email: 'ana@example.com', consentAt: 5, ...over } })!.card;

describe('what stops a card from going', () => {
  it('is nothing on a card with an address and consent', () => {
    expect(cardProblems(card(), 0)).toEqual([]);
  });

  it('names each wrong field in the card’s order: e-mail, notes, consent', () => {
    expect(cardProblems(card({ email: '  ', consentAt: null }), 12)).toEqual([
      { field: 'email', key: 'emailMissing' },
      { field: 'notes', key: 'notesTooLong', over: 12 },
      { field: 'consent', key: 'consentMissing' },
    ]);
    expect(cardProblems(card({ email: 'ana@' }), 0)).toEqual([{ field: 'email', key: 'emailInvalid' }]);
    // Spaces around a good address are trimmed when it is sent, so they are no problem.
    expect(cardProblems(card({ email: ' ana@example.com ' }), 0)).toEqual([]);
  });
});

describe('the card being typed', () => {
  const lead = (id: string, startedAt: number, savedAt: number | null) => parseLead({ id, startedAt, savedAt })!;
  const outbox = (over: Partial<OutboxSnapshot>): OutboxSnapshot => ({ ...SERVER_SNAPSHOT, available: true, ...over });
  const leads = [lead('c', 3, null), lead('b', 2, 9), lead('a', 1, null)];

  it('is the newest lead not saved', () => {
    expect(openLead(leads, SERVER_SNAPSHOT)?.id).toBe('c');
    expect(openLead([lead('b', 2, 9)], SERVER_SNAPSHOT)).toBeNull();
  });

  it('is never one the outbox holds already, queued or sent: that one is marked saved', () => {
    const queued = outbox({ entries: [{ id: 'c' } as OutboxEntry] });
    expect(openLead(leads, queued)?.id).toBe('a');
    expect(savedUnmarked(leads, queued).map((l) => l.id)).toEqual(['c']);
    const sent = outbox({ sent: [{ id: 'a', createdAt: 1, sentAt: 2, name: '', company: '', projectType: '' }] });
    expect(savedUnmarked(leads, sent).map((l) => l.id)).toEqual(['a']);
    // Sent so long ago (or its receipt cleared) that only its mark is left: still not a card to type.
    const marked = outbox({ sentMarks: [{ id: 'c', sentAt: 2 }] });
    expect(openLead(leads, marked)?.id).toBe('a');
    expect(savedUnmarked(leads, marked).map((l) => l.id)).toEqual(['c']);
  });
});

describe('what the status says of a lead just saved', () => {
  const queued = { kind: 'queued' } as const;
  const idle: OutboxSnapshot = { ...SERVER_SNAPSHOT, available: true };

  it('says sent, or refused, as the outbox answered, online or not', () => {
    expect(savedAs({ kind: 'sent' }, idle, true)).toBe('sent');
    expect(savedAs({ kind: 'rejected', status: 400, text: 'no' }, idle, false)).toBe('refused');
  });

  it('says it waits for a network when the browser is offline', () => {
    expect(savedAs(queued, { ...idle, sendingId: 'x' }, false)).toBe('waiting');
  });

  it('says it waits when online but the try made as it was saved failed: a retry is scheduled, nothing sends', () => {
    expect(savedAs(queued, { ...idle, retryAt: 1_000 }, true)).toBe('waiting');
  });

  it('says it is on its way while a round sends, or when no try has failed', () => {
    expect(savedAs(queued, { ...idle, retryAt: 1_000, sendingId: 'x' }, true)).toBe('sending');
    expect(savedAs(queued, idle, true)).toBe('sending');
  });
});

describe('what the status says of a correction sent as an enquiry of its own', () => {
  it('says the first version may have arrived where an earlier send may have delivered it', () => {
    expect(followUpAs('mayHaveArrived')).toBe('mayHaveArrived');
  });

  it('says it was on its way where it was being sent, sent or gone', () => {
    for (const outcome of ['sending', 'sent', 'missing'] as const) expect(followUpAs(outcome)).toBe('followUp');
  });
});
