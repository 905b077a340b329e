import { isLang } from '../../i18n/languages';
import { validItem } from '../../selection/items';
import { boundedList } from '../../selection/selection-list';
import { isProjectType } from '../../contact/project-types';
import { DEFAULT_KEEP_DAYS, RATINGS, type BoothSettings, type Lead, type LeadCard, type Rating } from '../lead';

/**
 * Reading the booth's records back. What the rep typed is kept whatever shape it is in (a text
 * that is not a string is empty, not a lost lead); the bookkeeping is repaired rather than trusted.
 */

/**
 * The format of the records this code writes. A record of a newer format (a tab of this version
 * beside a newer deploy's) is read for what this code knows and never overwritten: this tab
 * would drop what it does not know of it.
 */
export const LEAD_RECORD_VERSION = 1;

/** The widest time a Date can hold; a stored time outside it cannot even be shown. */
const MAX_TIME = 8.64e15;
/** Longest a sent lead may keep its details: a fair season. */
export const MAX_KEEP_DAYS = 90;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const time = (value: unknown) => (typeof value === 'number' && Math.abs(value) <= MAX_TIME ? value : null);

export function parseCard(value: unknown): LeadCard {
  const card = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const items = Array.isArray(card.items) ? card.items.flatMap((item) => validItem(item) ?? []) : [];
  const types = Array.isArray(card.projectTypes) ? card.projectTypes.filter(isProjectType) : [];
  return {
    name: text(card.name),
    company: text(card.company),
    email: text(card.email),
    phone: text(card.phone),
    country: text(card.country),
    language: isLang(card.language) ? card.language : 'es',
    items: boundedList(items),
    projectTypes: [...new Set(types)],
    rating: RATINGS.includes(card.rating as Rating) ? (card.rating as Rating) : null,
    notes: text(card.notes),
    consentAt: time(card.consentAt),
  };
}

/** The version a stored record says it has; records without one are version 0. */
export function recordVersion(value: unknown): number {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).v : undefined;
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/** A stored lead, or null when it has no id to be one (nothing else makes a lead unreadable). */
export function parseLead(value: unknown): Lead | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.id !== 'string' || record.id === '') return null;
  const startedAt = time(record.startedAt) ?? 0;
  return {
    id: record.id,
    v: recordVersion(value),
    startedAt,
    updatedAt: time(record.updatedAt) ?? startedAt,
    fair: text(record.fair),
    rep: text(record.rep),
    card: parseCard(record.card),
    savedAt: time(record.savedAt),
    sentAt: time(record.sentAt),
    followUpOf: typeof record.followUpOf === 'string' ? record.followUpOf : null,
  };
}

/** What to store for `lead` over `held` (what is stored now): what this code knows, over the rest. */
export function leadRecordOver(held: unknown, lead: Lead): Record<string, unknown> {
  const kept = typeof held === 'object' && held !== null ? (held as Record<string, unknown>) : {};
  return { ...kept, ...lead, v: LEAD_RECORD_VERSION };
}

export const DEFAULT_SETTINGS: BoothSettings = { fair: '', rep: '', keepDays: DEFAULT_KEEP_DAYS };

export function parseSettings(value: unknown): BoothSettings {
  if (typeof value !== 'object' || value === null) return DEFAULT_SETTINGS;
  const record = value as Record<string, unknown>;
  const days = record.keepDays;
  return {
    fair: text(record.fair),
    rep: text(record.rep),
    keepDays:
      Number.isInteger(days) && (days as number) >= 1 && (days as number) <= MAX_KEEP_DAYS
        ? (days as number)
        : DEFAULT_KEEP_DAYS,
  };
}

/** Newest first: the lead being taken on top, as the rep reads the list. */
export function newestFirst(a: Lead, b: Lead): number {
  return b.startedAt - a.startedAt || a.id.localeCompare(b.id);
}
