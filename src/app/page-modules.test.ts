import { describe, expect, it } from 'vitest';
import { PAGE_FILES, renderedPageKey, type PageKey } from './page-modules';
import { pageKeyOf } from './resolve-shown';
import { renderedKey } from './first-load';
import { allPages } from '../routing/paths';
import { LANGUAGES } from '../i18n/languages';

describe('renderedPageKey', () => {
  it("reads back the page of every prerendered document's data-rendered key", () => {
    for (const page of allPages()) {
      const shown = { kind: 'page' as const, page };
      expect(renderedPageKey(renderedKey(shown))).toBe(pageKeyOf(shown));
    }
    for (const lang of LANGUAGES) expect(renderedPageKey(renderedKey({ kind: 'notFound', lang }))).toBe('notFound');
  });

  it('knows every page of the registry', () => {
    for (const key of Object.keys(PAGE_FILES) as PageKey[]) {
      if (key !== 'notFound') expect(renderedPageKey(`page:es:${key}:`)).toBe(key);
    }
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
