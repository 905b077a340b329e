import { describe, expect, it } from 'vitest';
import { mayHydrate, pageTexts, pageTextsElement, renderedKey, renderedPage, PAGE_TEXTS_ID } from './first-load';
import { allPages } from '../routing/paths';

/** Just enough of a document for the first-load readers: #root and the texts' data block. */
function documentWith({ rendered, texts }: { rendered?: string; texts?: string }): Document {
  const elements: Record<string, object> = {
    root: { dataset: rendered === undefined ? {} : { rendered } },
    ...(texts === undefined ? {} : { [PAGE_TEXTS_ID]: { textContent: texts } }),
  };
  return { getElementById: (id: string) => elements[id] ?? null } as unknown as Document;
}

/** The JSON text inside the data block, as the browser's textContent gives it back. */
const dataOf = (element: string) =>
  /^<script type="application\/json" id="page-texts">(.*)<\/script>$/s.exec(element)![1]!;

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

  it('carries the texts as a data block no text can break out of, and reads them back', () => {
    const texts = { common: { title: '</script><script>alert(1)</script>', nested: { a: 'b' } } };
    const element = pageTextsElement(texts);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).toMatch(/^<script type="application\/json" id="page-texts">/);
    expect(pageTexts(documentWith({ texts: dataOf(element) }))).toEqual(texts);
  });

  it('gives no texts for a missing, broken or non-object block', () => {
    expect(pageTexts(documentWith({}))).toBeNull();
    expect(pageTexts(documentWith({ texts: '{"common": ' }))).toBeNull();
    expect(pageTexts(documentWith({ texts: '[1]' }))).toBeNull();
    expect(pageTexts(documentWith({ texts: 'null' }))).toBeNull();
  });
});
