/** Every service the company offers, by its canonical (Spanish) id. */
export const SERVICE_IDS = [
  'diseno',
  'imprenta',
  'encuadernacion',
  'cascadas',
  'libros',
  'cartas-colores',
  'cuttings',
  'lomeras',
  'catalogos',
  'varios',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** Other-language ids that visitors (and our own localized slugs) use for a service. */
export const SERVICE_ALIASES: Readonly<Record<string, ServiceId>> = {
  cascades: 'cascadas',
  llibres: 'libros',
  books: 'libros',
  livres: 'libros',
  'cartes-colors': 'cartas-colores',
  'color-cards': 'cartas-colores',
  'cartes-couleurs': 'cartas-colores',
};

/** The other-language ids of a service (SERVICE_ALIASES read backwards): search finds its page by them. */
export function aliasesOf(id: ServiceId): string[] {
  return Object.keys(SERVICE_ALIASES).filter((alias) => SERVICE_ALIASES[alias] === id);
}

export const SAMPLE_SERVICE_IDS = [
  'cascadas',
  'libros',
  'cartas-colores',
  'cuttings',
] as const satisfies readonly ServiceId[];
export type SampleServiceId = (typeof SAMPLE_SERVICE_IDS)[number];

export function isServiceId(value: string): value is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(value);
}

/** Canonical id for an id or alias, or null when neither. */
export function resolveServiceId(idOrAlias: string): ServiceId | null {
  const id = idOrAlias.toLowerCase();
  if (isServiceId(id)) return id;
  return SERVICE_ALIASES[id] ?? null;
}

export type CategoryId = 'diseno' | 'produccion' | 'muestrarios';

export interface Category {
  id: CategoryId;
  /** Translation key of the category's name. */
  nameKey: string;
  services: readonly ServiceId[];
}

/** How the company groups its services (spec §3). Spines, catalogues and cutting sit outside them. */
export const CATEGORIES: readonly Category[] = [
  { id: 'diseno', nameKey: 'services:categories.diseno', services: ['diseno'] },
  { id: 'produccion', nameKey: 'services:categories.produccion', services: ['imprenta', 'encuadernacion'] },
  { id: 'muestrarios', nameKey: 'services:categories.muestrarios', services: SAMPLE_SERVICE_IDS },
];

export function categoryOf(id: ServiceId): Category | null {
  return CATEGORIES.find((category) => category.services.includes(id)) ?? null;
}

/**
 * The services-list page groups differently: one card each, sample books first. 'muestrarios'
 * is the sample-books category; the other three are services with a page of their own.
 */
export const SERVICES_LIST_GROUPS = ['muestrarios', 'diseno', 'encuadernacion', 'varios'] as const;
export type ServicesListGroup = (typeof SERVICES_LIST_GROUPS)[number];

/** The services the list page's cards stand for: a group's own service, or every sample book. */
export function servicesOfGroup(group: ServicesListGroup): readonly ServiceId[] {
  return group === 'muestrarios' ? SAMPLE_SERVICE_IDS : [group];
}
