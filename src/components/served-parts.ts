/**
 * Marks an element kept as served (kept-as-served.tsx), in the served markup and in the app's.
 * Its value is the part's key: what names it among the page's kept parts.
 */
export const KEPT_PART = 'data-kept';

/**
 * Attributes of a kept part React computes afresh otherwise than when it hydrates: the ids
 * React's useId makes (a section is labelled by its title's id). A part given its served nodes
 * takes these from its served element too, or it would point to an id no longer in the page.
 */
const SERVED_ATTRIBUTES = ['aria-labelledby', 'aria-describedby'] as const;

/** The least of an element these need: a DOM Element has it all. */
export interface PartElement {
  readonly isConnected: boolean;
  readonly childNodes: ArrayLike<unknown>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  replaceChildren(...nodes: never[]): void;
}

/** Where the kept parts are found: the app's root element. */
export interface PartsRoot<E extends PartElement> {
  querySelectorAll(selector: string): ArrayLike<E>;
}

/** The served kept parts, taken before hydrating: what each holds can be given back. */
export interface ServedParts<E extends PartElement = Element> {
  /**
   * Called with a kept part's element as the app renders it; says whether it shows what was
   * served. One hydrated is the served element itself, holding what it held: nothing to do. One
   * React rendered afresh (a mismatch elsewhere made it render its root, or the part's boundary,
   * on the client) is empty: it is given the nodes its served counterpart of the same key held,
   * the very nodes, with what the visitor's browser did to them (a translation) and their
   * listeners (the carousels'). False when no served part has its key (an extension removed it
   * before the app started): the caller draws the part itself.
   */
  adopt(element: E): boolean;
}

/**
 * Takes the kept parts served under `root`, before hydration. A part drawn afresh is matched to
 * the served one of its key (KEPT_PART): not by tag, class or place, which a part an extension
 * removed before hydrating shifts, giving a card its neighbour's text. Each served part is given
 * once, and never while it is still in the page.
 */
export function takeServedParts<E extends PartElement>(root: PartsRoot<E>): ServedParts<E> {
  const served = Array.from(root.querySelectorAll(`[${KEPT_PART}]`));
  const given = new Set<E>();
  return {
    adopt(element) {
      if (served.includes(element) || element.childNodes.length > 0) return true;
      const key = element.getAttribute(KEPT_PART);
      const original = served.find(
        (part) => part.getAttribute(KEPT_PART) === key && !part.isConnected && !given.has(part),
      );
      if (!original) return false;
      given.add(original);
      for (const name of SERVED_ATTRIBUTES) {
        const value = original.getAttribute(name);
        if (value !== null) element.setAttribute(name, value);
      }
      element.replaceChildren(...(Array.from(original.childNodes) as never[]));
      return true;
    },
  };
}
