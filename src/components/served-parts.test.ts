import { describe, expect, it } from 'vitest';
import { takeServedParts, type PartElement } from './served-parts';

/** An element as these need it: its tag, class, place in the page and child nodes. */
class FakeElement implements PartElement {
  isConnected = true;
  childNodes: string[];
  constructor(
    readonly tagName: string,
    readonly className: string,
    ...children: string[]
  ) {
    this.childNodes = children;
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

describe('takeServedParts', () => {
  it('gives a part drawn afresh the nodes its served counterpart held, by place', () => {
    const root = rootOf([new FakeElement('SECTION', 'a', 'one', 'two'), new FakeElement('DIV', 'b', 'three')]);
    const parts = takeServedParts(root);
    // React rendered the root afresh: the served elements are gone, new empty ones in their place.
    root.parts.forEach((part) => (part.isConnected = false));
    root.parts = [new FakeElement('SECTION', 'a'), new FakeElement('DIV', 'b')];
    root.parts.forEach((part) => parts.adopt(part));
    expect(root.parts.map((part) => part.childNodes)).toEqual([['one', 'two'], ['three']]);
  });

  it('leaves a hydrated part alone, and a part that does not match its place', () => {
    const served = [new FakeElement('SECTION', 'a', 'one'), new FakeElement('DIV', 'b', 'two')];
    const root = rootOf(served);
    const parts = takeServedParts(root);
    parts.adopt(served[0]!);
    expect(served[0]!.childNodes).toEqual(['one']);
    served[1]!.isConnected = false;
    root.parts = [served[0]!, new FakeElement('UL', 'b')];
    parts.adopt(root.parts[1]!);
    expect(root.parts[1]!.childNodes).toEqual([]);
  });

  it('matches by kind, so a part removed before hydrating shifts only its own kind', () => {
    const root = rootOf([new FakeElement('SECTION', 'a', 'one'), new FakeElement('DIV', 'b', 'two')]);
    // An extension removed the section before the app started.
    root.parts = [root.parts[1]!];
    const parts = takeServedParts(root);
    root.parts[0]!.isConnected = false;
    root.parts = [new FakeElement('SECTION', 'a'), new FakeElement('DIV', 'b')];
    root.parts.forEach((part) => parts.adopt(part));
    expect(root.parts.map((part) => part.childNodes)).toEqual([[], ['two']]);
  });

  it('never takes the nodes of a served part still in the page', () => {
    const served = new FakeElement('DIV', 'a', 'one');
    const root = rootOf([served]);
    const parts = takeServedParts(root);
    const drawn = new FakeElement('DIV', 'a');
    root.parts = [drawn, served];
    parts.adopt(drawn);
    expect(drawn.childNodes).toEqual([]);
    expect(served.childNodes).toEqual(['one']);
  });
});
