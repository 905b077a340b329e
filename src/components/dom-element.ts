/** What an element drawn without a framework may hold. */
export type Child = Node | string;

/**
 * One element, with its properties and children: the few parts of the page drawn without React
 * (the cookie banner, the service worker's notices) build their markup with this.
 */
export function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(doc.createElement(tag), props);
  node.append(...children);
  return node;
}
