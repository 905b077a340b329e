import { COMPANY } from './company';

/**
 * The company facts texts may name as {{placeholders}}; every i18n instance fills them in.
 * `replyHours` is the reply time the site promises wherever it states one (contact, home,
 * location, service pages), so changing `COMPANY.replyWithinHours` changes every such text.
 */
export const TEXT_VARIABLES = {
  replyHours: COMPANY.replyWithinHours,
} as const;
