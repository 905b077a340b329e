import { COMPANY } from '../../content/company';

/** The company facts the legal texts interpolate ({{legalName}}, {{email}}…), from the config. */
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
  };
}
