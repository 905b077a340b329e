import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolve-route';

describe('resolveRoute', () => {
  it('renders canonical pages', () => {
    expect(resolveRoute('/')).toEqual({ kind: 'page', page: { lang: 'es', screen: 'home' } });
    expect(resolveRoute('/fr/services/reliure')).toEqual({ kind: 'page', page: { lang: 'fr', screen: 'binding' } });
    expect(resolveRoute('/en/services/lomeras')).toEqual({
      kind: 'page',
      page: { lang: 'en', screen: 'serviceDetail', serviceId: 'lomeras' },
    });
  });

  // The spec's examples: root paths in another language go to that language.
  it.each([
    ['/serveis/mostraris', '/ca/serveis/mostraris'],
    ['/serveis', '/ca/serveis'],
    ['/serveis/lomeras', '/ca/serveis/lomeras'],
    ['/services/design', '/en/services/design'],
    ['/services/reliure', '/fr/services/reliure'],
    ['/histoire', '/fr/histoire'],
    ['/history', '/en/history'],
    ['/contacte', '/ca/contacte'],
    ['/location', '/en/location'],
    ['/contact', '/en/contact'],
    ['/localisation', '/fr/localisation'],
    ['/ubicacio', '/ca/ubicacio'],
  ])('redirects %s to %s', (from, to) => {
    expect(resolveRoute(from)).toEqual({ kind: 'redirect', to });
  });

  it('breaks a tie between languages sharing a slug with the visitor preference', () => {
    expect(resolveRoute('/contact', 'fr')).toEqual({ kind: 'redirect', to: '/fr/contact' });
    expect(resolveRoute('/services', 'fr')).toEqual({ kind: 'redirect', to: '/fr/services' });
  });

  // A path from another language under a prefix goes to the prefix's language.
  it.each([
    ['/en/servicios', '/en/services'],
    ['/en/serveis/mostraris', '/en/services/samples'],
    ['/ca/services/binding', '/ca/serveis/enquadernacio'],
    ['/fr/servicios/diseno', '/fr/services/conception'],
    ['/fr/historia', '/fr/histoire'],
    ['/ca/contacto', '/ca/contacte'],
    ['/en/ubicacion', '/en/location'],
    ['/fr/contacte', '/fr/contact'],
  ])('redirects %s to %s', (from, to) => {
    expect(resolveRoute(from)).toEqual({ kind: 'redirect', to });
  });

  it.each([
    ['/en/', '/en'],
    ['/historia/', '/historia'],
    ['//servicios//diseno', '/servicios/diseno'],
    ['/Historia', '/historia'],
    ['/en/services/libros', '/en/services/books'],
    ['/servicios/books', '/servicios/libros'],
    ['/en/services/diseno', '/en/services/design'],
    ['/es/historia', '/historia'],
  ])('sends the non-canonical %s to %s', (from, to) => {
    expect(resolveRoute(from)).toEqual({ kind: 'redirect', to });
  });

  it.each([
    ['/no-existe', 'es'],
    ['/servicios/tapiceria', 'es'],
    ['/en/services/tapestry', 'en'],
    ['/fr/nope', 'fr'],
    ['/<script>alert(1)</script>', 'es'],
    ['/%00', 'es'],
    ['/ca/../../etc/passwd', 'ca'],
    ['/' + 'a'.repeat(2000), 'es'],
  ])('shows not-found for %s in %s', (path, lang) => {
    expect(resolveRoute(path)).toEqual({ kind: 'notFound', lang });
  });
});
