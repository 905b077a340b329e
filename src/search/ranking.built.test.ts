import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { siteSearchOf } from './load-site-search';
import { searchIndexPath } from './search-hit';

/**
 * What search must put first, on the index the build really writes (dist/search/{lang}.json;
 * `npm run build` first, then `npx vitest run -c vitest.built.config.ts`): thirty queries per
 * language, as visitors type them — without accents, with the Catalan middle dot or without it,
 * with elided articles, with typos, by a service's other-language name, by the word the
 * glossary avoids, and by a picture's caption (a picture hit's path opens its page at it).
 */
type Case = readonly [query: string, first: string, why: string];

const RANKING: Record<Lang, readonly Case[]> = {
  es: [
    ['diseño', '/servicios/diseno', 'page name'],
    ['diseno', '/servicios/diseno', 'accent left out'],
    ['encuadernacion', '/servicios/encuadernacion', 'accent left out'],
    ['ENCUADERNACIÓN', '/servicios/encuadernacion', 'capitals'],
    ['estampacion en caliente', '/servicios/imprenta', 'heading, accents left out'],
    ['cascdas', '/servicios/cascadas', 'typo'],
    ['cartas de colres', '/servicios/cartas-colores', 'typo'],
    ['encuadernasion', '/servicios/encuadernacion', 'typo'],
    ['color cards', '/servicios/cartas-colores', 'alias'],
    ['books', '/servicios/libros', 'alias'],
    ['cascades', '/servicios/cascadas', 'alias'],
    ['lomeras', '/servicios/lomeras', 'service name'],
    ['catalogos', '/servicios/catalogos', 'service name, accent left out'],
    ['remallado', '/servicios/varios', 'service name'],
    ['overlock', '/servicios/varios', 'gloss in the text'],
    ['portada', '/servicios/libros', 'glossary variant of cubierta'],
    ['historia', '/historia', 'page name'],
    ['contacto', '/contacto', 'page name'],
    ['donde estamos', '/ubicacion', 'heading, accent left out'],
    ['aviso legal', '/aviso-legal', 'page name'],
    ['politica de cookies', '/politica-cookies', 'page name'],
    ['privacidad', '/politica-privacidad', 'page name'],
    ['libros tapiceria', '/servicios/libros', 'words of its text'],
    ['fresado del carton', '/servicios/encuadernacion', 'process step'],
    ['muestrarios a medida', '/servicios/muestrarios', 'heading'],
    ['remalladora', '/servicios/varios#picture-various--gallery-2', 'picture caption'],
    ['cantoneras metalicas', '/servicios/encuadernacion#picture-binding--slide-08', 'picture caption'],
    ['panel de inspiracion', '/servicios/diseno#picture-design--gallery-1', 'picture caption'],
    ['linos tonos naturales', '/servicios/cartas-colores#picture-services--cartas-colores--gallery-1', 'caption'],
    ['tela gris plata', '/servicios/lomeras#picture-services--lomeras--gallery-1', 'picture caption'],
  ],
  ca: [
    ['col·lecció en blaus', '/ca/serveis/llibres#picture-services--libros--gallery-1', 'middle dot'],
    ['col.lecció blaus i verds', '/ca/serveis/llibres#picture-services--libros--gallery-1', 'full stop for it'],
    ['colleccio blaus', '/ca/serveis/llibres#picture-services--libros--gallery-1', 'no dot, no accent'],
    ['mil·límetre', '/ca/serveis/cartes-colors#picture-services--cartas-colores--gallery-2', 'middle dot'],
    ['millimetre', '/ca/serveis/cartes-colors#picture-services--cartas-colores--gallery-2', 'no dot'],
    ['cantoneres metalliques', '/ca/serveis/enquadernacio#picture-binding--slide-08', 'no dot, no accent'],
    ["l'enquadernació", '/ca/serveis/enquadernacio', 'elided article'],
    ['l’enquadernacio', '/ca/serveis/enquadernacio', 'typographic apostrophe'],
    ['enquadernacio', '/ca/serveis/enquadernacio', 'accent left out'],
    ["carpeta d'anelles", '/ca/serveis/enquadernacio#picture-binding--slide-02', 'elision in a caption'],
    ['disseny', '/ca/serveis/disseny', 'page name'],
    ['impremta', '/ca/serveis/impremta', 'page name'],
    ['estampacio en calent', '/ca/serveis/impremta', 'heading, accent left out'],
    ['cascdes', '/ca/serveis/cascades', 'typo'],
    ['enquadernasio', '/ca/serveis/enquadernacio', 'typo'],
    ['llibres de mostres', '/ca/serveis/llibres', 'page name'],
    ['books', '/ca/serveis/llibres', 'alias'],
    ['color cards', '/ca/serveis/cartes-colors', 'alias'],
    ['lomera', '/ca/serveis/lomeras', 'glossary variant of llom'],
    ['tall i remallat', '/ca/serveis/varis', 'page name'],
    ['historia', '/ca/historia', 'page name, accent left out'],
    ['on som', '/ca/ubicacio', 'heading'],
    ['contacte', '/ca/contacte', 'page name'],
    ['galetes', '/ca/politica-galetes', 'page name'],
    ['privadesa', '/ca/politica-privacitat', 'page name'],
    ['avis legal', '/ca/avis-legal', 'page name, accent left out'],
    ['cataleg', '/ca/serveis/catalogos', 'service name, accent left out'],
    ['capçalera', '/ca/serveis/cascades#picture-services--cascadas--gallery-2', 'picture caption'],
    ['mostraris a mida', '/ca/serveis/mostraris', 'heading'],
    ['reblat', '/ca/serveis/varis#picture-various--gallery-5', 'picture caption'],
  ],
  en: [
    ['swatch book', '/en/services/books', 'page name, singular'],
    ['swatch books', '/en/services/books', 'page name'],
    ['hot foil', '/en/services/printing', 'hyphen left out'],
    ['hot-foil stamping', '/en/services/printing', 'heading'],
    ['colour cards', '/en/services/color-cards', 'page name'],
    ['color cards', '/en/services/color-cards', 'alias, American spelling'],
    ['shade card', '/en/services/color-cards', 'glossary variant of colour card'],
    ['cascdes', '/en/services/cascades', 'typo'],
    ['overlockng', '/en/services/various', 'typo'],
    ['overlocker', '/en/services/various#picture-various--gallery-2', 'picture caption'],
    ['binding', '/en/services/binding', 'page name'],
    ['design', '/en/services/design', 'page name'],
    ['mood board', '/en/services/design#picture-design--gallery-1', 'picture caption'],
    ['ring binder', '/en/services/binding#picture-binding--slide-02', 'picture caption'],
    ['screw-post', '/en/services/binding#picture-binding--slide-03', 'picture caption'],
    ['spines', '/en/services/lomeras', 'service name'],
    ['lomeras', '/en/services/lomeras', 'service id'],
    ['libros', '/en/services/books', 'service id'],
    ['history', '/en/history', 'page name'],
    ['where to find us', '/en/location', 'heading'],
    ['contact', '/en/contact', 'page name'],
    ['privacy', '/en/privacy-policy', 'page name'],
    ['cookie policy', '/en/cookie-policy', 'page name'],
    ['legal notice', '/en/legal-notice', 'page name'],
    ['sample books', '/en/services/samples', 'page name'],
    ['cuttings', '/en/services/cuttings', 'page name'],
    ['publishers', '/en', 'glossary variant of textile mills, fabric houses and distributors'],
    ['warm colourway', '/en/services/cascades#picture-services--cascadas--gallery-1', 'picture caption'],
    ['linens natural tones', '/en/services/color-cards#picture-services--cartas-colores--gallery-1', 'caption'],
    ['limited company', '/en/history', 'heading'],
  ],
  fr: [
    ["livres d'échantillons", '/fr/services/livres', 'elided article'],
    ['livres d’echantillons', '/fr/services/livres', 'typographic apostrophe, accent left out'],
    ["pages d'echantillons", '/fr/services/reliure#picture-binding--slide-07', 'elision in a caption'],
    ['echantillonnage', '/fr/services/echantillonnage', 'page name, accent left out'],
    ['marquage a chaud', '/fr/services/impression', 'heading, accent left out'],
    ['reliure', '/fr/services/reliure', 'page name'],
    ['conception', '/fr/services/conception', 'page name'],
    ['cartes couleurs', '/fr/services/cartes-couleurs', 'page name'],
    ['nuancier', '/fr/services/cartes-couleurs', 'glossary variant of carte couleurs'],
    ['carte de coloris', '/fr/services/cartes-couleurs', 'glossary variant of carte couleurs'],
    ['coupon', '/fr/services/cuttings', 'glossary variant of cutting'],
    ['cascdes', '/fr/services/cascades', 'typo'],
    ['surjetteuse', '/fr/services/divers#picture-various--gallery-2', 'typo in a caption'],
    ['coupe et surjet', '/fr/services/divers', 'page name'],
    ['rivetage', '/fr/services/divers#picture-various--gallery-5', 'picture caption'],
    ['dos de reliure', '/fr/services/lomeras', 'service name'],
    ['catalogues', '/fr/services/catalogos', 'service name'],
    ['histoire', '/fr/histoire', 'page name'],
    ['nous trouver', '/fr/localisation', 'heading'],
    ['contact', '/fr/contact', 'page name'],
    ['confidentialite', '/fr/politique-confidentialite', 'page name, accents left out'],
    ['politique de cookies', '/fr/politique-cookies', 'page name'],
    ['mentions legales', '/fr/mentions-legales', 'page name, accent left out'],
    ["a l'accueil", '/fr/services/catalogos#picture-services--catalogos--gallery-4', 'elided article in a caption'],
    ['classeur a anneaux', '/fr/services/reliure#picture-binding--slide-02', 'picture caption'],
    ['reliure à vis', '/fr/services/reliure#picture-binding--slide-03', 'picture caption'],
    ['planche d’inspiration', '/fr/services/conception#picture-design--gallery-1', 'elision in a caption'],
    ['epreuve couleur', '/fr/services/impression#picture-printing--carousel-5', 'picture caption'],
    ['books', '/fr/services/livres', 'alias'],
    ['color cards', '/fr/services/cartes-couleurs', 'alias'],
  ],
};

function builtSearch(lang: Lang) {
  const file = new URL(`../../dist${searchIndexPath(lang)}`, import.meta.url);
  return siteSearchOf(lang, JSON.parse(readFileSync(file, 'utf8')));
}

describe.each(LANGUAGES)('search ranking in %s', (lang) => {
  const search = builtSearch(lang);

  it('has thirty queries, each a different one', () => {
    expect(new Set(RANKING[lang].map(([query]) => query)).size).toBe(30);
  });

  it.each(RANKING[lang])('"%s" puts %s first (%s)', (query, first) => {
    expect(search.query(query, 5).map((hit) => hit.path)[0]).toBe(first);
  });
});
