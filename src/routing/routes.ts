import type { Lang } from '../i18n/languages';
import type { Namespace } from '../i18n/namespaces';
import type { ServiceId } from '../content/catalog';

/**
 * Where a screen is linked from, each with the screen's position in that list: the header's
 * main links, the services menu's groups (desktop and mobile alike), the footer's three lists
 * and the installed app's shortcuts.
 */
export type NavPlace =
  | 'header'
  | 'servicesMenu'
  | 'servicesMenuSamples'
  | 'servicesMenuSamplesAll'
  | 'servicesMenuAfter'
  | 'servicesMenuCta'
  | 'footer'
  | 'footerServices'
  | 'footerLegal'
  | 'appShortcut';

/**
 * A device feature the site's Permissions-Policy turns off on every page (app/security-policy.ts)
 * but those whose row asks for it. Add one here the day a page needs it.
 */
export type DeviceFeature = 'camera';

export interface ScreenRoute {
  /** Path below the language prefix, per language; '' is the language's home. */
  readonly slugs: Readonly<Record<Lang, string>>;
  /** Namespaces the screen reads besides 'common'. */
  readonly ns: readonly Namespace[];
  /** Its page module: the folder below src/pages/ that holds `{page}-page.tsx`. */
  readonly page: string;
  /** Where it is linked from (see NavPlace); absent, it is reached from other pages only. */
  readonly nav?: Readonly<Partial<Record<NavPlace, number>>>;
  /** The screen that is this service's own page, so links to the service land here. */
  readonly serviceId?: ServiceId;
  /**
   * False for a page that is the visitor's own, not the site's (their selection): prerendered
   * and served like any other, but not indexed and not in the sitemap. Its head says noindex
   * and names no canonical or alternates (app/head.ts), the hosts send `X-Robots-Tag: noindex`
   * with it (app/hosting-headers.ts), and the sitemap leaves it out (routing/sitemap.ts).
   */
  readonly indexed?: false;
  /**
   * The query parameters that are part of what a page shows (a received selection's `s`): the
   * language switch keeps them (routing/translate-path.ts) and "Share this page" shares them
   * (share/public-url.ts), and nothing else of the query (a tracker's `utm_source`). On every
   * other page the query is not the page's, and is dropped.
   */
  readonly pageParams?: readonly string[];
  /**
   * The device features the page uses (the booth's badge scan: the camera). The hosts send its
   * paths a Permissions-Policy that allows them to the site's own origin, and every other path
   * one that denies them (app/hosting-headers.ts). The policy is the document's: a page reached
   * by the app's router keeps the policy of the page it left, so links and the router enter
   * this page by loading its document (routing/document-load.ts).
   */
  readonly deviceFeatures?: readonly DeviceFeature[];
}

/**
 * The one route table: a row per screen, its slugs, texts, page module and place in the
 * navigation. Routing, links, language switching, redirects, prerendering, hreflang, the
 * sitemap, the navigation and the service worker's precache all derive from it. Its texts are
 * `common:meta.{id}.title`, `common:meta.{id}.description` and `common:nav.{id}`.
 */
