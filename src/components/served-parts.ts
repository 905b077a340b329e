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
 * What tells kept parts apart: element and class. Not their ids or the ids they point to, which
 * React's useId makes otherwise when it renders afresh than when it hydrates.
 */
const kindOf = (element: PartElement) => `${element.tagName} ${element.className}`;

/**
 * Takes the kept parts served under `root`, before hydration. A part drawn afresh is matched to
 * the served one of its kind (kindOf) in the same place among the parts of that kind: it renders
 * for the same page in the same language, so they come in the same order, and a part an extension
 * removed before hydrating shifts only its own kind. A served part still in the page is left alone.
 */
export function takeServedParts<E extends PartElement>(root: PartsRoot<E>): ServedParts<E> {
  const served = Array.from(root.querySelectorAll(`[${KEPT_PART}]`));
  const ofKind = (parts: E[], kind: string) => parts.filter((part) => kindOf(part) === kind);
  return {
    adopt(element) {
      if (served.includes(element) || element.childNodes.length > 0) return;
      const kind = kindOf(element);
      const place = ofKind(Array.from(root.querySelectorAll(`[${KEPT_PART}]`)), kind).indexOf(element);
      const original = ofKind(served, kind)[place];
      if (!original || original.isConnected) return;
      element.replaceChildren(...(Array.from(original.childNodes) as never[]));
    },
  };
}
