import type { Lang } from '../i18n/languages';
import type { RankingCase } from './ranking-cases';

/**
 * What search must put first, beyond the thirty queries per language: the cases of the
 * review's findings. Questions as a rep at the booth types them, whose stop words (and the
 * question's "do": hacen, feu, faites) must not drown their content words, and the one-word
 * spelling of swatch book. review-ranking.built.test.ts runs them on the built index, and the
 * questions are in the bench's fixed list (scripts/bench-search.ts).
 */
export const QUESTIONS: Record<Lang, readonly RankingCase[]> = {
  es: [
    ['¿hacen estampación en caliente en el lomo?', '/servicios/imprenta', 'question, stop words'],
    ['¿hacen cartas de colores a medida?', '/servicios/cartas-colores', 'question, stop words'],
    ['¿dónde está el taller?', '/ubicacion', 'question, stop word'],
  ],
  ca: [
    ['feu estampació en calent al llom?', '/ca/serveis/impremta', 'question, stop words'],
    ['feu lloms?', '/ca/serveis/lomeras', 'question, stop word'],
    ['on teniu el taller?', '/ca/ubicacio', 'question, stop word'],
  ],
  en: [
    ['do you do hot-foil on the spine?', '/en/services/printing', 'question, stop words'],
    ['do you make colour cards?', '/en/services/color-cards', 'question, stop words'],
    ['can you overlock the edges?', '/en/services/various#picture-various--gallery-3', 'question, picture caption'],
  ],
  fr: [
    ['faites-vous le marquage à chaud sur le dos ?', '/fr/services/impression', 'question, stop words'],
    ['faites-vous des dos de reliure ?', '/fr/services/lomeras', 'question, stop words'],
    ['pouvez-vous surjeter les bords ?', '/fr/services/divers#picture-various--gallery-3', 'question, caption'],
  ],
};

/** A swatch book written as one word: the glossary's avoided variant of the term (locales/GLOSSARY.md). */
export const COMPOUNDS: Record<Lang, readonly RankingCase[]> = {
  es: [],
  ca: [],
  en: [
    ['swatchbook', '/en/services/books', 'one word for swatch book, a glossary variant'],
    ['swatchbooks', '/en/services/books', 'one word for swatch books, a glossary variant'],
  ],
  fr: [],
};
