import type { Lead } from '../lead';

/**
 * Today's leads and the earlier ones, by the device's clock: "today" starts at the device's
 * local midnight. A lead started later than the clock says it is now (the clock was set back
 * since) counts as today's: it is never hidden among the earlier days by a clock that moved.
 */
export interface LeadsByDay {
  today: Lead[];
  earlier: Lead[];
}

/** Local midnight of the day `now` falls in. */
export function startOfDay(now: number): number {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** `leads` kept in their order (newest first, as the store gives them), split at today's midnight. */
export function splitByDay(leads: readonly Lead[], now: number): LeadsByDay {
  const midnight = startOfDay(now);
  const today: Lead[] = [];
  const earlier: Lead[] = [];
  for (const lead of leads) (lead.startedAt >= midnight ? today : earlier).push(lead);
  return { today, earlier };
}
