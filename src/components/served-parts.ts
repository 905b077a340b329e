/** Marks an element kept as served (kept-as-served.tsx), in the served markup and in the app's. */
export const KEPT_PART = 'data-kept';

/** The least of an element these need: a DOM Element has it all. */
export interface PartElement {
  readonly tagName: string;
  readonly className: string;
  readonly isConnected: boolean;
  readonly childNodes: ArrayLike<unknown>;
  replaceChildren(...nodes: never[]): void;
}

/** Where the kept parts are found: the app's root element. */
export interface PartsRoot<E extends PartElement> {
  querySelectorAll(selector: string): ArrayLike<E>;
}

/** The served kept parts, taken before hydrating: what each holds can be given back. */
export interface ServedParts<E extends PartElement = Element> {
  /**
   * Called with a kept part's element as the app renders it. One hydrated is the served element
   * itself, holding what it held: nothing to do. One React rendered afresh (a mismatch elsewhere
   * made it render its root, or the part's boundary, on the client) is empty: it is given the
   * nodes its served counterpart held, the very nodes, with what the visitor's browser did to
   * them (a translation) and their listeners (the carousels').
   */
  adopt(element: E): void;
}

/**
 * Takes the kept parts served under `root`, before hydration. A part drawn afresh is matched to
 * the served one by its place among the kept parts, checked by element and class: it renders for
 * the same page in the same language, so the parts come in the same order. A served part still
 * in the page, or one that no longer matches, is left alone.
 */
export function takeServedParts<E extends PartElement>(root: PartsRoot<E>): ServedParts<E> {
  const served = Array.from(root.querySelectorAll(`[${KEPT_PART}]`));
  return {
    adopt(element) {
      if (served.includes(element) || element.childNodes.length > 0) return;
      const original = served[Array.from(root.querySelectorAll(`[${KEPT_PART}]`)).indexOf(element)];
      if (
        !original ||
        original.isConnected ||
        original.tagName !== element.tagName ||
        original.className !== element.className
      ) {
        return;
      }
      element.replaceChildren(...(Array.from(original.childNodes) as never[]));
    },
  };
}
