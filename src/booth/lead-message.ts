import { LANGUAGE_INFO, type Lang } from '../i18n/languages';
import { cleanLine, cleanMultiline, MESSAGE_MAX_LENGTH } from '../contact/clean-input';
import { toTemplateParams } from '../contact/payload';
import type { TemplateParams } from '../contact/template-params';
import type { ProjectType } from '../contact/project-types';
import { selectionBlock, type Translate } from '../selection/message-block';
import { suggestedProjectType } from '../selection/project-type';
import type { Lead } from './lead';

/**
 * A lead as the enquiry that carries it: the template parameters as the contact form fills them,
 * and a `message` that says, readably and in the rep's language, everything the card holds that
 * the parameters have no place for (the notes, the rating, the selection's block, the fair and
 * the rep, the visitor's country and reply language, the consent and when it was given). Pure:
 * the texts come through `t` (booth:, common: and services: loaded), the selection's link and the
 * clock's zone are given.
 */

export interface LeadMessageContext {
  t: Translate;
  /** The rep's language: the page's. */
  lang: Lang;
  /** The link that opens the lead's selection (selectionLink). */
  selectionUrl: string;
  /** A correction that goes as a follow-up: when the lead it corrects was saved. */
  correctsSavedAt?: number | null;
  /** The time zone the times are written in; the device's when absent. */
  timeZone?: string;
}

/** A time as the rep reads it: day and hour, in their language. */
export function leadTime(at: number, lang: Lang, timeZone?: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(at);
}

/** How a project type reads: a service by its name, "other" by its own label (as the form's list). */
export function projectTypeName(type: ProjectType, t: Translate): string {
  return type === 'otro' ? t('common:enquiry.projectTypeOther') : t(`common:serviceNames.${type}`);
}

/** The message of the enquiry that carries `lead`. */
export function leadMessage(lead: Lead, context: LeadMessageContext): string {
  const { t, lang, timeZone } = context;
  const { card } = lead;
  const time = (at: number) => leadTime(at, lang, timeZone);
  const notSet = t('booth:card.message.notSet');
  const lines = [
    t('booth:card.message.heading', { fair: cleanLine(lead.fair) || notSet, rep: cleanLine(lead.rep) || notSet }),
  ];
  if (context.correctsSavedAt != null)
    lines.push(t('booth:card.message.followUp', { time: time(context.correctsSavedAt) }));
  lines.push(
    '',
    t('booth:card.message.rating', { rating: card.rating ? t(`booth:card.rating.${card.rating}`) : notSet }),
    t('booth:card.message.country', { country: cleanLine(card.country) || notSet }),
    t('booth:card.message.language', { language: LANGUAGE_INFO[card.language].nativeName }),
  );
  if (card.projectTypes.length > 0)
    lines.push(
      t('booth:card.message.projectTypes', {
        types: card.projectTypes.map((type) => projectTypeName(type, t)).join(', '),
      }),
    );
  const notes = cleanMultiline(card.notes);
  if (notes) lines.push('', t('booth:card.message.notes'), notes);
  const block = selectionBlock(card.items, t, context.selectionUrl);
  if (block) lines.push('', block);
  lines.push(
    '',
    card.consentAt === null
      ? t('booth:card.message.noConsent')
      : t('booth:card.message.consent', { time: time(card.consentAt) }),
  );
  return lines.join('\n');
}

/** How many characters the message is past the limit the outbox and the provider hold it to (0: within). */
export function messageOverBy(message: string): number {
  return Math.max(0, cleanMultiline(message).length - MESSAGE_MAX_LENGTH);
}

/**
 * The enquiry's template parameters, as the contact form's: `submission_id` is the lead's id, the
 * project type the first chip the rep tapped, else what the selection suggests. A card without a
 * name that can be read goes under the company's name, else the address: the outbox keeps no
 * enquiry without a sender's name.
 */
export function leadParams(lead: Lead, message: string, toName: string): TemplateParams {
  const { card } = lead;
  const name = cleanLine(card.name) || cleanLine(card.company) || cleanLine(card.email);
  return toTemplateParams(
    {
      name,
      email: card.email,
      phone: card.phone,
      company: card.company,
      projectType: card.projectTypes[0] ?? suggestedProjectType(card.items) ?? '',
      message,
    },
    { submissionId: lead.id, toName },
  );
}
