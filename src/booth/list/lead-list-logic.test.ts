import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_SNAPSHOT, type OutboxSnapshot } from '../../contact/offline/outbox-snapshot';
import type { OutboxEntry } from '../../contact/offline/outbox';
import { parseLead } from '../leads/lead-record';
import type { Lead } from '../lead';
import { TEXT_VARIABLES } from '../../content/text-variables';
import { createServerI18n } from '../../i18n/server';
import type { Lang } from '../../i18n/languages';
import type { Translate } from '../../selection/message-block';
import { filterLeads, foldForFilter, matchesFilter, shownSaying } from './lead-filter';
import { splitByDay, startOfDay } from './lead-days';
import { newlySent } from './sent-record';

const lead = (id: string, over: Partial<Lead> & { name?: string; company?: string } = {}): Lead => {
  const { name = '', company = '', ...rest } = over;
  return { ...parseLead({ id, startedAt: 1, card: { name, company } })!, ...rest };
};

describe('the filter', () => {
  const garcia = lead('g', { name: 'José García', company: 'Tèxtils Müller' });

  it('matches name or company, whatever the accents and the case', () => {
    expect(matchesFilter(garcia, 'garcia')).toBe(true);
    expect(matchesFilter(garcia, 'JOSE')).toBe(true);
    expect(matchesFilter(garcia, 'muller')).toBe(true);
    expect(matchesFilter(garcia, 'textils  müller')).toBe(true);
    expect(matchesFilter(garcia, 'Garcias')).toBe(false);
    expect(matchesFilter(lead('x', { name: 'Ana' }), 'garcia')).toBe(false);
  });

  it('lets every lead through when empty, and keeps their order', () => {
    const leads = [garcia, lead('a', { name: 'Ana' }), lead('b', { company: 'Garcia SL' })];
    expect(filterLeads(leads, '   ').map((l) => l.id)).toEqual(['g', 'a', 'b']);
    expect(filterLeads(leads, 'garcía').map((l) => l.id)).toEqual(['g', 'b']);
    expect(foldForFilter('  Ça   Va ')).toBe('ca va');
  });
});

describe('today and earlier', () => {
  const now = new Date(2026, 10, 29, 15, 0).getTime();
  const midnight = new Date(2026, 10, 29, 0, 0).getTime();

  it('splits at the device’s local midnight, in the order given', () => {
    expect(startOfDay(now)).toBe(midnight);
    const leads = [
      lead('late', { startedAt: now - 1 }),
      lead('dawn', { startedAt: midnight }),
      lead('eve', { startedAt: midnight - 1 }),
    ];
    const { today, earlier } = splitByDay(leads, now);
    expect(today.map((l) => l.id)).toEqual(['late', 'dawn']);
    expect(earlier.map((l) => l.id)).toEqual(['eve']);
  });

  it('keeps a lead taken “after now” (a clock set back since) among today’s', () => {
    const ahead = lead('ahead', { startedAt: now + 3 * 24 * 60 * 60 * 1000 });
    expect(splitByDay([ahead], now).today).toEqual([ahead]);
  });
});

/** The booth's texts as shipped, in `lang`. */
const boothT = (lang: Lang): Translate => {
  const booth = JSON.parse(readFileSync(`locales/${lang}/booth.json`, 'utf8'));
  return createServerI18n(lang, { [lang]: { booth } }, TEXT_VARIABLES).getFixedT(lang, 'booth') as Translate;
};

describe('the count while filtering', () => {
  it('agrees with how many are shown, in each language', () => {
    const said = (lang: Lang) => [1, 2].map((shown) => shownSaying(boothT(lang), shown, 3));
    expect(said('es')).toEqual(['Se muestra 1 de 3', 'Se muestran 2 de 3']);
    expect(said('ca')).toEqual(['Se’n mostra 1 de 3', 'Se’n mostren 2 de 3']);
    expect(said('en')).toEqual(['Showing 1 of 3', 'Showing 2 of 3']);
    expect(said('fr')).toEqual(['1 fiche affichée sur 3', '2 fiches affichées sur 3']);
  });
});

describe('sent, as the lead should record it', () => {
  const outbox = (over: Partial<OutboxSnapshot>): OutboxSnapshot => ({ ...SERVER_SNAPSHOT, available: true, ...over });
  const receipt = (id: string, sentAt: number) => ({
    id,
    createdAt: 1,
    sentAt,
    name: '',
    company: '',
    projectType: '',
  });

  it('gives the leads seen sent by their receipt, once', () => {
    const leads = [
      lead('sent', { savedAt: 2 }),
      lead('known', { savedAt: 2, sentAt: 5 }),
      lead('waiting', { savedAt: 2 }),
      lead('open'),
    ];
    const seen = outbox({
      sent: [receipt('sent', 9), receipt('known', 6), receipt('open', 9)],
      entries: [{ id: 'waiting', rejection: null } as OutboxEntry],
    });
    expect(newlySent(leads, seen)).toEqual([{ id: 'sent', at: 9 }]);
  });

  it('gives the leads seen sent by the sent log’s mark, their receipt gone', () => {
    const leads = [lead('marked', { savedAt: 2 }), lead('known', { savedAt: 2, sentAt: 5 })];
    const seen = outbox({
      sentMarks: [
        { id: 'marked', sentAt: 8 },
        { id: 'known', sentAt: 6 },
      ],
    });
    expect(newlySent(leads, seen)).toEqual([{ id: 'marked', at: 8 }]);
  });

  it('gives nothing before the outbox was read', () => {
    expect(newlySent([lead('a', { savedAt: 2 })], SERVER_SNAPSHOT)).toEqual([]);
  });
});
