import type { OutboxSnapshot } from '../../contact/offline/outbox-snapshot';
import type { Lead } from '../lead';
import { leadState } from '../leads/lead-state';

/**
 * The leads the outbox has seen sent (their receipt or mark in its sent log) that do not know it
 * yet: each with its time of sending, to be written into the lead, because the sent log forgets
 * even its marks after SENT_MARK_KEPT_DAYS and "sent at hh:mm" must outlive them.
 */
export function newlySent(leads: readonly Lead[], outbox: OutboxSnapshot): { id: string; at: number }[] {
  return leads.flatMap((lead) => {
    if (lead.sentAt !== null) return [];
    const state = leadState(lead, outbox);
    return state.kind === 'sent' ? [{ id: lead.id, at: state.at }] : [];
  });
}
