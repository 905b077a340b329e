import type { GlossaryEntry } from '../../src/i18n/copy-rules.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { tokenize } from '../../src/search/fold.ts';

/**
 * The glossary's avoided variants as search synonyms: a visitor who types the word the site
 * avoids (portada, nuancier, shade card) finds the page that says the term it uses instead
 * (cubierta, carte couleurs, colour card). Only single terms (issue 56: the glossary's patterns
 * and phrases are not synonyms): a variant written as one word (e-mail too), or, for a term that
 * is one of the products the site names (common:serviceNames), a variant of several words, which
 * is then another fixed name of that product (shade card, carte de coloris). A phrase the copy
 * avoids (a casa, and feel, màquina de reblar, société limitée) is no name of a thing a visitor
 * looks up, and a `/regular expression/` matches many spellings, not one a visitor types.
 */
export interface GlossarySynonym {
  /** The forms of the term, each as its terms (tokenize), e.g. [['carte', 'couleurs'], ['cartes', 'couleurs']]. */
  readonly forms: readonly (readonly string[])[];
  /** The variants a visitor may type instead, as written in the glossary. */
  readonly variants: readonly string[];
}

/**
 * The forms a Term cell names: its `;`-separated parts, a "label:" before a form dropped (the
 * place: print shop), parenthesised plurals as forms of their own (llom (pl. lloms)) and other
 * parentheses dropped (muestrario(s), imprenta (the service, …)). A part with a placeholder or
 * a note rather than a word (pl. for the products) names no form.
 */
export function termForms(term: string): string[][] {
  const plurals = [...term.matchAll(/\(pl\.\s*([^)]+)\)/g)].map((match) => match[1]!);
  const parts = term
    .replace(/\([^)]*\)/g, ' ')
    .split(';')
    .map((part) => part.replace(/^[^:]*:/, ''));
  return [...parts, ...plurals]
    .filter((part) => !/\{\{|^\s*pl\.|^\s*-/.test(part))
    .map((part) => tokenize(part))
    .filter((terms) => terms.length > 0);
}

/** A text's word matches a form's word as written, or with a plural ending (cubierta, cubiertas). */
const sameWord = (word: string, form: string) => word === form || word === `${form}s` || word === `${form}es`;

/** Whether a text's terms are one of a term's forms, word for word (a plural ending allowed). */
const isFormOf = (terms: readonly string[], forms: readonly (readonly string[])[]) =>
  forms.some((form) => form.length === terms.length && form.every((term, i) => sameWord(terms[i]!, term)));

/**
 * A language's synonyms from the parsed glossary (copy-rules.ts parseGlossary); `productNames`
 * are the language's names of the products (common:serviceNames), as written.
 */
export function glossarySynonyms(
  entries: readonly GlossaryEntry[],
  lang: Lang,
  productNames: readonly string[],
): GlossarySynonym[] {
  const products = productNames.map((name) => tokenize(name));
  return entries
    .filter((entry) => entry.lang === lang)
    .map((entry) => {
      const forms = termForms(entry.term);
      const isProduct = products.some((product) => isFormOf(product, forms));
      const variants = entry.avoid
        .map((variant) => variant.source)
        .filter((source) => !/^\/.*\/$/.test(source) && (isProduct || !/\s/.test(source.trim())));
      return { forms, variants };
    })
    .filter((synonym) => synonym.forms.length > 0 && synonym.variants.length > 0);
}

/** How many places of a text's terms hold one of a term's forms, word for word. */
function timesUsed(terms: readonly string[], forms: readonly (readonly string[])[]): number {
  let times = 0;
  for (let at = 0; at < terms.length; at++)
    if (
      forms.some((form) => at + form.length <= terms.length && form.every((term, i) => sameWord(terms[at + i]!, term)))
    )
      times++;
  return times;
}

/**
 * Counted up to this many uses, a term's variants weigh more in the page that says it most than
 * in those that mention it once (a related service's card).
 */
const MAX_COUNTED_USES = 6;

/**
 * The variants of the terms a page uses (one of a term's forms appears in it, word for word, or
 * with a plural ending), each as many times as its text uses the term, up to MAX_COUNTED_USES,
 * and twice as many when its name or headline (`about`) says the term: that page is about it
 * (the colour cards page, for nuancier).
 */
export function synonymsIn(about: string, text: string, synonyms: readonly GlossarySynonym[]): string[] {
  const aboutTerms = tokenize(about);
  const terms = tokenize(text);
  return synonyms.flatMap((synonym) => {
    const uses =
      timesUsed(aboutTerms, synonym.forms) > 0
        ? 2 * MAX_COUNTED_USES
        : Math.min(MAX_COUNTED_USES, timesUsed(terms, synonym.forms));
    return Array.from({ length: uses }, () => synonym.variants).flat();
  });
}
