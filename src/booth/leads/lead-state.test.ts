import { describe, expect, it } from 'vitest';
import { SERVER_SNAPSHOT, type OutboxSnapshot } from '../../contact/offline/outbox-snapshot';
import type { OutboxEntry } from '../../contact/offline/outbox';
import { parseLead } from './lead-record';
import { leadState } from './lead-state';

const saved = parseLead({ id: 's1', startedAt: 1, savedAt: 2 })!;
const entry = (rejection: OutboxEntry['rejection'] = null) => ({ id: 's1', rejection }) as OutboxEntry;
const outbox = (over: Partial<OutboxSnapshot>): OutboxSnapshot => ({ ...SERVER_SNAPSHOT, available: true, ...over });
const receipt = { id: 's1', createdAt: 2, sentAt: 9, name: '', company: '', projectType: '' };

describe('a lead’s state', () => {
  it('is open until saved, and sent once the lead knows it was', () => {
    expect(leadState({ ...saved, savedAt: null }, outbox({}))).toEqual({ kind: 'open' });
    expect(leadState({ ...saved, sentAt: 7 }, outbox({ entries: [entry()] }))).toEqual({ kind: 'sent', at: 7 });
  });

  it('follows the outbox: queued, sending, refused, and sent by its receipt', () => {
    expect(leadState(saved, outbox({ entries: [entry()] }))).toEqual({ kind: 'saved' });
    expect(leadState(saved, outbox({ entries: [entry()], sendingId: 's1' }))).toEqual({ kind: 'sending' });
    expect(leadState(saved, outbox({ entries: [entry({ status: 400, text: 'bad' })] }))).toEqual({
      kind: 'attention',
      reason: 'refused',
    });
    expect(leadState(saved, outbox({ sent: [receipt] }))).toEqual({ kind: 'sent', at: 9 });
  });

  it('is saved before the outbox is read, and needs the rep when it is in no outbox unsent', () => {
    expect(leadState(saved, SERVER_SNAPSHOT)).toEqual({ kind: 'saved' });
    expect(leadState(saved, outbox({}))).toEqual({ kind: 'attention', reason: 'missing' });
    expect(leadState(saved, outbox({ available: false }))).toEqual({ kind: 'attention', reason: 'unavailable' });
  });
});
