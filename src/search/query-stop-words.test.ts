import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './index-options';
import { indexFileOf } from './index-file';
import { siteSearchOf } from './load-site-search';

const page = (path: string, title: string, text: string): SearchDocument => ({
  id: path,
  kind: 'page',
  path,
  title,
  trail: [],
  names: '',
  headline: title,
  headings: '',
  synonyms: '',
  captions: '',
  text,
  excerpt: text,
});

const search = siteSearchOf(
  'en',
  JSON.parse(
    JSON.stringify(
      indexFileOf('en', [
        page('/en/services/printing', 'Printing', 'Hot-foil stamping on the spine and the cover of the book.'),
        page('/en/services/binding', 'Binding', 'The boards of the book are milled, then the cloth is glued.'),
        page('/en/history', 'History', 'The family workshop, from the loom to the sample book.'),
      ]),
    ),
  ),
);

const marked = (path: string, query: string) =>
  search
    .query(query)
    .find((hit) => hit.path === path)!
    .snippet.filter((part) => part.marked)
    .map((part) => part.text);

describe('a query with stop words', () => {
  it('searches its content words only: a question finds the page that answers it, alone', () => {
    expect(search.query('do you do hot-foil on the spine?').map((hit) => hit.path)).toEqual(['/en/services/printing']);
  });

  it('never marks a stop word in a snippet', () => {
    expect(marked('/en/services/printing', 'do you do hot-foil on the spine?')).toEqual(['Hot-foil', 'spine']);
  });

  it('still searches when it has stop words only, marking only what the last word completes to', () => {
    const hits = search.query('the');
    expect(hits.map((hit) => hit.path).sort()).toEqual([
      '/en/history',
      '/en/services/binding',
      '/en/services/printing',
    ]);
    // "the" itself is never marked; as the last word it is also completed (then), which is not a stop word.
    expect(hits.flatMap((hit) => hit.snippet.filter((part) => part.marked).map((part) => part.text))).toEqual(['then']);
  });
});
