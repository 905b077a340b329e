import { describe, expect, it } from 'vitest';
import { pageTrail } from './page-trail';

describe('pageTrail', () => {
  it('puts a page below the screen whose path begins its own', () => {
    expect(pageTrail({ lang: 'en', screen: 'binding' })).toEqual(['services']);
    expect(pageTrail({ lang: 'fr', screen: 'samples' })).toEqual(['services']);
    expect(pageTrail({ lang: 'es', screen: 'serviceDetail', serviceId: 'lomeras' })).toEqual(['services']);
  });

  it('puts a sample-book service below the sample books page too', () => {
    expect(pageTrail({ lang: 'es', screen: 'cascades' })).toEqual(['services', 'samples']);
    expect(pageTrail({ lang: 'ca', screen: 'colorCards' })).toEqual(['services', 'samples']);
  });

  it('leaves the top pages with nothing above them but home, which is left out', () => {
    expect(pageTrail({ lang: 'es', screen: 'home' })).toEqual([]);
    expect(pageTrail({ lang: 'es', screen: 'contact' })).toEqual([]);
  });
});
