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
