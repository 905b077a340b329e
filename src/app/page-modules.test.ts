import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageFile, renderedLang, renderedPageKey, type PageKey } from './page-modules';
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

describe('renderedPageKey', () => {
  it("reads back the page of every prerendered document's data-rendered key", () => {
    for (const page of allPages()) {
      const shown = { kind: 'page' as const, page };
      expect(renderedPageKey(renderedKey(shown))).toBe(pageKeyOf(shown));
    }
    for (const lang of LANGUAGES) expect(renderedPageKey(renderedKey({ kind: 'notFound', lang }))).toBe('notFound');
  });

  it('knows every page of the table', () => {
    for (const key of PAGE_KEYS) if (key !== 'notFound') expect(renderedPageKey(`page:es:${key}:`)).toBe(key);
  });

  it('gives nothing for a missing, foreign or hostile value', () => {
    expect(renderedPageKey(undefined)).toBeNull();
    expect(renderedPageKey('')).toBeNull();
    expect(renderedPageKey('page:es:toString:')).toBeNull();
    expect(renderedPageKey('page:es:__proto__:')).toBeNull();
    expect(renderedPageKey('page:es:<script>:')).toBeNull();
    expect(renderedPageKey('home')).toBeNull();
  });
});

describe('renderedLang', () => {
  it("reads back the language of every prerendered document's data-rendered key", () => {
    for (const page of allPages()) expect(renderedLang(renderedKey({ kind: 'page', page }))).toBe(page.lang);
    for (const lang of LANGUAGES) expect(renderedLang(renderedKey({ kind: 'notFound', lang }))).toBe(lang);
  });

  it('gives nothing for a missing, foreign or hostile value', () => {
    expect(renderedLang(undefined)).toBeNull();
    expect(renderedLang('')).toBeNull();
    expect(renderedLang('page')).toBeNull();
    expect(renderedLang('page:de:home:')).toBeNull();
    expect(renderedLang('page:<script>:home:')).toBeNull();
    expect(renderedLang('404:__proto__')).toBeNull();
  });
});
