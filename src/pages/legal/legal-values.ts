import { COMPANY } from '../../content/company';
import { SENT_KEPT_HOURS, SENT_MARK_KEPT_DAYS } from '../../contact/offline/outbox-names';
import { MOST_UNCONFIRMED_SENDS, SEND_TIMEOUTS_MS } from '../../contact/offline/retry-policy';
import { BOOTH_KEEP_DAYS } from './legal-documents';

/** The facts the legal texts interpolate ({{legalName}}, {{email}}, {{sentKeptHours}}…), from the config and the code. */
export function legalValues(): Record<string, string> {
  const { address } = COMPANY;
  return {
    brand: COMPANY.brand,
    legalName: COMPANY.legalName,
    taxId: COMPANY.taxId,
    email: COMPANY.emails.office,
    phone: COMPANY.phones.office.display,
    site: COMPANY.siteUrl.replace(/^https?:\/\//, ''),
    address: `${address.street}, ${address.postalCode} ${address.locality} (${address.region})`,
    locality: address.locality,
    // How long the receipts of sent enquiries are kept: the constant the outbox drops them by.
    sentKeptHours: String(SENT_KEPT_HOURS),
    // How long the bare marks of sent enquiries stay after their receipts (the booth's proof of sending).
    sentMarkDays: String(SENT_MARK_KEPT_DAYS),
    // When the outbox stops sending an enquiry that may have arrived: the bounds it stops at.
    countedTries: String(SEND_TIMEOUTS_MS.length),
    mostTries: String(MOST_UNCONFIRMED_SENDS),
    // How long a sent lead stays on a rep's device unless the rep sets otherwise.
    boothKeepDays: String(BOOTH_KEEP_DAYS),
  };
}

/**
 * The site's controls the legal texts name ({{clearSent}}, {{retry}}…), each by the key of its
 * label: the policy quotes what the button says, in the page's language, and follows it.
 */
export const CONTROL_LABELS = {
  settings: 'common:footer.cookieSettings',
  clearSent: 'common:outbox.clearSent',
  retry: 'common:outbox.retry',
  remove: 'common:outbox.remove',
  setAsideTitle: 'common:outbox.setAsideTitle',
  setAsideDismiss: 'common:outbox.setAsideDismiss',
} as const;
