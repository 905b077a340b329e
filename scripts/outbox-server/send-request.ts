import { TEMPLATE_PARAM_KEYS, isWellFormedEmail, type TemplateParams } from '../../src/contact/template-params.ts';
import { SEND_PATH } from '../../src/contact/provider-contract.ts';

export { SEND_PATH };
/** EmailJS limits template params to 50 KB; the whole body is held to the same bound. */
export const MAX_BODY_BYTES = 50 * 1024;

/** What the local outbox keeps of an accepted request: one JSON file per enquiry. */
export interface OutboxRecord {
  receivedAt: string;
  lib_version: string | null;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: TemplateParams;
}

export type Refusal = { ok: false; status: number; text: string };
export type Verdict = { ok: true; record: OutboxRecord } | Refusal;

/** Params the provider's template cannot do without; the others may be empty text. */
const NON_EMPTY: readonly (keyof TemplateParams)[] = [
  'from_name',
  'from_email',
  'message',
  'to_name',
  'reply_to',
  'submission_id',
];
const EMAILS: readonly (keyof TemplateParams)[] = ['from_email', 'reply_to'];

const refuse = (text: string, status = 400): Refusal => ({ ok: false, status, text });

export function tooLarge(): Refusal {
  return refuse(`The request body is larger than ${MAX_BODY_BYTES / 1024} KB`, 413);
}

/** Parses the JSON body, or null when it is not a JSON object. */
export function parseBody(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The sender's address in a request, whatever else is wrong with it: failure rules match on it. */
export function senderOf(body: Record<string, unknown> | null): string | null {
  const params = body?.template_params as Record<string, unknown> | undefined;
  return typeof params?.from_email === 'string' ? params.from_email : null;
}

/** Checks a send request the way the provider would and answers with its status and text. */
export function judgeSend(body: Record<string, unknown> | null, now: Date): Verdict {
  if (!body) return refuse('The request body must be a JSON object');
  for (const [field, name] of [
    ['user_id', 'public key (user_id)'],
    ['service_id', 'service ID (service_id)'],
    ['template_id', 'template ID (template_id)'],
  ] as const) {
    if (typeof body[field] !== 'string' || !body[field]) return refuse(`The ${name} is required`);
  }
  const params = body.template_params;
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    return refuse('The template_params must be an object');
  const record = params as Record<string, unknown>;
  for (const key of TEMPLATE_PARAM_KEYS) {
    if (typeof record[key] !== 'string') return refuse(`The template parameter "${key}" is required`);
  }
  const checked = Object.fromEntries(TEMPLATE_PARAM_KEYS.map((key) => [key, record[key]])) as TemplateParams;
  const empty = NON_EMPTY.find((key) => !checked[key].trim());
  if (empty) return refuse(`The template parameter "${empty}" must not be empty`);
  const badEmail = EMAILS.find((key) => !isWellFormedEmail(checked[key]));
  if (badEmail) return refuse(`The template parameter "${badEmail}" is not a well-formed e-mail address`);
  return {
    ok: true,
    record: {
      receivedAt: now.toISOString(),
      lib_version: typeof body.lib_version === 'string' ? body.lib_version : null,
      user_id: body.user_id as string,
      service_id: body.service_id as string,
      template_id: body.template_id as string,
      template_params: checked,
    },
  };
}
