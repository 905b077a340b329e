import type { Lang } from '../i18n/languages';
import type { ServiceId } from '../content/catalog';

/** Translation namespaces; one JSON file per namespace per language in locales/. */
export type Namespace = 'common' | 'home' | 'history' | 'services' | 'location' | 'contact' | 'legal';

export type ScreenId =
  | 'home'
  | 'history'
  | 'services'
  | 'design'
  | 'printing'
  | 'binding'
  | 'samples'
  | 'cascades'
  | 'books'
  | 'colorCards'
  | 'cuttings'
  | 'various'
  | 'location'
  | 'contact'
  | 'legalNotice'
  | 'privacy'
  | 'cookiePolicy';

export interface ScreenRoute {
  /** Path below the language prefix, per language; '' is the language's home. */
  slugs: Record<Lang, string>;
  /** Namespaces the screen reads besides 'common'. */
  ns: readonly Namespace[];
  /** The screen that is this service's own page, so links to the service land here. */
  serviceId?: ServiceId;
}

/**
 * The one route table. Routing, links, language switching, redirects, prerendering,
 * hreflang, the sitemap and the service worker's precache all derive from it.
 */
export const SCREENS: Readonly<Record<ScreenId, ScreenRoute>> = {
  home: { slugs: { es: '', ca: '', en: '', fr: '' }, ns: ['home'] },
  history: { slugs: { es: 'historia', ca: 'historia', en: 'history', fr: 'histoire' }, ns: ['history'] },
  services: { slugs: { es: 'servicios', ca: 'serveis', en: 'services', fr: 'services' }, ns: ['services'] },
  design: {
    slugs: { es: 'servicios/diseno', ca: 'serveis/disseny', en: 'services/design', fr: 'services/conception' },
    ns: ['services'],
    serviceId: 'diseno',
  },
  printing: {
    slugs: { es: 'servicios/imprenta', ca: 'serveis/impremta', en: 'services/printing', fr: 'services/impression' },
    ns: ['services'],
    serviceId: 'imprenta',
  },
  binding: {
    slugs: {
      es: 'servicios/encuadernacion',
      ca: 'serveis/enquadernacio',
      en: 'services/binding',
      fr: 'services/reliure',
    },
    ns: ['services'],
    serviceId: 'encuadernacion',
  },
  samples: {
    slugs: {
      es: 'servicios/muestrarios',
      ca: 'serveis/mostraris',
      en: 'services/samples',
      fr: 'services/echantillonnage',
    },
    ns: ['services'],
  },
  cascades: {
    slugs: { es: 'servicios/cascadas', ca: 'serveis/cascades', en: 'services/cascades', fr: 'services/cascades' },
    ns: ['services'],
    serviceId: 'cascadas',
  },
  books: {
    slugs: { es: 'servicios/libros', ca: 'serveis/llibres', en: 'services/books', fr: 'services/livres' },
    ns: ['services'],
    serviceId: 'libros',
  },
  colorCards: {
    slugs: {
      es: 'servicios/cartas-colores',
      ca: 'serveis/cartes-colors',
      en: 'services/color-cards',
      fr: 'services/cartes-couleurs',
    },
    ns: ['services'],
    serviceId: 'cartas-colores',
  },
  cuttings: {
    slugs: { es: 'servicios/cuttings', ca: 'serveis/cuttings', en: 'services/cuttings', fr: 'services/cuttings' },
    ns: ['services'],
    serviceId: 'cuttings',
  },
  various: {
    slugs: { es: 'servicios/varios', ca: 'serveis/varis', en: 'services/various', fr: 'services/divers' },
    ns: ['services'],
    serviceId: 'varios',
  },
  location: { slugs: { es: 'ubicacion', ca: 'ubicacio', en: 'location', fr: 'localisation' }, ns: ['location'] },
  contact: { slugs: { es: 'contacto', ca: 'contacte', en: 'contact', fr: 'contact' }, ns: ['contact'] },
  legalNotice: {
    slugs: { es: 'aviso-legal', ca: 'avis-legal', en: 'legal-notice', fr: 'mentions-legales' },
    ns: ['legal'],
  },
  privacy: {
    slugs: {
      es: 'politica-privacidad',
      ca: 'politica-privacitat',
      en: 'privacy-policy',
      fr: 'politique-confidentialite',
    },
    ns: ['legal'],
  },
  cookiePolicy: {
    slugs: { es: 'politica-cookies', ca: 'politica-galetes', en: 'cookie-policy', fr: 'politique-cookies' },
    ns: ['legal'],
  },
};

export const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];

/** The generic service page lives one segment below the services list: servicios/{serviceId}. */
export const SERVICE_DETAIL_PARENT: ScreenId = 'services';
export const SERVICE_DETAIL_NS: readonly Namespace[] = ['services'];
