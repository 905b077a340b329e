/** The two DOM methods React calls on nodes it drew, and which a translator can make throw. */
export interface NodeMethods {
  removeChild<T extends Node>(this: Node, child: T): T;
  insertBefore<T extends Node>(this: Node, node: T, reference: Node | null): T;
}

/**
 * Makes React's DOM updates survive nodes moved behind its back. A browser's translation replaces
 * the text nodes React drew with <font> elements holding the translation (extensions and reading
 * tools wrap or move nodes too). React still holds the old nodes, and its next removeChild or
 * insertBefore on them throws ("The node to be removed is not a child of this node"): an error in
 * a commit, which unmounts the whole app, and the visitor is left with a blank or frozen page
 * (facebook/react#11538). With these two methods changed on `methods` (Node.prototype in the
 * browser), a node no longer where React left it is removed from where it is now, or not at all
 * if it is gone already; and a node inserted before one that moved goes before the child of the
 * parent that now holds it, or at the end if that node is gone. Only these moves of a translator
 * are let through: a node of another parent, or an element gone from the page, still throws, so
 * that a bug of the app's own is seen. What the translator drew stays on the screen until React
 * draws that part again; the page never breaks.
 */
export function tolerateMovedNodes(methods: NodeMethods): void {
  const { removeChild, insertBefore } = methods;
  methods.removeChild = function <T extends Node>(this: Node, child: T): T {
    // Wrapped inside one of this node's children: removed from its wrapper.
    if (child.parentNode && child.parentNode !== this && this.contains(child)) {
      return removeChild.call(child.parentNode, child) as T;
    }
    // A text node a translation swapped out already: nothing left to remove.
    if (replacedText(child)) return child;
    // Where React left it, or a bug of our own (a node of another parent, an element gone):
    // the DOM's own call, which throws for the latter.
    return removeChild.call(this, child) as T;
  };
  methods.insertBefore = function <T extends Node>(this: Node, node: T, reference: Node | null): T {
    // Wrapped inside one of this node's children: inserted before that child, its wrapper.
    if (reference?.parentNode && reference.parentNode !== this && this.contains(reference)) {
      let wrapper: Node = reference;
      while (wrapper.parentNode !== this) wrapper = wrapper.parentNode!;
      return insertBefore.call(this, node, wrapper) as T;
    }
    // Before a text node a translation swapped out: at the end, as near as can be told.
    if (reference && replacedText(reference)) return insertBefore.call(this, node, null) as T;
    return insertBefore.call(this, node, reference) as T;
  };
}

/** Node.TEXT_NODE, named here so that the module runs where no DOM is (the unit tests). */
const TEXT_NODE = 3;

/**
 * A text node out of the page: what a translation leaves of the node it replaced by its <font>.
 * Only text: an element React still holds but that is gone is a bug to be heard of, not hidden.
 */
const replacedText = (node: Node) => node.nodeType === TEXT_NODE && node.parentNode === null;
