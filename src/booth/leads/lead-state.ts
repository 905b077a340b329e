import type { OutboxSnapshot } from '../../contact/offline/outbox-snapshot';
import type { Lead, LeadState } from '../lead';

/** Why a saved lead needs the rep: the outbox refused it, or it is no longer in the outbox unsent. */
export type AttentionReason = 'refused' | 'missing' | 'unavailable';

/**
 * Where a lead is, from the lead and the outbox's view of it: the outbox is the truth of what is
 * queued, sending and (for 12 h, in its sent log) sent; the lead keeps its own `sentAt` for the
 * days after. Before the outbox has been read, a saved lead is shown as saved.
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
  if (outbox.available === null) return { kind: 'saved' };
  if (outbox.available === false) return { kind: 'attention', reason: 'unavailable' satisfies AttentionReason };
  return { kind: 'attention', reason: 'missing' satisfies AttentionReason };
}
