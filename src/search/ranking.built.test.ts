import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../i18n/languages';
import { siteSearchOf } from './load-site-search';
import { RANKING } from './ranking-cases';
import { searchIndexPath } from './search-hit';

/**
 * What search must put first (ranking-cases.ts), on the index the build really writes
 * (dist/search/{lang}.json; `npm run build` first, then `npx vitest run -c vitest.built.config.ts`).
 */
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
