import { SERVICES_LIST_GROUPS, SERVICE_IDS, servicesOfGroup, type ServiceId, type ServicesListGroup } from './catalog';
import { SERVICES, serviceCard, type LinkTarget, type ServiceCardData } from './services';
import { imageAltKey } from './galleries';

/** A card of the services list: one per group of the spec, sample books first. */
export interface ServicesListCard {
  group: ServicesListGroup;
  target: LinkTarget;
  titleKey: string;
  textKey: string;
  linkKey: string;
  imageId: string;
  imageAltKey: string;
  /** The sample-books card turns through its services instead of showing one picture. */
  carousel: readonly ServiceCardData[] | null;
}

function card(group: ServicesListGroup): ServicesListCard {
  const services = servicesOfGroup(group);
  const cover = SERVICES[services[0]!].imageUrl;
  const base = `services:list.cards.${group}`;
  return {
    group,
    target: group === 'muestrarios' ? { kind: 'screen', screen: 'samples' } : { kind: 'service', id: group },
    titleKey: `${base}.title`,
    textKey: `${base}.text`,
    linkKey: `${base}.link`,
    imageId: cover,
    imageAltKey: imageAltKey(cover),
    carousel: group === 'muestrarios' ? services.map(serviceCard) : null,
  };
}

export const SERVICES_LIST_CARDS: readonly ServicesListCard[] = SERVICES_LIST_GROUPS.map(card);

/** Services no card of the list stands for (printing, spines, catalogues), listed below the cards. */
export function servicesOutsideList(): ServiceId[] {
  const shown = new Set(SERVICES_LIST_GROUPS.flatMap(servicesOfGroup));
  return SERVICE_IDS.filter((id) => !shown.has(id));
}
