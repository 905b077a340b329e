import { describe, expect, it } from 'vitest';
import { foundOf, hitsShown } from './found';
import type { SearchHit } from '../search-hit';
import type { Lang } from '../../i18n/languages';

const hit = (lang: Lang, id: string): SearchHit => ({
  id,
  lang,
  kind: 'page',
  path: `/${lang}/${id}`,
  title: id,
  trail: [],
  snippet: [],
});

describe('foundOf', () => {
  it('shows the page language’s hits', () => {
    const found = foundOf('en', { groups: [{ lang: 'en', hits: [hit('en', 'b'), hit('en', 'c')] }], unavailable: [] });
    expect(found).toEqual({ kind: 'here', hits: [hit('en', 'b'), hit('en', 'c')] });
    expect(hitsShown(found!).map((h) => h.id)).toEqual(['b', 'c']);
  });

  it('shows the other languages’ groups, in the engine’s order, when the page’s has none', () => {
    const groups = [
      { lang: 'es' as const, hits: [hit('es', 'd')] },
      { lang: 'fr' as const, hits: [hit('fr', 'a'), hit('fr', 'c')] },
    ];
    const found = foundOf('ca', { groups, unavailable: ['en'] });
    expect(found).toEqual({ kind: 'elsewhere', groups });
    expect(hitsShown(found!).map((h) => h.id)).toEqual(['d', 'a', 'c']);
  });

  it('says nothing was found, or that search is unavailable when the page language’s index is', () => {
    expect(foundOf('es', { groups: [], unavailable: [] })).toEqual({ kind: 'none' });
    expect(hitsShown({ kind: 'none' })).toEqual([]);
    expect(foundOf('es', { groups: [{ lang: 'en', hits: [hit('en', 'x')] }], unavailable: ['es'] })).toBeNull();
  });
});
