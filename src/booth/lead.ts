import type { Lang } from '../i18n/languages';
import type { SelectionItem } from '../selection/items';
import type { ProjectType } from '../contact/project-types';

/**
 * A lead: one visitor to the booth, as the rep took them. The types every part of the booth
 * shares (the card that writes a lead, the list that shows it, the export that writes it out);
 * the store that keeps leads is booth/leads/.
 */

/** How interested the visitor was, as the rep judged it. */
export type Rating = 'hot' | 'warm' | 'cold';
export const RATINGS: readonly Rating[] = ['hot', 'warm', 'cold'];

/** What the rep types on the visitor card. */
export interface LeadCard {
  name: string;
  company: string;
  /** Required: the provider needs a reply address. */
  email: string;
  phone: string;
  country: string;
  /** The language the visitor wants the reply in. */
  language: Lang;
  /** Interests: what the visitor's selection held when the card was saved … */
  items: SelectionItem[];
  /** … and the project types the rep tapped as quick chips. */
  projectTypes: ProjectType[];
  rating: Rating | null;
  notes: string;
  /** When the visitor agreed to be contacted about this enquiry; null: not (yet) given. */
  consentAt: number | null;
}

/** Set once per device: the fair and the rep, and how long sent leads keep their details. */
export interface BoothSettings {
  fair: string;
  rep: string;
  /** Days a sent lead keeps its details on the device after it was sent. */
  keepDays: number;
}

export const DEFAULT_KEEP_DAYS = 7;

export interface Lead {
  /** The enquiry's submission id, fixed when the card is started: the outbox's key for it too. */
  id: string;
  /** The record's format (see the outbox's RECORD_VERSION for why records carry one). */
  v: number;
  startedAt: number;
  updatedAt: number;
  /** The fair and the rep when the card was started. */
  fair: string;
  rep: string;
  card: LeadCard;
  /** When "Save lead" put it into the outbox; null while the card is still open. */
  savedAt: number | null;
  /** When it was seen sent (the outbox's receipt); null before. */
  sentAt: number | null;
  /** A correction that came while the lead was being sent goes as a follow-up: the lead it follows. */
  followUpOf: string | null;
}

/**
 * Where a lead is, for the list and the export: being typed, waiting on this device, being sent,
 * sent, or needing the rep (refused, or no longer in the outbox without having been sent).
 */
export type LeadState =
  | { kind: 'open' }
  | { kind: 'saved' }
  | { kind: 'sending' }
  | { kind: 'sent'; at: number }
  | { kind: 'attention'; reason: string };
