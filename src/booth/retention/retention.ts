import type { Lead, LeadState } from '../lead';
import { MAX_KEEP_DAYS } from '../leads/lead-record';

/**
 * What stays on the device (issue 54, point 5): a sent lead keeps its details for the set number
 * of days after it was sent, then goes; a lead not yet sent stays until it is sent, or until
 * the rep removes it with "Clear this device" and a second, explicit confirmation.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The leads whose time on the device is over: sent more than `keepDays` days before `now`. Never
 * a lead not known to be sent. A clock set back only keeps leads longer: a lead whose sending
 * lies ahead of the clock is kept (its age reads as negative), and none goes before its time.
 */
export function expiredLeads(leads: readonly Lead[], keepDays: number, now: number): string[] {
  const keepMs = keepDays * DAY_MS;
  return leads.filter((lead) => lead.sentAt !== null && now - lead.sentAt > keepMs).map((lead) => lead.id);
}

/** What "Clear this device" would remove: what was sent, and apart, what was not. */
export interface ClearPlan {
  sent: string[];
  /** Not sent yet (saved, sending, needing attention, or still being typed): lost if removed. */
  unsent: string[];
}

export function clearPlan(leads: readonly Lead[], stateOf: (lead: Lead) => LeadState): ClearPlan {
  const plan: ClearPlan = { sent: [], unsent: [] };
  for (const lead of leads) (stateOf(lead).kind === 'sent' ? plan.sent : plan.unsent).push(lead.id);
  return plan;
}

/** The days the rep typed, as a whole number within the bounds the store keeps; null otherwise. */
export function parseKeepDays(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= 1 && days <= MAX_KEEP_DAYS ? days : null;
}
