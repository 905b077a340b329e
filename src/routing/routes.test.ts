import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { SAMPLE_SERVICE_IDS, SERVICE_ALIASES, SERVICE_IDS } from '../content/catalog';
import { SCREENS, SCREEN_IDS } from './routes';
import { allPages, matchPage, pagePath, screenPath, servicePath, splitSegments } from './paths';

// The spec's slug table, written out once more on purpose: the test must fail if the table drifts.
const SPEC_SLUGS: Record<string, [string, string, string, string]> = {
  home: ['/', '/ca', '/en', '/fr'],
  history: ['/historia', '/ca/historia', '/en/history', '/fr/histoire'],
  services: ['/servicios', '/ca/serveis', '/en/services', '/fr/services'],
  design: ['/servicios/diseno', '/ca/serveis/disseny', '/en/services/design', '/fr/services/conception'],
  printing: ['/servicios/imprenta', '/ca/serveis/impremta', '/en/services/printing', '/fr/services/impression'],
  binding: ['/servicios/encuadernacion', '/ca/serveis/enquadernacio', '/en/services/binding', '/fr/services/reliure'],
  samples: ['/servicios/muestrarios', '/ca/serveis/mostraris', '/en/services/samples', '/fr/services/echantillonnage'],
  cascades: ['/servicios/cascadas', '/ca/serveis/cascades', '/en/services/cascades', '/fr/services/cascades'],
  books: ['/servicios/libros', '/ca/serveis/llibres', '/en/services/books', '/fr/services/livres'],
  colorCards: [
    '/servicios/cartas-colores',
    '/ca/serveis/cartes-colors',
    '/en/services/color-cards',
    '/fr/services/cartes-couleurs',
  ],
  cuttings: ['/servicios/cuttings', '/ca/serveis/cuttings', '/en/services/cuttings', '/fr/services/cuttings'],
  various: ['/servicios/varios', '/ca/serveis/varis', '/en/services/various', '/fr/services/divers'],
  location: ['/ubicacion', '/ca/ubicacio', '/en/location', '/fr/localisation'],
  contact: ['/contacto', '/ca/contacte', '/en/contact', '/fr/contact'],
};

describe('route table', () => {
  for (const [screen, paths] of Object.entries(SPEC_SLUGS)) {
    LANGUAGES.forEach((lang, i) => {
      it(`${screen} in ${lang} is ${paths[i]}`, () => {
        expect(screenPath(screen as keyof typeof SCREENS, lang)).toBe(paths[i]);
        const { rest } = { rest: splitSegments(paths[i]!).slice(lang === 'es' ? 0 : 1) };
        expect(matchPage(rest, lang)).toEqual({ lang, screen });
      });
    });
  }

  it('gives every screen a different path within each language', () => {
    for (const lang of LANGUAGES) {
      const paths = SCREEN_IDS.map((screen) => screenPath(screen, lang));
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('keeps slugs lower-case ASCII so URLs never need escaping', () => {
    for (const screen of SCREEN_IDS)
      for (const lang of LANGUAGES) expect(SCREENS[screen].slugs[lang]).toMatch(/^[a-z0-9/-]*$/);
  });

  it('lists every page once in every language, including services without a screen of their own', () => {
    const paths = allPages().map(pagePath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/servicios/lomeras');
    expect(paths).toContain('/fr/services/catalogos');
    expect(paths).toHaveLength(LANGUAGES.length * (SCREEN_IDS.length + 2));
  });
});

describe('service pages', () => {
  it.each(SERVICE_IDS)('%s has a page in every language that resolves back to it', (id) => {
    for (const lang of LANGUAGES) {
      const path = servicePath(id, lang);
      const { rest } = { rest: splitSegments(path).slice(lang === 'es' ? 0 : 1) };
      const page = matchPage(rest, lang);
      expect(page).not.toBeNull();
      expect(pagePath(page!)).toBe(path);
    }
  });

  it.each(Object.entries(SERVICE_ALIASES))('alias %s resolves to %s under the detail route', (alias, id) => {
    for (const lang of LANGUAGES) {
      const parent = splitSegments(SCREENS.services.slugs[lang]);
      const page = matchPage([...parent, alias], lang);
      expect(page && pagePath(page)).toBe(servicePath(id, lang));
    }
  });

  it('gives every sample service a screen of its own', () => {
    for (const id of SAMPLE_SERVICE_IDS) expect(SCREEN_IDS.some((s) => SCREENS[s].serviceId === id)).toBe(true);
  });

  it('does not match an unknown service id', () => {
    expect(matchPage(['servicios', 'tapiceria'], 'es')).toBeNull();
    expect(matchPage(['services', 'lomeras', 'extra'], 'en')).toBeNull();
  });
});
