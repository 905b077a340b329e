import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageFile, readRenderedKey, type PageKey } from './page-modules';
import { pageKeyOf } from './resolve-shown';
import { renderedKey } from './first-load';
import { allPages } from '../routing/paths';
import { SCREEN_IDS } from '../routing/routes';
import { LANGUAGES } from '../i18n/languages';
import { lookup } from '../content/testing/content-files';

const PAGE_KEYS: readonly PageKey[] = [...SCREEN_IDS, 'serviceDetail', 'notFound'];

describe('the route table', () => {
  it.each(PAGE_KEYS)('names a page module that exists for %s', (key) => {
    expect(existsSync(new URL(`../${pageFile(key)}`, import.meta.url)), pageFile(key)).toBe(true);
  });

  it.each(SCREEN_IDS)('has the title, description and navigation label of %s in every language', (screen) => {
    for (const lang of LANGUAGES)
      for (const key of [`meta.${screen}.title`, `meta.${screen}.description`, `nav.${screen}`])
        expect(lookup(lang, `common:${key}`), `${lang} ${key}`).toEqual(expect.stringMatching(/\S/));
  });
});

describe('readRenderedKey', () => {
  it("reads back the page and language of every prerendered document's data-rendered key", () => {
    for (const page of allPages()) {
      const shown = { kind: 'page' as const, page };
      expect(readRenderedKey(renderedKey(shown))).toEqual({ page: pageKeyOf(shown), lang: page.lang });
    }
    for (const lang of LANGUAGES)
      expect(readRenderedKey(renderedKey({ kind: 'notFound', lang }))).toEqual({ page: 'notFound', lang });
  });

  it('knows every page of the table', () => {
    for (const key of PAGE_KEYS) if (key !== 'notFound') expect(readRenderedKey(`page:es:${key}:`)?.page).toBe(key);
  });

  it('gives nothing for a missing, foreign or hostile value', () => {
    for (const value of [
      undefined,
      '',
      'home',
      'page',
      'page:es:toString:',
      'page:es:__proto__:',
      'page:es:<script>:',
      'page:de:home:',
      'page:<script>:home:',
      '404:__proto__',
    ])
      expect(readRenderedKey(value), String(value)).toBeNull();
  });
});
