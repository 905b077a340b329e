import type { OutboxSnapshot } from '../../contact/offline/outbox-snapshot';
import type { Lead, LeadState } from '../lead';

/** Why a saved lead needs the rep: the outbox refused it, or it is no longer in the outbox unsent. */
export type AttentionReason = 'refused' | 'missing' | 'unavailable';

/**
 * Where a lead is, from the lead and the outbox's view of it: the outbox is the truth of what is
 * queued, sending and sent (its sent log: a receipt for 12 h, then a bare mark for 90 days, the
 * mark at once when the dock's sent list is cleared); the lead keeps its own `sentAt` once the
 * booth has seen it sent. Before the outbox has been read, a saved lead is shown as saved.
 */
export function leadState(lead: Lead, outbox: OutboxSnapshot): LeadState {
  if (lead.sentAt !== null) return { kind: 'sent', at: lead.sentAt };
  if (lead.savedAt === null) return { kind: 'open' };
  const receipt = outbox.sent.find((sent) => sent.id === lead.id);
  const entry = outbox.entries.find((queued) => queued.id === lead.id);
  if (entry) {
    if (entry.rejection) return { kind: 'attention', reason: 'refused' satisfies AttentionReason };
    return outbox.sendingId === lead.id ? { kind: 'sending' } : { kind: 'saved' };
  }
  if (receipt) return { kind: 'sent', at: receipt.sentAt };
  // Sent while booth mode was closed (by the worker, another page), its receipt gone since.
  const mark = outbox.sentMarks.find((sent) => sent.id === lead.id);
  if (mark) return { kind: 'sent', at: mark.sentAt };
  if (outbox.available === null) return { kind: 'saved' };
  // Gone from the queue, and the sent log cannot be read: it may well have been sent.
  if (outbox.sentUnreadable) return { kind: 'attention', reason: 'unavailable' satisfies AttentionReason };
  if (outbox.available === false) return { kind: 'attention', reason: 'unavailable' satisfies AttentionReason };
  return { kind: 'attention', reason: 'missing' satisfies AttentionReason };
}
