import type { Lang } from '../i18n/languages';

/**
 * Each language's stop words: the articles, prepositions, conjunctions and pronouns that nearly
 * every page says, so they tell no page from another. A query keeps them only when it has nothing
 * else: "do you do hot-foil on the spine?" searches hot, foil and spine (with "the" and "do" it
 * matched every page, marked "the" three times in the top hit's snippet and took 11.6 ms in Node),
 * while "the" alone still searches. Snippets never mark them. The index keeps them, so a page's
 * headline typed whole (estampación en caliente) is still recognised word for word.
 *
 * A question's "do" is one in every language (hacen, feu, faites: "¿hacen cartas de colores a
 * medida?"), as no page says it of what it makes.
 *
 * Written folded, as tokenize() gives them (no accents: "à" is "a", "és" is "es"). Kept short on
 * purpose: a word that names something on this site (donde, como in "como nuevo", seu) is not one.
 */
const STOP_WORDS: Record<Lang, ReadonlySet<string>> = {
  es: new Set(
    'a al con de del e el en es hace hacen la las lo los me mi nos o para por que se su sus u un una unas unos y'.split(
      ' ',
    ),
  ),
  ca: new Set('a al als amb de del dels el els en es fan feu i la les o per que se si un una unes uns us'.split(' ')),
  en: new Set(
    'a an and are at by can do does for from i in is it its of on or our the this to we with you your'.split(' '),
  ),
  fr: new Set(
    'a au aux avec ce ces dans de des du en est et faites il la le les nous ou par pour que qui se ses son sur un une vous'.split(
      ' ',
    ),
  ),
};

export function isStopWord(lang: Lang, term: string): boolean {
  return STOP_WORDS[lang].has(term);
}

/** The terms a query searches: its content words, or all of them when it has only stop words. */
export function contentTerms(lang: Lang, terms: readonly string[]): readonly string[] {
  const content = terms.filter((term) => !isStopWord(lang, term));
  return content.length > 0 ? content : terms;
}
