import { describe, expect, it } from 'vitest';
import { readCommon as common } from '../i18n/testing/read-common';
import { cookieTextsFrom } from './cookie-texts';
import { LANGUAGES } from '../i18n/languages';

describe('cookie texts', () => {
  it.each(LANGUAGES)('are whole in %s, and need no i18next: no placeholder, no nesting', (lang) => {
    const texts = cookieTextsFrom(common(lang));
    expect(texts).not.toBeNull();
    expect(JSON.stringify(texts)).not.toMatch(/\{\{|\$t\(/);
  });

  it('are null when a phrase or a category is missing, or the file is not what was expected', () => {
    const es = common('es');
    const cookies = es.cookies as Record<string, unknown>;
    const { save: _save, ...withoutSave } = cookies;
    expect(cookieTextsFrom({ ...es, cookies: withoutSave })).toBeNull();
    const categories = cookies.categories as Record<string, unknown>;
    const { marketing: _marketing, ...withoutMarketing } = categories;
    expect(cookieTextsFrom({ ...es, cookies: { ...cookies, categories: withoutMarketing } })).toBeNull();
    expect(cookieTextsFrom({ ...es, cookies: { ...cookies, title: '' } })).toBeNull();
    expect(cookieTextsFrom(null)).toBeNull();
    expect(cookieTextsFrom(['cookies'])).toBeNull();
  });
});
