import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fetchCodeToDraw, pageFile, readRenderedKey, type PageKey } from './page-modules';
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

describe('the code a page drawn in place waits for', () => {
  const fileOf = (path: string) => new URL(`../${path}`, import.meta.url);
  const codeToDrawFile = (key: PageKey) => pageFile(key).replace(/-page\.tsx$/, '-code-to-draw.ts');

  it.each(PAGE_KEYS)('has a module of its own, fetched with the page, exactly when %s has any', (key) => {
    const waits = /export const codeToDraw\b/.test(readFileSync(fileOf(pageFile(key)), 'utf8'));
    expect(existsSync(fileOf(codeToDrawFile(key))), codeToDrawFile(key)).toBe(waits);
  });

  it("is found for the contact page (its form's code), and not for a page with none", async () => {
    expect(await fetchCodeToDraw('contact')).toHaveProperty('ContactForm');
    expect(fetchCodeToDraw('home')).toBeNull();
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
