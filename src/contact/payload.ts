import { isProjectType, type ProjectType } from './project-types';
import { TEMPLATE_PARAM_KEYS, type TemplateParams } from './template-params';

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
  const email = fields.email.trim();
  return {
    from_name: fields.name.trim(),
    from_email: email,
    phone: fields.phone.trim(),
    company: fields.company.trim(),
    project_type: fields.projectType,
    message: fields.message.trim(),
    to_name: toName,
    reply_to: email,
    submission_id: submissionId,
  };
}

/** Checks a value that claims to be template params (read back from storage); a string says what is wrong. */
export function parseTemplateParams(value: unknown): TemplateParams | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'params are not an object';
  const record = value as Record<string, unknown>;
  const missing = TEMPLATE_PARAM_KEYS.find((key) => typeof record[key] !== 'string');
  if (missing) return `"${missing}" is missing or not text`;
  const params = Object.fromEntries(TEMPLATE_PARAM_KEYS.map((key) => [key, record[key]])) as TemplateParams;
  if (!params.submission_id) return '"submission_id" is empty';
  if (params.project_type && !isProjectType(params.project_type))
    return `unknown project type "${params.project_type}"`;
  return params;
}

/** A random id per enquiry; kept through every retry so a duplicate delivery can be recognised. */
export function newSubmissionId(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
