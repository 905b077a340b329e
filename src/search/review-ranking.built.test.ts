import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { siteSearchOf } from './load-site-search';
import { COMPOUNDS, QUESTIONS } from './review-ranking-cases';
import { searchIndexPath } from './search-hit';
import { isStopWord } from './stopwords';
import { tokenize } from './fold';

/**
 * The review's findings on the index the build really writes (dist/search/{lang}.json; `npm run
 * build` first): a page's chrome left out, stop words, a swatch book in one word.
 */
const builtFile = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`../../dist${searchIndexPath(lang)}`, import.meta.url), 'utf8')) as {
    index: { storedFields: Record<string, { excerpt?: string }> };
  };
const locale = (lang: Lang, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lang}/${namespace}.json`, import.meta.url), 'utf8'));

describe('search in en, as the review asked', () => {
  it('finds no service page by its call to action: "request a quote" was on every one', () => {
    const paths = siteSearchOf('en', builtFile('en'))
      .query('request a quote', 10)
      .map((hit) => hit.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => path.startsWith('/en/services/'))).toEqual([]);
  });
});

describe.each(LANGUAGES)('search in %s, as the review asked', (lang) => {
  const file = builtFile(lang);
  const search = siteSearchOf(lang, file);
  const services = locale(lang, 'services').shared as { backToServices: string; quoteButton: string };
  const chrome = [services.backToServices, services.quoteButton, locale(lang, 'common').a11y.opensInNewTab as string];

  it.each(chrome)('indexes no page\'s "%s" (a link back, a call to action, text for screen readers only)', (label) => {
    const excerpts = Object.values(file.index.storedFields).map((stored) => stored.excerpt ?? '');
    expect(excerpts.filter((excerpt) => excerpt.includes(label))).toEqual([]);
  });

  it.each([...QUESTIONS[lang], ...COMPOUNDS[lang]])('"%s" puts %s first (%s)', (query, first) => {
    expect(search.query(query, 5).map((hit) => hit.path)[0]).toBe(first);
  });

  it.each(QUESTIONS[lang])('"%s" marks no stop word in its hits\' snippets', (query) => {
    const marked = search
      .query(query, 5)
      .flatMap((hit) => hit.snippet.filter((part) => part.marked).map((part) => part.text));
    expect(marked.length).toBeGreaterThan(0);
    // A written word is marked whole (Made-to-measure, by made): it is a stop word when all its terms are.
    expect(marked.filter((word) => tokenize(word).every((term) => isStopWord(lang, term)))).toEqual([]);
  });
});
