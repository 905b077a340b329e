import type { Lead, LeadCard } from '../lead';
import { parseCard } from '../leads/lead-record';

/**
 * The tab's copy of the open card as typed, kept in sessionStorage beside the leads store. The
 * card is written to IndexedDB a pause after the typing (TYPING_PAUSE_MS) and at once when the
 * page is hidden, but a write started as the page goes (a reload, the tab closed) does not land
 * before the page is torn down: the last keystrokes were lost. sessionStorage is written
 * synchronously, so each change is kept before the next key; the copy is removed once a write of
 * the store that holds it has landed, and read back when the card opens again. Pure: the hook
 * (use-typed-card.ts) reads and writes the storage.
 *
 * Per tab, as sessionStorage is, and that is right: the copy holds what this tab typed and did
 * not get written, which no other tab has seen. Two tabs on the same open card each keep their
 * own; whichever was typed last wins, by time, against what the store holds when the card opens.
 * A copy shared between tabs (localStorage) would let one tab's stale keystrokes be written over
 * what another typed after them.
 */

/** The one key: the open card is one lead at a time. */
export const TYPED_CARD_STORAGE_KEY = 'booth-card-typed';

/** The copy's format: a copy of another format (another deploy's) is not this code's to read. */
export const TYPED_COPY_VERSION = 1;

export interface TypedCopy {
  /** The lead the card is. */
  id: string;
  /** The change's stamp (nextStamp), to hold against the stored lead's `updatedAt`. */
  at: number;
  card: LeadCard;
}

export function typedCopyText(copy: TypedCopy): string {
  return JSON.stringify({ v: TYPED_COPY_VERSION, id: copy.id, at: copy.at, card: copy.card });
}

/** The copy `text` holds, or null: none, not JSON, not of this format, or without a lead or a time. */
export function parseTypedCopy(text: string | null): TypedCopy | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { v, id, at, card } = value as Record<string, unknown>;
  if (v !== TYPED_COPY_VERSION || typeof id !== 'string' || id === '') return null;
  if (typeof at !== 'number' || !Number.isFinite(at) || typeof card !== 'object' || card === null) return null;
  return { id, at, card: parseCard(card) };
}

/**
 * The stamp of a change typed at `now`, after the one stamped `last` (at first, the stored lead's
 * `updatedAt`): the wall clock, but always after the last. The write holding the change is stamped
 * with it, not with the time the write gets its turn (after later keystrokes), and a clock set back
 * (an NTP correction) does not make the last keystrokes look older than what the store holds.
 */
export function nextStamp(last: number, now: number): number {
  return Math.max(now, last + 1);
}

function sameCard(a: LeadCard, b: LeadCard): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Whether `card`, stamped `at`, is to be written over `held` (the lead as the store holds it,
 * read in the write's own transaction): the lead is still open, and the card was typed after its
 * last write. A tie is newer unless the store holds that very card: a copy whose text is not
 * written is never dropped for a stamp.
 */
export function typedIsNewer(at: number, card: LeadCard, held: Lead): boolean {
  if (held.savedAt !== null) return false;
  return at > held.updatedAt || (at === held.updatedAt && !sameCard(card, held.card));
}

/**
 * What becomes of the tab's copy (`text`) as the open card `lead` opens: 'restore' when it is this
 * lead's and newer than the stored lead (typedIsNewer); its card is then the one shown and written,
 * stamped with its own time; 'drop' when there is one that is not (corrupt, another format's,
 * another lead's, or already written): it is removed; 'none': there is none.
 */
export type CopyOnOpen = { kind: 'none' } | { kind: 'drop' } | { kind: 'restore'; card: LeadCard; at: number };

export function copyOnOpen(lead: Lead, text: string | null): CopyOnOpen {
  if (text === null) return { kind: 'none' };
  const copy = parseTypedCopy(text);
  if (!copy || copy.id !== lead.id || !typedIsNewer(copy.at, copy.card, lead)) return { kind: 'drop' };
  return { kind: 'restore', card: copy.card, at: copy.at };
}
