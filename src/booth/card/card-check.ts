import { cleanLine } from '../../contact/clean-input';
import { isWellFormedEmail } from '../../contact/template-params';
import type { OutboxSnapshot } from '../../contact/offline/outbox-snapshot';
import type { SubmitOutcome } from '../../contact/offline/outbox-runner';
import type { ReplaceOutcome } from '../../contact/offline/outbox';
import type { Lead, LeadCard } from '../lead';

/**
 * The visitor card's rules, apart from its component: what must be right before "Save lead",
 * and which lead is the card being typed. Pure.
 */

/** The card's fields a problem can be on, in the order the card shows them. */
export type CardField = 'email' | 'notes' | 'consent';

export type CardProblem =
  | { field: 'email'; key: 'emailMissing' | 'emailInvalid' }
  | { field: 'notes'; key: 'notesTooLong'; over: number }
  | { field: 'consent'; key: 'consentMissing' };

/**
 * What stops the card from going, in the order of its fields (the first gets the focus): an
 * e-mail to reply to (the provider needs one), a message within the limit (`messageOver`: how far
 * past it the lead's message is: only the notes can make it so), and the visitor's consent.
 */
export function cardProblems(card: LeadCard, messageOver: number): CardProblem[] {
  const problems: CardProblem[] = [];
  const email = cleanLine(card.email);
  if (!email) problems.push({ field: 'email', key: 'emailMissing' });
  else if (!isWellFormedEmail(email)) problems.push({ field: 'email', key: 'emailInvalid' });
  if (messageOver > 0) problems.push({ field: 'notes', key: 'notesTooLong', over: messageOver });
  if (card.consentAt === null) problems.push({ field: 'consent', key: 'consentMissing' });
  return problems;
}

/** Whether the outbox holds `id`, queued or (by its receipt or mark) sent: then "Save lead" got that far. */
export function inOutbox(id: string, outbox: OutboxSnapshot): boolean {
  const sent = (record: { id: string }) => record.id === id;
  return outbox.entries.some(sent) || outbox.sent.some(sent) || outbox.sentMarks.some(sent);
}

/**
 * The leads the outbox already holds though they were never marked saved: the tab closed between
 * writing the enquiry and marking its lead. Marked saved, they are never taken for an open card
 * and saved (sent) twice.
 */
export function savedUnmarked(leads: readonly Lead[], outbox: OutboxSnapshot): Lead[] {
  return leads.filter((lead) => lead.savedAt === null && inOutbox(lead.id, outbox));
}

/** The card being typed: the newest lead not saved, unless the outbox has it already. */
export function openLead(leads: readonly Lead[], outbox: OutboxSnapshot): Lead | null {
  return leads.find((lead) => lead.savedAt === null && !inOutbox(lead.id, outbox)) ?? null;
}

/**
 * What the status says of a correction sent as an enquiry of its own, from why the queue would
 * not put it in the first version's place (replaceQueued): that version may have arrived already
 * (an earlier send's answer was lost, and it may now wait offline for its retry), or it was on its
 * way, sent or gone.
 */
export function followUpAs(outcome: Exclude<ReplaceOutcome, 'replaced'>): 'mayHaveArrived' | 'followUp' {
  return outcome === 'mayHaveArrived' ? 'mayHaveArrived' : 'followUp';
}

/** What the card's status says of a lead just saved. */
export type SavedKind = 'sent' | 'sending' | 'waiting' | 'refused';

/**
 * What the status says after "Save lead", from the outbox's answer and its view once the answer
 * came: sent, on its way, waiting for a network, or refused. A browser that believes it is online
 * may be on a network that does not answer (a fair's Wi-Fi gone quiet): once the try made as it
 * was saved has failed (a retry is scheduled, nothing is being sent), the lead waits for a
 * network, as the list says of it.
 */
export function savedAs(outcome: SubmitOutcome, outbox: OutboxSnapshot, online: boolean): SavedKind {
  if (outcome.kind === 'sent') return 'sent';
  if (outcome.kind === 'rejected') return 'refused';
  if (!online) return 'waiting';
  return outbox.sendingId !== null || outbox.retryAt === null ? 'sending' : 'waiting';
}
