import { describe, expect, it } from 'vitest';
import type { SearchDocument } from './index-options';
import { indexFileOf } from './index-file';
import { QUERY_MAX_TERMS, SearchIndexError, loadSiteSearch, queryTerms, siteSearchOf } from './load-site-search';

const page = (path: string, fields: Partial<SearchDocument>): SearchDocument => ({
  id: path,
  kind: 'page',
  path,
  title: '',
  trail: [],
  names: '',
  headline: '',
  headings: '',
  synonyms: '',
  captions: '',
  text: '',
  ...fields,
  excerpt: fields.text ?? '',
});

const DOCUMENTS = [
  page('/servicios/diseno', {
    title: 'Diseño',
    trail: ['Servicios'],
    text: 'Diseñamos muestrarios para tapicería y cortinas, con prototipo antes de producir.',
  }),
  page('/servicios/cascadas', {
    title: 'Cascadas',
    trail: ['Servicios', 'Muestrarios'],
    names: 'cascadas cascades',
    text: 'Muestras colgadas en escalera desde una cabecera rígida.',
  }),
  page('/servicios/libros', {
    title: 'Libros de muestras',
    trail: ['Servicios', 'Muestrarios'],
    names: 'libros books llibres livres',
    text: 'Libros con tornillos, anillas o tapa dura.',
  }),
  {
    ...page('/servicios/libros#picture-services--libros--gallery-1', {
      title: 'Libro de muestras con tapa dura',
      trail: ['Servicios', 'Muestrarios', 'Libros de muestras'],
      text: 'Libro de muestras con tapa dura, abierto',
      image: { src: '/assets/libro-1600.avif', alt: 'Libro de muestras con tapa dura' },
    }),
    kind: 'picture' as const,
  },
];

const search = () => siteSearchOf('es', JSON.parse(JSON.stringify(indexFileOf('es', DOCUMENTS))));

describe('siteSearchOf', () => {
  it('finds a page by a word written without its accent, and marks the word as written', () => {
    const [hit] = search().query('tapiceria');
    expect(hit?.path).toBe('/servicios/diseno');
    expect(hit?.trail).toEqual(['Servicios']);
    expect(hit?.snippet.filter((part) => part.marked).map((part) => part.text)).toEqual(['tapicería']);
    expect(hit?.snippet.map((part) => part.text).join('')).toContain('Diseñamos muestrarios para tapicería');
  });

  it('forgives a typo and finds a service by an alias', () => {
    expect(search().query('cascdas')[0]?.path).toBe('/servicios/cascadas');
    expect(search().query('books')[0]?.path).toBe('/servicios/libros');
  });

  it('completes the last word as it is typed', () => {
    expect(search().query('prototi')[0]?.path).toBe('/servicios/diseno');
  });

  it('wants every word first, and any word when no page has them all', () => {
    expect(
      search()
        .query('tapa dura')
        .map((hit) => hit.path),
    ).not.toContain('/servicios/cascadas');
    expect(search().query('cabecera zzzzqqq')[0]?.path).toBe('/servicios/cascadas');
  });

  it('gives a picture hit its picture, and its description as the snippet', () => {
    const picture = search()
      .query('tapa dura')
      .find((hit) => hit.kind === 'picture');
    expect(picture?.image?.src).toBe('/assets/libro-1600.avif');
    expect(picture?.snippet.some((part) => part.marked && part.text === 'tapa')).toBe(true);
  });

  it('caps the hits at the limit', () => {
    expect(search().query('muestras', 1)).toHaveLength(1);
    expect(search().query('muestras', 0)).toEqual([]);
  });

  it('finds nothing, and neither throws nor hangs, on text with no word, markup, RTL, emoji or a huge query', () => {
    const hostile = [
      '',
      '   ',
      '🙂🧵',
      '<img src=x onerror=alert(1)>',
      '.*+?^${}()|[]\\',
      '"]) , *:not(',
      'نسيج العينات',
      'a'.repeat(2000),
      'cascadas '.repeat(300),
      `${'ab'.repeat(1000)} ${'é'.repeat(500)}`,
    ];
    const engine = search();
    const started = performance.now();
    for (const text of hostile) expect(() => engine.query(text)).not.toThrow();
    expect(engine.query('')).toEqual([]);
    expect(engine.query('🙂🧵')).toEqual([]);
    // A repeated word is still a query, capped: it finds the page rather than timing out.
    expect(engine.query('cascadas '.repeat(300))[0]?.path).toBe('/servicios/cascadas');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads at most QUERY_MAX_TERMS words of a query', () => {
    expect(queryTerms('uno dos tres cuatro cinco seis siete ocho nueve diez')).toHaveLength(QUERY_MAX_TERMS);
  });

  it('rejects a file of another version, or of another language, rather than misread it', () => {
    const file = JSON.parse(JSON.stringify(indexFileOf('es', DOCUMENTS)));
    expect(() => siteSearchOf('es', { ...file, version: file.version + 1 })).toThrow(SearchIndexError);
    expect(() => siteSearchOf('ca', file)).toThrow(SearchIndexError);
    expect(() => siteSearchOf('es', null)).toThrow(SearchIndexError);
    expect(() => siteSearchOf('es', { ...file, index: { nonsense: true } })).toThrow(SearchIndexError);
  });
});

describe('loadSiteSearch', () => {
  it("fetches the language's index from its path and loads it", async () => {
    const asked: string[] = [];
    const fetchImpl = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(indexFileOf('es', DOCUMENTS)));
    }) as typeof fetch;
    const loaded = await loadSiteSearch('es', fetchImpl);
    expect(asked).toEqual(['/search/es.json']);
    expect(loaded.query('cascadas')[0]?.path).toBe('/servicios/cascadas');
  });

  it('rejects with a SearchIndexError when the file is missing, unreadable or of another version', async () => {
    const answering = (body: string, status = 200) => (async () => new Response(body, { status })) as typeof fetch;
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(loadSiteSearch('es', answering('', 404))).rejects.toMatchObject({ reason: 'fetch' });
    await expect(loadSiteSearch('es', offline)).rejects.toMatchObject({ reason: 'fetch' });
    await expect(loadSiteSearch('es', answering('<html>'))).rejects.toMatchObject({ reason: 'format' });
    const other = { ...indexFileOf('es', DOCUMENTS), version: 0 };
    await expect(loadSiteSearch('es', answering(JSON.stringify(other)))).rejects.toMatchObject({ reason: 'version' });
  });
});
