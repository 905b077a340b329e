import { describe, expect, it } from 'vitest';
import { mayHydrate, renderedKey, renderedPage } from './first-load';
import { allPages } from '../routing/paths';

/** Just enough of a document for the first-load readers: its #root. */
function documentWith({ rendered }: { rendered?: string }): Document {
  const elements: Record<string, object> = { root: { dataset: rendered === undefined ? {} : { rendered } } };
  return { getElementById: (id: string) => elements[id] ?? null } as unknown as Document;
}

describe('first load', () => {
  it('hydrates a document only when it was rendered for the very page shown', () => {
    const [first, second] = allPages();
    const shown = { kind: 'page' as const, page: first! };
    const doc = documentWith({ rendered: renderedKey(shown) });
    expect(mayHydrate(shown, doc)).toBe(true);
    expect(mayHydrate({ kind: 'page', page: second! }, doc)).toBe(false);
    expect(mayHydrate({ kind: 'notFound', lang: first!.lang }, doc)).toBe(false);
    expect(mayHydrate(shown, documentWith({}))).toBe(false);
  });

  it("reads the rendered page from the document's key, and nothing from a foreign one", () => {
    expect(renderedPage(documentWith({ rendered: renderedKey({ kind: 'notFound', lang: 'fr' }) }))).toBe('notFound');
    expect(renderedPage(documentWith({ rendered: 'page:es:__proto__:' }))).toBeNull();
    expect(renderedPage(documentWith({}))).toBeNull();
  });
});
