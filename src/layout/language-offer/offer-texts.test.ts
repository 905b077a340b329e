import { describe, expect, it } from 'vitest';
import { readCommon as common } from '../../i18n/testing/read-common';
import { offerTextsFrom } from './offer-texts';
import { LANGUAGES } from '../../i18n/languages';

describe('the language offer’s texts', () => {
  it.each(LANGUAGES)('are whole in %s, naming the language where the offer does', (lang) => {
    const texts = offerTextsFrom(common(lang));
    expect(texts).not.toBeNull();
    expect(texts!.message).toContain('{{language}}');
    expect(texts!.switch).toContain('{{language}}');
  });

  it('are null when a phrase or its placeholder is missing', () => {
    const fr = common('fr');
    const offer = fr.languageOffer as Record<string, unknown>;
    expect(offerTextsFrom({ ...fr, languageOffer: { ...offer, switch: 'Voir en français' } })).toBeNull();
    const { stay: _stay, ...withoutStay } = offer;
    expect(offerTextsFrom({ ...fr, languageOffer: withoutStay })).toBeNull();
    expect(offerTextsFrom({})).toBeNull();
  });
});
