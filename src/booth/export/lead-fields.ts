import { LANGUAGE_INFO } from '../../i18n/languages';
import { itemLabel, type Translate } from '../../selection/message-block';
import type { ProjectType } from '../../contact/project-types';
import type { Lead, LeadState } from '../lead';

/**
 * A lead as the export writes it out: the fields in the order a CRM import reads them, each a
 * header (booth:export.fields.*) and a text in the export's language. The CSV's columns and the
 * vCard's note are both this one list, so the two files never disagree. Pure: texts come through
 * `t` (booth:, common: and services: loaded).
 */

/** One lead and where it stands: what the export is given, whoever built the list. */
export interface ExportRow {
  readonly lead: Lead;
  readonly state: LeadState;
}

export const FIELD_KEYS = [
  'state',
  'stateAt',
  'fair',
  'rep',
  'takenAt',
  'name',
  'company',
  'email',
  'phone',
  'country',
  'language',
  'interests',
  'rating',
  'notes',
  'consentAt',
  'id',
] as const;

export type FieldKey = (typeof FIELD_KEYS)[number];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A time as `2026-11-29 09:05`, in the device's own time zone (the fair's): the form every
 * spreadsheet and CRM import reads as a date and time, and the one a rep reads at a glance.
 * Empty for no time.
 */
export function exportTime(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The state in words; one needing attention says why (a reason this code has no words for, as it is). */
export function stateLabel(state: LeadState, t: Translate): string {
  const label = t(`booth:export.states.${state.kind}`);
  if (state.kind !== 'attention') return label;
  return `${label}: ${t(`booth:export.reasons.${state.reason}`, { defaultValue: state.reason })}`;
}

/**
 * When the lead reached its state: sent at the receipt's time; saved, sending or needing
 * attention since "Save lead"; a card still open, when it was last typed in.
 */
export function stateTime({ lead, state }: ExportRow): number | null {
  if (state.kind === 'sent') return state.at;
  if (state.kind === 'open') return lead.updatedAt;
  return lead.savedAt;
}

function projectTypeLabel(type: ProjectType, t: Translate): string {
  return type === 'otro' ? t('common:enquiry.projectTypeOther') : t(`common:serviceNames.${type}`);
}

/** What the visitor looked at and the project types the rep tapped, in one cell, `; ` between. */
export function interests(lead: Lead, t: Translate): string {
  return [
    ...lead.card.items.map((item) => itemLabel(item, t)),
    ...lead.card.projectTypes.map((type) => projectTypeLabel(type, t)),
  ].join('; ');
}

/** Each field's text for one row. */
export function fieldValues(row: ExportRow, t: Translate): Record<FieldKey, string> {
  const { lead, state } = row;
  const { card } = lead;
  return {
    state: stateLabel(state, t),
    stateAt: exportTime(stateTime(row)),
    fair: lead.fair,
    rep: lead.rep,
    takenAt: exportTime(lead.startedAt),
    name: card.name,
    company: card.company,
    email: card.email,
    phone: card.phone,
    country: card.country,
    // The language's own name: the same word whatever language the export is in.
    language: LANGUAGE_INFO[card.language]?.nativeName ?? card.language,
    interests: interests(lead, t),
    rating: card.rating ? t(`booth:card.rating.${card.rating}`) : '',
    notes: card.notes,
    consentAt: exportTime(card.consentAt),
    id: lead.id,
  };
}

export const fieldHeader = (key: FieldKey, t: Translate): string => t(`booth:export.fields.${key}`);
