import { useT } from '../i18n/use-t';
import { COMPANY } from '../content/company';
import { useCopyText, type CopyState } from '../components/use-copy-text';
import { boundedMailto } from './clean-input';
import { enquiryText } from './enquiry-text';
import { useProjectTypeLabel } from './project-type-label';
import type { TemplateParams } from './template-params';

export interface EnquiryFallbacks {
  /** The enquiry as plain text, in the page's language. */
  text: string;
  /** The e-mail link, and whether the text had to be cut to fit it (say so: copy sends it whole). */
  mailto: { href: string; shortened: boolean };
  copyState: CopyState;
  copy: () => void;
}

/**
 * The ways an enquiry the page cannot promise to send goes another way: an e-mail link and its
 * text to copy. One source for the outbox dock's entries and the form's notices, so both write
 * the same text and subject, and both know when the link had to shorten it.
 */
export function useEnquiryFallbacks(params: TemplateParams): EnquiryFallbacks {
  const { t } = useT();
  const projectTypeLabel = useProjectTypeLabel();
  const [copyState, copyText] = useCopyText();
  const text = enquiryText(params, (key) => t(`enquiry.fields.${key}`), projectTypeLabel);
  const mailto = boundedMailto(COMPANY.emails.office, t('outbox.mailSubject', { name: params.from_name }), text);
  return { text, mailto, copyState, copy: () => void copyText(text) };
}
