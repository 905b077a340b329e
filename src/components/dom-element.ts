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

/**
 * Hands the keyboard's focus on to the page's content (its one `<main>`, which can take focus) as
 * a part drawn without React that had it goes away (a notice closed, the language offer
 * answered), so it does not fall to `<body>`. The page stays where it is. Found by its element,
 * not its id (main-content.ts), so these parts' chunk imports nothing of the app's.
 */
export function focusMainContent(doc: Document): void {
  doc.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
}
