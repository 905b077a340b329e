import { describe, expect, it } from 'vitest';
import { SERVICES_LIST_GROUPS } from './catalog';
import { SERVICES_LIST_CARDS, servicesOutsideList } from './services-list';
import { imageFileExists } from './testing/content-files';

describe('services list', () => {
  it('groups as the spec says: sample books, design, binding, various', () => {
    expect([...SERVICES_LIST_GROUPS]).toEqual(['muestrarios', 'diseno', 'encuadernacion', 'varios']);
    expect(SERVICES_LIST_CARDS.map((card) => card.group)).toEqual([...SERVICES_LIST_GROUPS]);
  });

  it('turns the sample-books card through cascades, books, colour cards and cuttings', () => {
    const [samples, ...others] = SERVICES_LIST_CARDS;
    expect(samples!.carousel?.map((slide) => slide.key)).toEqual(['cascadas', 'libros', 'cartas-colores', 'cuttings']);
    expect(samples!.target).toEqual({ kind: 'screen', screen: 'samples' });
    for (const card of others) expect(card.carousel).toBeNull();
  });

  it('links every other card to its own service', () => {
    expect(SERVICES_LIST_CARDS.slice(1).map((card) => card.target)).toEqual([
      { kind: 'service', id: 'diseno' },
      { kind: 'service', id: 'encuadernacion' },
      { kind: 'service', id: 'varios' },
    ]);
    for (const card of SERVICES_LIST_CARDS) expect(imageFileExists(card.imageId)).toBe(true);
  });

  it('lists the services no card stands for', () => {
    expect(servicesOutsideList()).toEqual(['imprenta', 'lomeras', 'catalogos']);
  });
});
