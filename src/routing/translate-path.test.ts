import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { SERVICE_IDS } from '../content/catalog';
import { SCREEN_IDS } from './routes';
import { screenPath, servicePath } from './paths';
import { translateAddress, translatePath } from './translate-path';

describe('translatePath', () => {
  for (const screen of SCREEN_IDS)
    for (const from of LANGUAGES)
      for (const to of LANGUAGES)
        it(`${screen}: ${from} → ${to}`, () => {
          expect(translatePath(screenPath(screen, from), to)).toBe(screenPath(screen, to));
        });

  it.each(SERVICE_IDS)('keeps the service %s across every pair of languages', (id) => {
    for (const from of LANGUAGES)
      for (const to of LANGUAGES) expect(translatePath(servicePath(id, from), to)).toBe(servicePath(id, to));
  });

  it('translates an alias under the detail route to the target language page', () => {
    expect(translatePath('/en/services/libros', 'ca')).toBe('/ca/serveis/llibres');
  });

  it('keeps trailing segments after the longest known leading segments', () => {
    expect(translatePath('/historia/sala-2', 'en')).toBe('/en/history/sala-2');
    expect(translatePath('/fr/services/reliure/extra/deep', 'es')).toBe('/servicios/encuadernacion/extra/deep');
    expect(translatePath('/ca/serveis/no-such-service', 'fr')).toBe('/fr/services/no-such-service');
  });

  it('sends an unknown path to the target language home', () => {
    expect(translatePath('/nada-por-aqui', 'fr')).toBe('/fr');
    expect(translatePath('/en/nothing/here', 'es')).toBe('/');
  });
});

describe('translateAddress', () => {
  it('keeps the query of a page whose query is part of it (the selection)', () => {
    expect(translateAddress('/en/selection', '?s=04.1a.01', 'fr')).toBe('/fr/selection?s=04.1a.01');
    expect(translateAddress('/fr/selection', 's=04', 'es')).toBe('/seleccion?s=04');
    expect(translateAddress('/en/selection', '', 'ca')).toBe('/ca/seleccio');
  });
  it('keeps of the query only what is part of the page: not a tracker, not pasted junk', () => {
    expect(translateAddress('/en/selection', '?s=04&utm_source=x&s=1a', 'fr')).toBe('/fr/selection?s=04&s=1a');
    expect(translateAddress('/en/selection', '?utm_source=x', 'fr')).toBe('/fr/selection');
    expect(translateAddress('/en/selection', `?s=${'0'.repeat(2_300)}`, 'fr')).toBe('/fr/selection');
  });
  it('drops the query of any other page', () => {
    expect(translateAddress('/en/history', '?s=04', 'fr')).toBe('/fr/histoire');
    expect(translateAddress('/en/nowhere', '?s=04', 'fr')).toBe('/fr');
  });
});
