import { isProjectType, type ProjectType } from './project-types';
import { TEMPLATE_PARAM_KEYS, type TemplateParams } from './template-params';
import { cleanLine, cleanMultiline } from './clean-input';

/** Spec §3, contact enquiry: what the visitor types. Phone, company and project type may be empty. */
export interface EnquiryFields {
  name: string;
  email: string;
  phone: string;
  company: string;
  projectType: ProjectType | '';
  message: string;
}

export const EMPTY_FIELDS: EnquiryFields = {
  name: '',
  email: '',
  phone: '',
  company: '',
  projectType: '',
  message: '',
};

export function toTemplateParams(
  fields: EnquiryFields,
  { submissionId, toName }: { submissionId: string; toName: string },
): TemplateParams {
  const email = cleanLine(fields.email);
  return {
    from_name: cleanLine(fields.name),
    from_email: email,
    phone: cleanLine(fields.phone),
    company: cleanLine(fields.company),
    project_type: fields.projectType,
    message: cleanMultiline(fields.message),
    to_name: toName,
    reply_to: email,
    submission_id: submissionId,
  };
}

/** What an enquiry cannot do without: who wrote it, how to answer, what it says, and its id. */
const ESSENTIAL_PARAMS = ['from_name', 'from_email', 'message', 'submission_id'] as const;

/**
 * Reads back params kept on this device (a string says what is wrong). A record from an older
 * version of the site, or a damaged one, keeps what the visitor wrote: only the essentials must
 * be text; a missing phone or company is empty, a project type no longer offered is dropped,
 * the recipient is `toName` and the reply goes to the sender.
 */
export function parseTemplateParams(value: unknown, toName: string): TemplateParams | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'params are not an object';
  const record = value as Record<string, unknown>;
  const missing = ESSENTIAL_PARAMS.find((key) => typeof record[key] !== 'string' || !record[key]);
  if (missing) return `"${missing}" is missing or not text`;
  const text = (key: string, fallback: string) => (typeof record[key] === 'string' ? record[key] : fallback);
  const params = Object.fromEntries(TEMPLATE_PARAM_KEYS.map((key) => [key, text(key, '')])) as TemplateParams;
  if (!isProjectType(params.project_type)) params.project_type = '';
  params.to_name ||= toName;
  params.reply_to ||= params.from_email;
  return params;
}

/** A random id per enquiry; kept through every retry so a duplicate delivery can be recognised. */
export function newSubmissionId(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What newSubmissionId makes: 32 lowercase hex digits. */
const SUBMISSION_ID = /^[0-9a-f]{32}$/;

/** Whether `value` is an id as newSubmissionId makes them (not a damaged draft's). */
export function isSubmissionId(value: unknown): value is string {
  return typeof value === 'string' && SUBMISSION_ID.test(value);
}

/** The id's first digits, which say what the visitor wrote (enquiryId). */
const DIGEST_DIGITS = 8;

/**
 * The id an enquiry from the form goes with: the form's id, its first 8 digits replaced by a
 * digest of what the visitor typed (name, e-mail, phone, company, message). A form's id is kept in
 * the tab's draft, which a duplicated tab copies: two tabs could send two different texts under
 * one id, and the outbox, which takes an id it has seen as sent already, dropped the second text
 * while its tab said "sent" (review RF1). Bound, the same words sent again (a retry, a reload, a
 * copy of the tab, a language changed mid-send) are still one enquiry, and other words another.
 * What the page adds (its selection's block, in the page's language, and the project type it
 * suggests) is left out: it may be composed differently for the same enquiry. The digest leads,
 * so the short reference (clean-input.ts) tells two texts apart. An id that is not one of ours is
 * replaced by `mint`'s (the form restores none: use-enquiry-draft.ts).
 */
export function enquiryId(formId: string, typed: EnquiryFields, mint: () => string = newSubmissionId): string {
  const id = isSubmissionId(formId) ? formId : mint();
  const words = [typed.name, typed.email, typed.phone, typed.company].map(cleanLine);
  const digest = fnv1a32(JSON.stringify([...words, cleanMultiline(typed.message)]));
  return `${digest.toString(16).padStart(DIGEST_DIGITS, '0')}${id.slice(DIGEST_DIGITS)}`;
}

/** FNV-1a, 32 bits, over the string's UTF-16 code units: a short digest, the same on every device. */
function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
