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
 * parent that now holds it, or at the end if that node is gone. What the translator drew stays
 * on the screen until React draws that part again; the page never breaks.
 */
export function tolerateMovedNodes(methods: NodeMethods): void {
  const { removeChild, insertBefore } = methods;
  methods.removeChild = function <T extends Node>(this: Node, child: T): T {
    if (child.parentNode === this) return removeChild.call(this, child) as T;
    // Wrapped inside one of this node's children: removed from its wrapper.
    if (child.parentNode && this.contains(child)) return removeChild.call(child.parentNode, child) as T;
    // Replaced already (a translation swaps the node out): nothing left to remove.
    return child;
  };
  methods.insertBefore = function <T extends Node>(this: Node, node: T, reference: Node | null): T {
    let before = reference;
    // The child of this node that now holds the reference (its wrapper), or none if it is gone.
    while (before && before.parentNode !== this) before = before.parentNode;
    return insertBefore.call(this, node, before) as T;
  };
}
