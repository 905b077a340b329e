/**
 * Company facts, in one place. Every value marked PLACEHOLDER must be replaced with the
 * company's own before going live; nothing else in the code repeats these facts.
 */

/** A phone number as written for people, and as dialled (`tel:` links, schema.org): its digits and '+'. */
export function phone(display: string): { display: string; tel: string } {
  return { display, tel: display.replace(/[^\d+]/g, '') };
}

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface OpeningHours {
  /** Key of the line in common:footer.hours (monThu, fri, weekend). */
  key: 'monThu' | 'fri' | 'weekend';
  days: readonly Weekday[];
  /** 24-hour 'HH:MM'; absent when closed. */
  opens?: string;
  closes?: string;
}

const env = import.meta.env ?? {};

export const COMPANY = {
  brand: 'Mostrari', // PLACEHOLDER: trading name
  legalName: 'Mostrari Muestrarios Textiles, S.L.', // PLACEHOLDER: registered name
  taxId: 'B-00000000', // PLACEHOLDER: NIF
  registry: 'Registro Mercantil de Barcelona, tomo 00000, folio 000, hoja B-000000', // PLACEHOLDER
  foundedYear: 1991,
  /** The experience the company claims: "over 30 years". */
  experienceYears: 30,
  limitedCompanyYear: 2018,
  /** Public address of the site, used for canonical URLs, hreflang, the sitemap and shared links. */
  siteUrl: 'https://www.mostrari.example', // PLACEHOLDER: the company's domain
  address: {
    street: 'Carrer de la Indústria, 00', // PLACEHOLDER: street and number
    postalCode: '08921',
    locality: 'Santa Coloma de Gramenet',
    region: 'Barcelona',
    countryCode: 'ES',
  },
  geo: { latitude: 41.4516, longitude: 2.2081 },
  phones: {
    office: phone('+34 930 00 00 00'), // PLACEHOLDER
    commercial: phone('+34 600 00 00 00'), // PLACEHOLDER
  },
  emails: {
    office: 'info@mostrari.example', // PLACEHOLDER
    commercial: 'comercial@mostrari.example', // PLACEHOLDER
    person: { name: 'Marta Puig', email: 'marta@mostrari.example' }, // PLACEHOLDER: named contact
  },
  social: { name: 'Instagram', url: 'https://www.instagram.com/mostrari.example' }, // PLACEHOLDER
  hours: [
    { key: 'monThu', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '07:00', closes: '15:00' },
    { key: 'fri', days: ['Friday'], opens: '07:00', closes: '14:00' },
    { key: 'weekend', days: ['Saturday', 'Sunday'] },
  ] satisfies readonly OpeningHours[],
  map: {
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=2.2031%2C41.4486%2C2.2131%2C41.4546&layer=mapnik&marker=41.4516%2C2.2081',
    linkUrl: 'https://www.openstreetmap.org/?mlat=41.4516&mlon=2.2081#map=17/41.4516/2.2081',
    origin: 'https://www.openstreetmap.org',
  },
  /**
   * EmailJS ids, set with the VITE_EMAILJS_* build variables. Unless all three are set the site
   * sends to the local outbox server (scripts/outbox-server/) on its own origin, with `local` ids.
   */
  emailjs: {
    serviceId: (env.VITE_EMAILJS_SERVICE_ID as string | undefined) ?? '',
    templateId: (env.VITE_EMAILJS_TEMPLATE_ID as string | undefined) ?? '',
    publicKey: (env.VITE_EMAILJS_PUBLIC_KEY as string | undefined) ?? '',
    origin: 'https://api.emailjs.com',
    local: { serviceId: 'local_outbox', templateId: 'local_enquiry', publicKey: 'local_public_key' },
    /** EmailJS accepts about one request per second; queued enquiries are sent at least this far apart. */
    minSendIntervalMs: 1100,
  },
  /** The enquiry form promises an answer within this many hours. */
  replyWithinHours: 24,
} as const;
