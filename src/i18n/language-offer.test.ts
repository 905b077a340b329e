import { describe, expect, it } from 'vitest';
import { languageToOffer, mayOfferLanguage } from './language-offer';

describe('languageToOffer', () => {
  it('offers the detected language to a first-time visitor of the Spanish home', () => {
    expect(languageToOffer({ pathname: '/', storedChoice: null, detected: 'fr' })).toBe('fr');
  });

  it('offers nothing once a choice is stored, on other pages, or when Spanish is detected', () => {
    expect(languageToOffer({ pathname: '/', storedChoice: 'es', detected: 'fr' })).toBeNull();
    expect(languageToOffer({ pathname: '/', storedChoice: 'en', detected: 'fr' })).toBeNull();
    expect(languageToOffer({ pathname: '/historia', storedChoice: null, detected: 'fr' })).toBeNull();
    expect(languageToOffer({ pathname: '/', storedChoice: null, detected: 'es' })).toBeNull();
    expect(languageToOffer({ pathname: '/', storedChoice: null, detected: null })).toBeNull();
  });

  it('treats a hostile stored value as no choice at all', () => {
    expect(languageToOffer({ pathname: '/', storedChoice: '<script>x</script>', detected: 'ca' })).toBe('ca');
  });
});

describe('mayOfferLanguage', () => {
  it('is true only on the Spanish home without a stored choice', () => {
    expect(mayOfferLanguage('/', null)).toBe(true);
    expect(mayOfferLanguage('/', 'garbage<>')).toBe(true);
    expect(mayOfferLanguage('/', 'ca')).toBe(false);
    expect(mayOfferLanguage('/en', null)).toBe(false);
  });
});
