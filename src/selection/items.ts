import { SERVICE_IDS, isServiceId, type ServiceId } from '../content/catalog';
import { SERVICES } from '../content/services';

/**
 * What a visitor can keep in their selection: a service, or one picture of a service's carousel
 * or gallery (the history museum's photos are the company's past, not something to order).
 * Items name ids, never words, so a selection made in Catalan reads in French.
 */
export type SelectionItem =
  | { readonly kind: 'service'; readonly service: ServiceId }
  | { readonly kind: 'picture'; readonly service: ServiceId; readonly picture: string };

/**
 * An item as one string: `service:{id}` or `picture:{picture id}`. A picture id is a path below
 * src/assets/images and belongs to one service only (items.test.ts), so it names the item alone.
 * The short-code table is written in these keys: they never change once published.
 */
export type ItemKey = `service:${string}` | `picture:${string}`;

export const serviceItem = (service: ServiceId): SelectionItem => ({ kind: 'service', service });

export const pictureItem = (service: ServiceId, picture: string): SelectionItem => ({
  kind: 'picture',
  service,
  picture,
});

export function itemKey(item: SelectionItem): ItemKey {
  return item.kind === 'service' ? `service:${item.service}` : `picture:${item.picture}`;
}

/** Every picture a visitor may keep, each with the service whose carousel or gallery shows it. */
export const SELECTABLE_PICTURES: readonly { readonly service: ServiceId; readonly picture: string }[] =
  SERVICE_IDS.flatMap((service) => SERVICES[service].images.map((picture) => ({ service, picture })));

/** Every item there is, services first, in catalogue order. */
export const ALL_ITEMS: readonly SelectionItem[] = [
  ...SERVICE_IDS.map(serviceItem),
  ...SELECTABLE_PICTURES.map(({ service, picture }) => pictureItem(service, picture)),
];

const BY_KEY: ReadonlyMap<string, SelectionItem> = new Map(ALL_ITEMS.map((item) => [itemKey(item), item]));

/** The item a key names, or null when the content has no such item (any more). */
export function itemOfKey(key: string): SelectionItem | null {
  return BY_KEY.get(key) ?? null;
}

/**
 * The item a value from outside (storage, a message from another tab) stands for, checked
 * against the content: the right shape, a known service, a picture of that very service.
 * Anything else is null, never thrown.
 */
export function validItem(value: unknown): SelectionItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, service, picture } = value as Record<string, unknown>;
  if (typeof service !== 'string' || !isServiceId(service)) return null;
  if (kind === 'service') return itemOfKey(`service:${service}`);
  if (kind !== 'picture' || typeof picture !== 'string') return null;
  const item = itemOfKey(`picture:${picture}`);
  return item?.service === service ? item : null;
}

export const sameItem = (a: SelectionItem, b: SelectionItem): boolean => itemKey(a) === itemKey(b);
