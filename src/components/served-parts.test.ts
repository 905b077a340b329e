import { describe, expect, it } from 'vitest';
import { KEPT_PART, takeServedParts, type PartElement } from './served-parts';

/** An element as these need it: its key, its attributes, its place in the page and child nodes. */
class FakeElement implements PartElement {
  isConnected = true;
  childNodes: string[];
  readonly attributes = new Map<string, string>();
  constructor(key: string, ...children: string[]) {
    this.attributes.set(KEPT_PART, key);
    this.childNodes = children;
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  replaceChildren(...nodes: string[]) {
    this.childNodes = nodes;
  }
}

/** A root whose kept parts are what `parts` holds at the time. */
function rootOf(parts: FakeElement[]) {
  const root = { parts, querySelectorAll: () => root.parts };
  return root;
}

/** React rendered the root afresh: the served elements are gone, new empty ones of these keys in their place. */
function drawAfresh(root: ReturnType<typeof rootOf>, keys: string[]) {
  root.parts.forEach((part) => (part.isConnected = false));
  root.parts = keys.map((key) => new FakeElement(key));
}

describe('takeServedParts', () => {
  it('gives a part drawn afresh the nodes its served counterpart held, by key', () => {
    const root = rootOf([new FakeElement('hero', 'one', 'two'), new FakeElement('footer', 'three')]);
    const parts = takeServedParts(root);
    drawAfresh(root, ['hero', 'footer']);
    expect(root.parts.map((part) => parts.adopt(part))).toEqual([true, true]);
    expect(root.parts.map((part) => part.childNodes)).toEqual([['one', 'two'], ['three']]);
  });

  it('leaves a hydrated part alone, and says a part with no served counterpart is to be drawn', () => {
    const served = [new FakeElement('hero', 'one'), new FakeElement('footer', 'two')];
    const root = rootOf(served);
    const parts = takeServedParts(root);
    expect(parts.adopt(served[0]!)).toBe(true);
    expect(served[0]!.childNodes).toEqual(['one']);
    served[1]!.isConnected = false;
    root.parts = [served[0]!, new FakeElement('other')];
    expect(parts.adopt(root.parts[1]!)).toBe(false);
    expect(root.parts[1]!.childNodes).toEqual([]);
  });

  it('gives no card its neighbour’s text when an extension removed one of several of one kind', () => {
    // Three cards of one tag and class; an extension removed the second before the app started.
    const root = rootOf([
      new FakeElement('card-a', 'A'),
      new FakeElement('card-b', 'B'),
      new FakeElement('card-c', 'C'),
    ]);
    root.parts = [root.parts[0]!, root.parts[2]!];
    const parts = takeServedParts(root);
    drawAfresh(root, ['card-a', 'card-b', 'card-c']);
    expect(root.parts.map((part) => parts.adopt(part))).toEqual([true, false, true]);
    expect(root.parts.map((part) => part.childNodes)).toEqual([['A'], [], ['C']]);
  });

  it('never takes the nodes of a served part still in the page, nor gives one twice', () => {
    const served = new FakeElement('hero', 'one');
    const root = rootOf([served]);
    const parts = takeServedParts(root);
    const drawn = new FakeElement('hero');
    root.parts = [drawn, served];
    expect(parts.adopt(drawn)).toBe(false);
    expect(served.childNodes).toEqual(['one']);
    served.isConnected = false;
    expect(parts.adopt(drawn)).toBe(true);
    const again = new FakeElement('hero');
    expect(parts.adopt(again)).toBe(false);
  });

  it('takes the served labels, which point to the ids of the nodes it is given', () => {
    const served = new FakeElement('hero', 'title');
    served.setAttribute('aria-labelledby', ':R1:');
    const root = rootOf([served]);
    const parts = takeServedParts(root);
    drawAfresh(root, ['hero']);
    root.parts[0]!.setAttribute('aria-labelledby', ':r0:');
    parts.adopt(root.parts[0]!);
    expect(root.parts[0]!.getAttribute('aria-labelledby')).toBe(':R1:');
  });
});