const ROWS = {
  home: { slugs: { es: '', ca: '', en: '', fr: '' }, ns: ['home'], page: 'home', nav: { header: 1, footer: 1 } },
  history: {
    slugs: { es: 'historia', ca: 'historia', en: 'history', fr: 'histoire' },
    ns: ['history'],
    page: 'history',
    nav: { header: 2, footer: 2 },
  },
  services: {
    slugs: { es: 'servicios', ca: 'serveis', en: 'services', fr: 'services' },
    ns: ['services'],
    page: 'services',
    nav: { header: 3, footer: 3, servicesMenuCta: 1, appShortcut: 3 },
  },
  design: {
    slugs: { es: 'servicios/diseno', ca: 'serveis/disseny', en: 'services/design', fr: 'services/conception' },
    ns: ['services'],
    page: 'service',
    nav: { servicesMenu: 1, footerServices: 1 },
    serviceId: 'diseno',
  },
  printing: {
    slugs: { es: 'servicios/imprenta', ca: 'serveis/impremta', en: 'services/printing', fr: 'services/impression' },
    ns: ['services'],
    page: 'service',
    nav: { servicesMenu: 3, footerServices: 2 },
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
    page: 'service',
    nav: { servicesMenu: 2, footerServices: 3 },
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
    page: 'samples',
    nav: { servicesMenuSamplesAll: 1, footerServices: 4, appShortcut: 2 },
  },
  cascades: {
    slugs: { es: 'servicios/cascadas', ca: 'serveis/cascades', en: 'services/cascades', fr: 'services/cascades' },
    ns: ['services'],
    page: 'service-detail',
    nav: { servicesMenuSamples: 1 },
    serviceId: 'cascadas',
  },
  books: {
    slugs: { es: 'servicios/libros', ca: 'serveis/llibres', en: 'services/books', fr: 'services/livres' },
    ns: ['services'],
    page: 'service-detail',
    nav: { servicesMenuSamples: 2 },
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
    page: 'service-detail',
    nav: { servicesMenuSamples: 3 },
    serviceId: 'cartas-colores',
  },
  cuttings: {
    slugs: { es: 'servicios/cuttings', ca: 'serveis/cuttings', en: 'services/cuttings', fr: 'services/cuttings' },
    ns: ['services'],
    page: 'service-detail',
    nav: { servicesMenuSamples: 4 },
    serviceId: 'cuttings',
  },
  various: {
    slugs: { es: 'servicios/varios', ca: 'serveis/varis', en: 'services/various', fr: 'services/divers' },
    ns: ['services'],
    page: 'service',
    nav: { servicesMenuAfter: 1 },
    serviceId: 'varios',
  },
  location: {
    slugs: { es: 'ubicacion', ca: 'ubicacio', en: 'location', fr: 'localisation' },
    ns: ['location'],
    page: 'location',
    nav: { header: 4, footer: 4, appShortcut: 4 },
  },
  contact: {
    slugs: { es: 'contacto', ca: 'contacte', en: 'contact', fr: 'contact' },
    ns: ['contact'],
    page: 'contact',
    nav: { footer: 5, appShortcut: 1 },
    // "Ask about this selection": the items the enquiry is about, in the selection page's code.
    pageParams: ['s'],
  },
  legalNotice: {
    slugs: { es: 'aviso-legal', ca: 'avis-legal', en: 'legal-notice', fr: 'mentions-legales' },
    ns: ['legal'],
    page: 'legal',
    nav: { footerLegal: 1 },
  },
  privacy: {
    slugs: {
      es: 'politica-privacidad',
      ca: 'politica-privacitat',
      en: 'privacy-policy',
      fr: 'politique-confidentialite',
    },
    ns: ['legal'],
    page: 'legal',
    nav: { footerLegal: 2 },
  },
  cookiePolicy: {
    slugs: { es: 'politica-cookies', ca: 'politica-galetes', en: 'cookie-policy', fr: 'politique-cookies' },
    ns: ['legal'],
    page: 'legal',
    nav: { footerLegal: 3 },
  },
  selection: {
    slugs: { es: 'seleccion', ca: 'seleccio', en: 'selection', fr: 'selection' },
    ns: ['services'],
    page: 'selection',
    indexed: false,
    // selection/short-codes.ts's SELECTION_PARAM reads it from here.
    pageParams: ['s'],
  },
  booth: {
    slugs: { es: 'feria', ca: 'fira', en: 'booth', fr: 'salon' },
    // The rep's leads carry the contact form's project types and the selection's names.
    ns: ['booth', 'contact', 'services'],
    page: 'booth',
    // A tool for the company's reps at a fair, reached by its address and from the outbox dock.
    indexed: false,
    // "Scan badge" reads a visitor's badge with the camera.
    deviceFeatures: ['camera'],
  },
  search: {
    slugs: { es: 'buscar', ca: 'cerca', en: 'search', fr: 'recherche' },
    ns: ['search'],
    page: 'search',
    // What a visitor asked, not what the site says: served and precached, never indexed.
    indexed: false,
    // The query: the language switch keeps it and "Share this page" shares it.
    pageParams: ['q'],
  },
} as const satisfies Record<string, ScreenRoute>;

export type ScreenId = keyof typeof ROWS;
export const SCREENS: Readonly<Record<ScreenId, ScreenRoute>> = ROWS;
export const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];

/** The screens whose page module is `page`, e.g. the legal documents. */
export type ScreensOfPage<P extends string> = {
  [K in ScreenId]: (typeof ROWS)[K]['page'] extends P ? K : never;
}[ScreenId];

/** Whether a screen is one for search engines and the sitemap (see ScreenRoute.indexed). */
export function screenIndexed(screen: ScreenId): boolean {
  return (SCREENS[screen] as ScreenRoute).indexed !== false;
}

/** The query parameters that are part of a screen's page (see ScreenRoute.pageParams). */
export function screenPageParams(screen: ScreenId): readonly string[] {
  return (SCREENS[screen] as ScreenRoute).pageParams ?? [];
}

/** The device features a screen's page uses (see ScreenRoute.deviceFeatures). */
export function screenDeviceFeatures(screen: ScreenId): readonly DeviceFeature[] {
  return (SCREENS[screen] as ScreenRoute).deviceFeatures ?? [];
}

/**
 * The longest page query carried or shared: well above a full selection's (30 codes, about 120
 * characters), well below what a QR code holds with the rest of the address (about 2,000).
 */
export const PAGE_QUERY_MAX_LENGTH = 600;

/**
 * The part of `search` that belongs to a screen's page: its own parameters, in their order, or
 * '' when it has none, or when they are longer than any the site makes (pasted junk).
 */
export function pageQueryOf(screen: ScreenId, search: string): string {
  const own = screenPageParams(screen);
  if (own.length === 0) return '';
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (own.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return query === '' || query.length > PAGE_QUERY_MAX_LENGTH ? '' : `?${query}`;
}

/** The screens linked from a place, in order. */
export function screensIn(place: NavPlace): ScreenId[] {
  return SCREEN_IDS.filter((id) => SCREENS[id].nav?.[place] !== undefined).sort(
    (a, b) => SCREENS[a].nav![place]! - SCREENS[b].nav![place]!,
  );
}

/** The generic service page lives one segment below the services list: servicios/{serviceId}. */
export const SERVICE_DETAIL = { parent: 'services', ns: ['services'], page: 'service-detail' } as const satisfies {
  parent: ScreenId;
  ns: readonly Namespace[];
  page: string;
};
/** The not-found page of each language reads only 'common'. */
export const NOT_FOUND = { ns: [], page: 'not-found' } as const satisfies { ns: readonly Namespace[]; page: string };
