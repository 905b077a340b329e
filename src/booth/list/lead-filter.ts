import type { Translate } from '../../selection/message-block';
import type { Lead } from '../lead';

/**
 * The list's filter: a lead matches when its name or company holds what the rep typed, whatever
 * the accents and the case (a rep typing "garcia" finds "García", "muller" finds "Müller").
 */

/** Text as the filter compares it: letters without their marks, in lower case, spaces folded. */
export function foldForFilter(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('und').replace(/\s+/g, ' ').trim();
}

export function matchesFilter(lead: Lead, query: string): boolean {
  const wanted = foldForFilter(query);
  if (wanted === '') return true;
  return [lead.card.name, lead.card.company].some((text) => foldForFilter(text).includes(wanted));
}

export function filterLeads(leads: readonly Lead[], query: string): Lead[] {
  return leads.filter((lead) => matchesFilter(lead, query));
}

/**
 * The list's count while the filter is on: its verb agrees with how many are shown, not with the
 * day's total ("Se muestra 1 de 3", "Se muestran 2 de 3"): `count` is the number shown.
 */
export function shownSaying(t: Translate, shown: number, total: number): string {
  return t('list.shown', { count: shown, total });
}
