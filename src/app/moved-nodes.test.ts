import { describe, expect, it } from 'vitest';
import { tolerateMovedNodes, type NodeMethods } from './moved-nodes';

/** Node.TEXT_NODE and Node.ELEMENT_NODE. */
const TEXT = 3;
const ELEMENT = 1;

/** A node with the DOM's rules for these two methods: each throws for a node not its child. */
class FakeNode {
  parentNode: FakeNode | null = null;
  childNodes: FakeNode[] = [];
  constructor(
    readonly name: string,
    readonly nodeType = TEXT,
  ) {}
  contains(other: FakeNode | null): boolean {
    for (let node = other; node; node = node.parentNode) if (node === this) return true;
    return false;
  }
  removeChild(child: FakeNode) {
    const at = this.childNodes.indexOf(child);
    if (at < 0) throw new Error('The node to be removed is not a child of this node.');
    this.childNodes.splice(at, 1);
    child.parentNode = null;
    return child;
  }
  insertBefore(node: FakeNode, reference: FakeNode | null) {
    const at = reference ? this.childNodes.indexOf(reference) : this.childNodes.length;
    if (at < 0) throw new Error('The node before which the new node is to be inserted is not a child of this node.');
    node.parentNode?.removeChild(node);
    this.childNodes.splice(at, 0, node);
    node.parentNode = this;
    return node;
  }
  /** What a translator does: the node replaced by <font><font>new text</font></font>. */
  replaceWithFont(keepInside: boolean): FakeNode {
    const parent = this.parentNode!;
    const font = new FakeNode('font', ELEMENT);
    parent.insertBefore(font, this);
    parent.removeChild(this);
    font.insertBefore(keepInside ? this : new FakeNode('translated'), null);
    return font;
  }
}

class TolerantNode extends FakeNode {}
tolerateMovedNodes(TolerantNode.prototype as unknown as NodeMethods);

function paragraph(Kind: typeof FakeNode) {
  const p = new Kind('p', ELEMENT);
  const [a, b] = [new Kind('a'), new Kind('b')];
  p.insertBefore(a, null);
  p.insertBefore(b, null);
  return { p, a, b };
}

const names = (node: FakeNode) => node.childNodes.map((child) => child.name);

describe('tolerateMovedNodes', () => {
  it('is needed: without it, removing or inserting before a translated node throws', () => {
    const { p, a } = paragraph(FakeNode);
    a.replaceWithFont(false);
    expect(() => p.removeChild(a)).toThrow(/not a child/);
    expect(() => p.insertBefore(new FakeNode('c'), a)).toThrow(/not a child/);
  });

  it('leaves a node already replaced by a translation alone, and removes its siblings as usual', () => {
    const { p, a, b } = paragraph(TolerantNode);
    a.replaceWithFont(false);
    expect(p.removeChild(a)).toBe(a);
    expect(names(p)).toEqual(['font', 'b']);
    p.removeChild(b);
    expect(names(p)).toEqual(['font']);
  });

  it('removes a node wrapped inside a child from its wrapper', () => {
    const { p, a } = paragraph(TolerantNode);
    const font = a.replaceWithFont(true);
    p.removeChild(a);
    expect(font.childNodes).toEqual([]);
    expect(a.parentNode).toBeNull();
  });

  it('inserts before the wrapper of a wrapped node, and at the end when the node is gone', () => {
    const { p, a, b } = paragraph(TolerantNode);
    a.replaceWithFont(true);
    p.insertBefore(new TolerantNode('c'), a);
    expect(names(p)).toEqual(['c', 'font', 'b']);
    b.replaceWithFont(false);
    p.insertBefore(new TolerantNode('d'), b);
    expect(names(p)).toEqual(['c', 'font', 'font', 'd']);
    p.insertBefore(new TolerantNode('e'), p.childNodes[0]!);
    expect(names(p)[0]).toBe('e');
  });

  it('still throws for a node React did not leave there and no translator moved: a bug to be seen', () => {
    const { p } = paragraph(TolerantNode);
    // An element gone from the page.
    const gone = new TolerantNode('div', ELEMENT);
    expect(() => p.removeChild(gone)).toThrow(/not a child/);
    expect(() => p.insertBefore(new TolerantNode('c'), gone)).toThrow(/not a child/);
    // A node of another parent, outside this one.
    const other = paragraph(TolerantNode);
    expect(() => p.removeChild(other.a)).toThrow(/not a child/);
    expect(() => p.insertBefore(new TolerantNode('c'), other.b)).toThrow(/not a child/);
    expect(names(other.p)).toEqual(['a', 'b']);
  });
});
