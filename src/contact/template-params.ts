// Also read by the local outbox server (through vite.config), so this file imports nothing.

/** Spec §3, email payload, plus the id that lets the recipient spot a duplicate. */
export const TEMPLATE_PARAM_KEYS = [
  'from_name',
  'from_email',
  'phone',
  'company',
  'project_type',
  'message',
  'to_name',
  'reply_to',
  'submission_id',
] as const;

export type TemplateParamKey = (typeof TEMPLATE_PARAM_KEYS)[number];
export type TemplateParams = Record<TemplateParamKey, string>;

/** The WHATWG definition of a valid e-mail address: what `<input type="email">` accepts. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isWellFormedEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
