import { describe, expect, it } from 'vitest';
import { readCommon as common } from '../i18n/testing/read-common';
import { pwaTextsFrom } from './pwa-texts';
import { LANGUAGES } from '../i18n/languages';

describe('the notices’ texts', () => {
  it.each(LANGUAGES)('are whole in %s, with their placeholders and nothing else for i18next to do', (lang) => {
    const texts = pwaTextsFrom(common(lang));
    expect(texts).not.toBeNull();
    // Only the placeholders fillIn knows: no nesting, no context forms; the one plural pair
    // (copyShort_one, copyShort_other) is chosen by the notices, not by i18next.
    const left = JSON.stringify(texts).replace(/\{\{(size|done|total|count)\}\}/g, '');
    expect(left).not.toMatch(/\{\{|\$t\(/);
  });

  it('are null when a phrase or a placeholder is missing, or the file is not what was expected', () => {
    const es = common('es');
    const pwa = es.pwa as Record<string, unknown>;
    const { reload: _reload, ...withoutReload } = pwa;
    expect(pwaTextsFrom({ ...es, pwa: withoutReload })).toBeNull();
    expect(pwaTextsFrom({ ...es, pwa: { ...pwa, precaching: 'Guardando {{done}} archivos' } })).toBeNull();
    expect(pwaTextsFrom({ ...es, pwa: { ...pwa, dismiss: '' } })).toBeNull();
    expect(pwaTextsFrom({ ...es, pwa: { ...pwa, offline: 7 } })).toBeNull();
    expect(pwaTextsFrom(null)).toBeNull();
    expect(pwaTextsFrom({ pwa: ['offline'] })).toBeNull();
  });
});
