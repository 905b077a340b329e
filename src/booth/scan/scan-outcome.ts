import type { LeadCard } from '../lead';
import type { BadgeFields } from './read-badge';
import { DecoderNotLoaded } from './badge-reader';

/** The card's fields a badge can fill, in the card's order: the first filled takes the focus. */
export const BADGE_FIELDS = ['name', 'company', 'email', 'phone', 'country'] as const;
export type BadgeField = (typeof BADGE_FIELDS)[number];

/** Why a scan ended without filling the card; each has its sentence (booth:scan.problems). */
export type ScanProblem = 'denied' | 'noCamera' | 'busy' | 'notLoaded' | 'nothingUsable' | 'failed';

/** The card's badge fields as they are when the code is read. */
export type BadgeCard = Pick<LeadCard, BadgeField>;

/** What a read does to the card: the values put in, the fields filled, the fields kept as typed. */
export interface BadgeFill {
  patch: Partial<BadgeCard>;
  filled: BadgeField[];
  kept: BadgeField[];
}

/**
 * What fills the card from a badge: each field the code gives (non-blank) fills an empty field,
 * for the rep to check. A field the rep has typed something else in keeps it, and is named as
 * kept: the rep may be typing in it as the code is read, and what a person typed is not
 * overwritten unseen. A field the code does not give keeps what was typed.
 */
export function badgeFill(fields: BadgeFields, card: BadgeCard): BadgeFill {
  const fill: BadgeFill = { patch: {}, filled: [], kept: [] };
  for (const field of BADGE_FIELDS) {
    const value = fields[field]?.trim();
    if (!value) continue;
    const typed = card[field].trim();
    if (typed && typed !== value) {
      fill.kept.push(field);
      continue;
    }
    fill.patch[field] = value;
    fill.filled.push(field);
  }
  return fill;
}

/**
 * The problem a failed start says, by the DOMException's name (getUserMedia's, in every engine):
 * a refusal (the rep's, the browser's settings, or the page's Permissions-Policy, which Chromium
 * and Firefox report as a refusal too), no camera fitting, a camera another app holds.
 */
export function problemOf(error: unknown): ScanProblem {
  if (error instanceof DecoderNotLoaded) return 'notLoaded';
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}
