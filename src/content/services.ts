import type { ScreenId } from '../routing/routes';
import { SERVICE_IDS, categoryOf, type CategoryId, type ServiceId } from './catalog';
import {
  BINDING_CAROUSEL,
  DESIGN_GALLERY,
  PRINTING_CAROUSEL,
  VARIOUS_GALLERY,
  imageAltKey,
  numberedIds,
} from './galleries';

/** A service (spec §3). Texts are translation keys; images are ids below src/assets/images. */
export interface Service {
  id: ServiceId;
  titleKey: string;
  descriptionKey: string;
  longDescriptionKey: string;
  /** The cover picture. */
  imageUrl: string;
  /** The pictures of its gallery, in order. */
  images: readonly string[];
  /** Null for spines, catalogues and cutting, which the spec's categories leave out. */
  category: CategoryId | null;
}

/** Services with a page of their own show that page's gallery; the others four product views. */
const OWN_GALLERIES: Partial<Record<ServiceId, readonly string[]>> = {
  diseno: DESIGN_GALLERY.images.map((image) => image.imageId),
  imprenta: PRINTING_CAROUSEL.images.map((image) => image.imageId),
  encuadernacion: BINDING_CAROUSEL.images.map((image) => image.imageId),
  varios: VARIOUS_GALLERY.images.map((image) => image.imageId),
};

function service(id: ServiceId): Service {
  return {
    id,
    // The name is the one the header, footer and page titles use.
    titleKey: `common:serviceNames.${id}`,
    descriptionKey: `services:items.${id}.description`,
    longDescriptionKey: `services:items.${id}.longDescription`,
    imageUrl: `services/${id}/cover`,
    images: OWN_GALLERIES[id] ?? numberedIds(`services/${id}/gallery-`, 4),
    category: categoryOf(id)?.id ?? null,
  };
}

export const SERVICES: Readonly<Record<ServiceId, Service>> = Object.fromEntries(
  SERVICE_IDS.map((id) => [id, service(id)]),
) as Record<ServiceId, Service>;

export function getService(id: ServiceId): Service {
  return SERVICES[id];
}

/** Where a card leads: a screen of the route table, or a service's page. */
export type LinkTarget = { kind: 'screen'; screen: ScreenId } | { kind: 'service'; id: ServiceId };

/** A card that presents a service (or the sample books as a whole) and links to it. */
export interface ServiceCardData {
  key: string;
  target: LinkTarget;
  imageId: string;
  imageAltKey: string;
  titleKey: string;
  textKey: string;
}

export function serviceCard(id: ServiceId): ServiceCardData {
  const { titleKey, descriptionKey, imageUrl } = SERVICES[id];
  return {
    key: id,
    target: { kind: 'service', id },
    imageId: imageUrl,
    imageAltKey: imageAltKey(imageUrl),
    titleKey,
    textKey: descriptionKey,
  };
}

const ALL_SAMPLES_IMAGE = 'services/libros/gallery-2';

/** The card for every sample book at once, leading to the samples screen. */
export const ALL_SAMPLES_CARD: ServiceCardData = {
  key: 'all-samples',
  target: { kind: 'screen', screen: 'samples' },
  imageId: ALL_SAMPLES_IMAGE,
  imageAltKey: imageAltKey(ALL_SAMPLES_IMAGE),
  titleKey: 'services:detail.allSamples.title',
  textKey: 'services:detail.allSamples.text',
};

export const RELATED_COUNT = 3;

/** Spec: the first three other services, in catalogue order. */
export function relatedServices(id: ServiceId): ServiceId[] {
  return SERVICE_IDS.filter((other) => other !== id).slice(0, RELATED_COUNT);
}

/** The related-services block of a detail page: three others, then all sample books. */
export function relatedCards(id: ServiceId): ServiceCardData[] {
  return [...relatedServices(id).map(serviceCard), ALL_SAMPLES_CARD];
}
