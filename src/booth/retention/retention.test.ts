import { describe, expect, it } from 'vitest';
import { parseLead } from '../leads/lead-record';
import type { Lead, LeadState } from '../lead';
import { clearPlan, DAY_MS, expiredLeads, parseKeepDays } from './retention';
import { MAX_KEEP_DAYS } from '../leads/lead-record';

const lead = (id: string, over: Partial<Lead> = {}): Lead => ({ ...parseLead({ id, startedAt: 1 })!, ...over });
const now = Date.UTC(2026, 10, 29, 12);

describe('what stays on the device', () => {
  it('lets a sent lead go only once it was sent more than the set days ago', () => {
    const leads = [
      lead('old', { savedAt: 1, sentAt: now - 7 * DAY_MS - 1 }),
      lead('edge', { savedAt: 1, sentAt: now - 7 * DAY_MS }),
      lead('fresh', { savedAt: 1, sentAt: now - DAY_MS }),
    ];
    expect(expiredLeads(leads, 7, now)).toEqual(['old']);
    expect(expiredLeads(leads, 1, now)).toEqual(['old', 'edge']);
    expect(expiredLeads(leads, 30, now)).toEqual([]);
  });

  it('never lets an unsent lead go, however old', () => {
    const leads = [lead('saved', { startedAt: 0, savedAt: 0 }), lead('open', { startedAt: 0 })];
    expect(expiredLeads(leads, 1, now)).toEqual([]);
  });

  it('never purges early when the clock was set back: a sending “in the future” is kept', () => {
    const sentLater = lead('ahead', { savedAt: 1, sentAt: now + 30 * DAY_MS });
    expect(expiredLeads([sentLater], 1, now)).toEqual([]);
    // The clock set back a year: a lead sent yesterday (by the old clock) stays.
    const yesterday = lead('y', { savedAt: 1, sentAt: now - DAY_MS });
    expect(expiredLeads([yesterday], 7, now - 365 * DAY_MS)).toEqual([]);
  });
});

describe('clearing the device', () => {
  it('sets what was sent apart from what was not', () => {
    const states: Record<string, LeadState> = {
      a: { kind: 'sent', at: 1 },
      b: { kind: 'saved' },
      c: { kind: 'sending' },
      d: { kind: 'attention', reason: 'refused' },
      e: { kind: 'open' },
      f: { kind: 'sent', at: 2 },
    };
    const leads = Object.keys(states).map((id) => lead(id));
    expect(clearPlan(leads, (l) => states[l.id]!)).toEqual({ sent: ['a', 'f'], unsent: ['b', 'c', 'd', 'e'] });
  });
});

describe('the days the rep types', () => {
  it('takes a whole number of days within the bounds, and nothing else', () => {
    expect(parseKeepDays(' 14 ')).toBe(14);
    expect(parseKeepDays('1')).toBe(1);
    expect(parseKeepDays(String(MAX_KEEP_DAYS))).toBe(MAX_KEEP_DAYS);
    for (const bad of ['', '0', String(MAX_KEEP_DAYS + 1), '2.5', '-3', '1e2', 'siete', '7 días'])
      expect(parseKeepDays(bad)).toBeNull();
  });
});
