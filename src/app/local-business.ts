import type { TFunction } from 'i18next';
import { COMPANY } from '../content/company';
import { LANGUAGE_INFO, type Lang } from '../i18n/languages';
import { screenPath } from '../routing/paths';
import { OG_IMAGE_PATH, type Shown } from './head';

/** schema.org LocalBusiness for the home and location pages, from the company config. */
export function localBusinessJsonLd(lang: Lang, t: TFunction): object {
  const { address, phones, emails, hours, geo } = COMPANY;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${COMPANY.siteUrl}/#business`,
    name: COMPANY.brand,
    legalName: COMPANY.legalName,
    description: t('common:meta.home.description'),
    url: COMPANY.siteUrl + screenPath('home', lang),
    image: `${COMPANY.siteUrl}${OG_IMAGE_PATH}`,
    foundingDate: String(COMPANY.foundedYear),
    inLanguage: LANGUAGE_INFO[lang].locale,
    telephone: phones.office.tel,
    email: emails.office,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.locality,
      addressRegion: address.region,
      addressCountry: address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'customer service', telephone: phones.office.tel, email: emails.office },
      { '@type': 'ContactPoint', contactType: 'sales', telephone: phones.commercial.tel, email: emails.commercial },
    ],
    openingHoursSpecification: hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes })),
    sameAs: [COMPANY.social.url],
  };
}

/** The structured data a page carries: the business, on the home and location pages. */
export function businessJsonLdFor(shown: Shown, t: TFunction): object | null {
  if (shown.kind !== 'page' || (shown.page.screen !== 'home' && shown.page.screen !== 'location')) return null;
  return localBusinessJsonLd(shown.page.lang, t);
}
