import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  SAMPLE_SERVICE_IDS,
  SERVICE_ALIASES,
  SERVICE_IDS,
  aliasesOf,
  categoryOf,
  resolveServiceId,
} from './catalog';
import { ALL_SAMPLES_CARD, RELATED_COUNT, SERVICES, getService, relatedCards, relatedServices } from './services';
import { imageFileExists } from './testing/content-files';

describe('services', () => {
  it('has one entry per catalogue id, each under its own id', () => {
    expect(Object.keys(SERVICES)).toEqual([...SERVICE_IDS]);
    for (const id of SERVICE_IDS) expect(getService(id).id).toBe(id);
  });

  it('resolves every id and every alias to a service', () => {
    for (const id of SERVICE_IDS) expect(resolveServiceId(id)).toBe(id);
    expect(resolveServiceId('books')).toBe('libros');
    expect(resolveServiceId('llibres')).toBe('libros');
    expect(resolveServiceId('livres')).toBe('libros');
    expect(resolveServiceId('cascades')).toBe('cascadas');
    expect(resolveServiceId('cartes-colors')).toBe('cartas-colores');
    expect(resolveServiceId('color-cards')).toBe('cartas-colores');
    expect(resolveServiceId('cartes-couleurs')).toBe('cartas-colores');
    for (const alias of Object.keys(SERVICE_ALIASES)) expect(SERVICES[resolveServiceId(alias)!]).toBeDefined();
    expect(resolveServiceId('tapiceria')).toBeNull();
  });

  it('lists the aliases of a service, and none for a service that has none', () => {
    expect(aliasesOf('libros')).toEqual(['llibres', 'books', 'livres']);
    expect(aliasesOf('diseno')).toEqual([]);
  });

  it('gives every service texts, a cover and a gallery whose files exist', () => {
    for (const service of Object.values(SERVICES)) {
      expect(service.titleKey).toBe(`common:serviceNames.${service.id}`);
      expect(service.descriptionKey).toMatch(/^services:items\..+\.description$/);
      expect(service.longDescriptionKey).toMatch(/^services:items\..+\.longDescription$/);
      expect(imageFileExists(service.imageUrl), service.imageUrl).toBe(true);
      expect(service.images.length).toBeGreaterThanOrEqual(4);
      for (const image of service.images) expect(imageFileExists(image), image).toBe(true);
    }
  });

  it('shows the dedicated pages’ galleries as the galleries of design, printing, binding and various', () => {
    expect(SERVICES.diseno.images).toHaveLength(5);
    expect(SERVICES.imprenta.images).toHaveLength(5);
    expect(SERVICES.encuadernacion.images).toHaveLength(16);
    expect(SERVICES.varios.images).toHaveLength(6);
    expect(SERVICES.cascadas.images).toEqual([1, 2, 3, 4].map((n) => `services/cascadas/gallery-${n}`));
  });

  it('files each service under the category the spec gives it', () => {
    expect(CATEGORIES.map((c) => [c.id, [...c.services]])).toEqual([
      ['diseno', ['diseno']],
      ['produccion', ['imprenta', 'encuadernacion']],
      ['muestrarios', ['cascadas', 'libros', 'cartas-colores', 'cuttings']],
    ]);
    expect(SERVICES.diseno.category).toBe('diseno');
    expect(SERVICES.imprenta.category).toBe('produccion');
    expect(SERVICES.encuadernacion.category).toBe('produccion');
    for (const id of SAMPLE_SERVICE_IDS) expect(SERVICES[id].category).toBe('muestrarios');
    for (const id of ['lomeras', 'catalogos', 'varios'] as const) {
      expect(categoryOf(id)).toBeNull();
      expect(SERVICES[id].category).toBeNull();
    }
  });
});

describe('related services', () => {
  it('are the first three other services in catalogue order', () => {
    expect(relatedServices('cascadas')).toEqual(['diseno', 'imprenta', 'encuadernacion']);
    expect(relatedServices('diseno')).toEqual(['imprenta', 'encuadernacion', 'cascadas']);
    expect(relatedServices('imprenta')).toEqual(['diseno', 'encuadernacion', 'cascadas']);
    expect(relatedServices('encuadernacion')).toEqual(['diseno', 'imprenta', 'cascadas']);
    for (const id of SERVICE_IDS) {
      const related = relatedServices(id);
      expect(related).toHaveLength(RELATED_COUNT);
      expect(related).not.toContain(id);
      expect(related).toEqual(SERVICE_IDS.filter((other) => other !== id).slice(0, 3));
    }
  });

  it('end with the all-sample-books card, which leads to the samples screen', () => {
    const cards = relatedCards('catalogos');
    expect(cards).toHaveLength(4);
    expect(cards.slice(0, 3).map((card) => card.target)).toEqual(
      ['diseno', 'imprenta', 'encuadernacion'].map((id) => ({ kind: 'service', id })),
    );
    expect(cards[3]).toBe(ALL_SAMPLES_CARD);
    expect(ALL_SAMPLES_CARD.target).toEqual({ kind: 'screen', screen: 'samples' });
    expect(imageFileExists(ALL_SAMPLES_CARD.imageId)).toBe(true);
  });
});
