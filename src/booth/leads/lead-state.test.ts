import { describe, expect, it } from 'vitest';
import { SERVER_SNAPSHOT, type OutboxSnapshot } from '../../contact/offline/outbox-snapshot';
import type { OutboxEntry } from '../../contact/offline/outbox';
import { SENT_MARK_KEPT_DAYS } from '../../contact/offline/outbox-names';
import { MAX_KEEP_DAYS, parseLead } from './lead-record';
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

  it('is sent by the sent log’s mark once the receipt is gone (past its hours, or cleared)', () => {
    expect(leadState(saved, outbox({ sentMarks: [{ id: 's1', sentAt: 8 }] }))).toEqual({ kind: 'sent', at: 8 });
    // Another enquiry's mark proves nothing of this one.
    expect(leadState(saved, outbox({ sentMarks: [{ id: 's2', sentAt: 8 }] }))).toEqual({
      kind: 'attention',
      reason: 'missing',
    });
    // Still queued outranks a mark: the queue, read first, may not show another sender's send yet.
    expect(leadState(saved, outbox({ entries: [entry()], sentMarks: [{ id: 's1', sentAt: 8 }] }))).toEqual({
      kind: 'saved',
    });
  });

  it('is known as sent by its mark for as long as a rep may keep a sent lead on the device', () => {
    expect(SENT_MARK_KEPT_DAYS).toBeGreaterThanOrEqual(MAX_KEEP_DAYS);
  });

  it('is saved before the outbox is read, and needs the rep with no queued record, receipt or mark', () => {
    expect(leadState(saved, SERVER_SNAPSHOT)).toEqual({ kind: 'saved' });
    expect(leadState(saved, outbox({}))).toEqual({ kind: 'attention', reason: 'missing' });
    expect(leadState(saved, outbox({ available: false }))).toEqual({ kind: 'attention', reason: 'unavailable' });
  });

  it('is not called missing when the sent log cannot be read: it may have been sent', () => {
    expect(leadState(saved, outbox({ sentUnreadable: true }))).toEqual({ kind: 'attention', reason: 'unavailable' });
    // What the queue still holds is known all the same.
    expect(leadState(saved, outbox({ sentUnreadable: true, entries: [entry()] }))).toEqual({ kind: 'saved' });
  });
});
