import { readFileSync } from 'node:fs';
import { TEXT_VARIABLES } from '../../content/text-variables';
import type { Lang } from '../../i18n/languages';
import { createServerI18n } from '../../i18n/server';
import type { Translate } from '../../selection/message-block';
import type { Lead, LeadCard } from '../lead';

/** For the export's tests: the real texts of a language, and leads built field by field. */

const read = (lang: Lang, ns: string) => JSON.parse(readFileSync(`locales/${lang}/${ns}.json`, 'utf8'));

export const translate = (lang: Lang): Translate =>
  createServerI18n(
    lang,
    { [lang]: { booth: read(lang, 'booth'), common: read(lang, 'common'), services: read(lang, 'services') } },
    TEXT_VARIABLES,
  ).getFixedT(lang) as Translate;

/** 29 November 2026 at the given local time. */
export const at = (hours: number, minutes: number) => new Date(2026, 10, 29, hours, minutes).getTime();

export function lead(id: string, card: Partial<LeadCard> = {}, fields: Partial<Lead> = {}): Lead {
  return {
    id,
    v: 1,
    startedAt: at(9, 5),
    updatedAt: at(9, 12),
    fair: 'Heimtextil',
    rep: 'Núria Vidal',
    savedAt: at(9, 15),
    sentAt: null,
    followUpOf: null,
    ...fields,
    card: {
      name: 'Jordi Puig',
      company: 'Tapisseries Puig',
      email: 'jordi@example.com',
      phone: '',
      country: '',
      language: 'ca',
      items: [],
      projectTypes: [],
      rating: null,
      notes: '',
      consentAt: at(9, 10),
      ...card,
    },
  };
}
