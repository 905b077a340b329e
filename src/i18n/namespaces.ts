/** Translation namespaces: one JSON file per namespace per language in locales/. */
export const NAMESPACES = [
  'common',
  'home',
  'history',
  'services',
  'location',
  'contact',
  'legal',
  'booth',
  'search',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isNamespace(value: unknown): value is Namespace {
  return (NAMESPACES as readonly unknown[]).includes(value);
}
