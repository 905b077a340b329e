import { describe, expect, it } from 'vitest';
import type { Lang } from '../i18n/languages';
import type { SearchHit, SiteSearch } from './search-hit';
import { SearchIndexError } from './load-site-search';
import { createSearchLoader, searchEverywhere } from './search-everywhere';
import { indexFileOf } from './index-file';

const hit = (lang: Lang, path: string): SearchHit => ({
  id: path,
  lang,
  kind: 'page',
  path,
  title: path,
  trail: [],
  snippet: [],
});

/** A fake index per language: the paths it answers for a word, and the languages loaded, in order. */
function fakeLoader(answers: Partial<Record<Lang, Record<string, string[]>>>, failing: Lang[] = []) {
  const loaded: Lang[] = [];
  const load = async (lang: Lang): Promise<SiteSearch> => {
    loaded.push(lang);
    if (failing.includes(lang)) throw new SearchIndexError(lang, 'fetch', 'offline');
    return { lang, query: (text) => (answers[lang]?.[text] ?? []).map((path) => hit(lang, path)) };
  };
  return { load, loaded };
}

describe('searchEverywhere', () => {
  it("answers from the page's language alone when it has hits", async () => {
    const { load, loaded } = fakeLoader({ es: { tapiceria: ['/servicios/diseno'] }, en: { tapiceria: ['/en'] } });
    const results = await searchEverywhere('es', 'tapiceria', load);
    expect(results).toEqual({ groups: [{ lang: 'es', hits: [hit('es', '/servicios/diseno')] }], unavailable: [] });
    expect(loaded).toEqual(['es']);
  });

  it('offers the other languages that have hits, grouped, when the page language has none', async () => {
    const { load } = fakeLoader({ en: { swatch: ['/en/services/books'] }, fr: { swatch: ['/fr/services/livres'] } });
    const results = await searchEverywhere('es', 'swatch', load);
    expect(results.groups.map((group) => [group.lang, group.hits.map((h) => h.path)])).toEqual([
      ['en', ['/en/services/books']],
      ['fr', ['/fr/services/livres']],
    ]);
  });

  it('tolerates a language that fails to load, and says which', async () => {
    const { load } = fakeLoader({ fr: { swatch: ['/fr/services/livres'] } }, ['es', 'en']);
    const results = await searchEverywhere('es', 'swatch', load);
    expect(results.groups.map((group) => group.lang)).toEqual(['fr']);
    expect(results.unavailable).toEqual(['es', 'en']);
  });

  it('loads no index for a query with no word in it', async () => {
    const { load, loaded } = fakeLoader({});
    expect(await searchEverywhere('ca', ' 🙂 ', load)).toEqual({ groups: [], unavailable: [] });
    expect(loaded).toEqual([]);
  });
});

describe('createSearchLoader', () => {
  it('fetches each language once, and again after a failure', async () => {
    const asked: string[] = [];
    let offline = true;
    const fetchImpl = (async (url: string) => {
      asked.push(url);
      if (offline) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(indexFileOf('en', [])));
    }) as typeof fetch;
    const loader = createSearchLoader(fetchImpl);
    await expect(loader.load('en')).rejects.toBeInstanceOf(SearchIndexError);
    offline = false;
    const first = await loader.load('en');
    expect(await loader.load('en')).toBe(first);
    expect(asked).toEqual(['/search/en.json', '/search/en.json']);
  });
});
