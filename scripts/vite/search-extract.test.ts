import { describe, expect, it } from 'vitest';
import { searchDocumentsOf, type PageFacts } from './search-extract.ts';
import type { GlossarySynonym } from './search-synonyms.ts';

const PICTURES = {
  'services/cascadas/cover': ['/assets/cover-1200.avif', '/assets/cover-400.avif'],
  'services/cascadas/gallery-1': ['/assets/g1-1200.avif', '/assets/g1-400.avif'],
  'services/cascadas/gallery-3': ['/assets/g3-1200.avif'],
} as Record<string, string[]>;

const COVER_SYNONYM: GlossarySynonym = { forms: [['cubierta']], variants: ['portada', 'portadas'] };

const facts = (over: Partial<PageFacts> = {}): PageFacts => ({
  path: '/servicios/cascadas',
  name: 'Cascadas',
  trail: ['Servicios', 'Muestrarios'],
  names: ['Cascadas', 'cascades'],
  coverImageId: 'services/cascadas/cover',
  pictures: {
    widestAvif: (id) => PICTURES[id]?.[0],
    pictureOfFile: (url) => Object.keys(PICTURES).find((id) => PICTURES[id]!.includes(url)),
  },
  synonyms: [COVER_SYNONYM],
  ...over,
});

const HTML = `
<a href="#main">Saltar al contenido</a>
<header><nav><a href="/">Inicio</a><a href="/servicios">Servicios</a></nav></header>
<main id="main">
  <section>
    <a href="/servicios" data-search="skip">Volver a servicios</a>
    <h1>Cascadas que <i>venden</i></h1>
    <p>Cascadas de <b>tapicería</b> con su cubierta.</p>
    <a href="/contacto" data-search="skip">Solicitar presupuesto</a>
    <button type="button">Añadir a mi selección</button>
    <p>Vea el <a href="https://example.com" target="_blank">mapa<span data-search="skip"> (se abre en una pestaña nueva)</span></a>.</p>
    <picture><source type="image/avif" srcset="/assets/cover-400.avif 400w, /assets/cover-1200.avif 1200w">
      <img src="/assets/cover.webp" alt="Cascada colgada de una cabecera"></picture>
  </section>
  <section><h2>Trabajos realizados</h2>
    <figure><picture><source type="image/avif" srcset="/assets/g1-400.avif 400w, /assets/g1-1200.avif 1200w">
      <img src="/assets/g1.webp" alt="Terciopelos del arena al granate"></picture>
      <figcaption>Gama de colores cálidos</figcaption></figure>
    <figure><span data-deferred-picture="services/cascadas/gallery-3" data-alt="Cabecera con su etiqueta" data-sizes="100vw"></span>
      <figcaption>Detalle de la cabecera</figcaption></figure>
  </section>
  <section data-search="skip"><h2>¿Hablamos?</h2><p>Cuéntenos su proyecto.</p><a href="/contacto">Escríbanos</a></section>
  <div hidden>Texto oculto</div>
  <p aria-hidden="true">Decoración</p>
  <script>var secreto = 1;</script><style>.x{}</style>
</main>
<footer>Pie de página con dirección</footer>`;

describe('searchDocumentsOf', () => {
  const [page, ...pictures] = searchDocumentsOf(HTML, facts());

  it("takes the page's name from its facts, and reads its headings and main text, not the header, footer, controls, hidden parts, what is marked to skip or code", () => {
    expect(page).toMatchObject({
      id: '/servicios/cascadas',
      kind: 'page',
      path: '/servicios/cascadas',
      title: 'Cascadas',
      trail: ['Servicios', 'Muestrarios'],
      headline: 'Cascadas que venden',
      headings: 'Trabajos realizados',
    });
    // The snippet starts with the page's own words, not a link back or a call to action.
    expect(page!.excerpt.startsWith('Cascadas de tapicería')).toBe(true);
    expect(page!.text).toBe('Cascadas de tapicería con su cubierta. Vea el mapa. Trabajos realizados');
    const skipped = ['Volver', 'presupuesto', 'pestaña', 'Hablamos', 'proyecto', 'Escríbanos'];
    for (const absent of ['Inicio', 'Saltar', 'Añadir', 'oculto', 'Decoración', 'secreto', '.x', 'Pie', ...skipped])
      expect(page!.text).not.toContain(absent);
  });

  it("gives the page its other pictures' alternative texts, its names and its glossary synonyms", () => {
    expect(page!.captions).toBe('Cascada colgada de una cabecera');
    expect(page!.names).toBe('Cascadas \ncascades');
    expect(page!.synonyms).toBe('portada \nportadas');
  });

  it("shows a service page's cover, as the widest AVIF file, with its alternative text", () => {
    expect(page!.image).toEqual({ src: '/assets/cover-1200.avif', alt: 'Cascada colgada de una cabecera' });
  });

  it('makes each captioned picture a document that opens the page at it, drawn or drawn later', () => {
    expect(pictures.map(({ path, title, trail, image }) => ({ path, title, trail, image }))).toEqual([
      {
        path: '/servicios/cascadas#picture-services--cascadas--gallery-1',
        title: 'Gama de colores cálidos',
        trail: ['Servicios', 'Muestrarios', 'Cascadas'],
        image: { src: '/assets/g1-1200.avif', alt: 'Terciopelos del arena al granate' },
      },
      {
        path: '/servicios/cascadas#picture-services--cascadas--gallery-3',
        title: 'Detalle de la cabecera',
        trail: ['Servicios', 'Muestrarios', 'Cascadas'],
        image: { src: '/assets/g3-1200.avif', alt: 'Cabecera con su etiqueta' },
      },
    ]);
    expect(pictures.every((picture) => picture.kind === 'picture')).toBe(true);
  });

  it('gives a page with no service no names and no picture', () => {
    const [plain] = searchDocumentsOf(HTML, facts({ names: [], coverImageId: undefined }));
    expect(plain!.names).toBe('');
    expect(plain!.image).toBeUndefined();
  });

  it('refuses a page with no <main>, rather than index its menus', () => {
    expect(() => searchDocumentsOf('<header>Menú</header>', facts())).toThrow('/servicios/cascadas');
  });
});
