import { describe, expect, it } from 'vitest';
import {
  BINDING_CAROUSEL,
  DESIGN_GALLERY,
  PRINTING_CAROUSEL,
  VARIOUS_GALLERY,
  carouselImage,
  detailGallery,
  numberedIds,
} from './galleries';
import { SERVICES } from './services';
import { imageFileExists } from './testing/content-files';

describe('galleries', () => {
  it('have the spec’s sizes and paces', () => {
    expect(DESIGN_GALLERY.images).toHaveLength(5);
    expect(DESIGN_GALLERY.intervalMs).toBe(5000);
    expect(BINDING_CAROUSEL.images).toHaveLength(16);
    expect(BINDING_CAROUSEL.intervalMs).toBe(5000);
    expect(BINDING_CAROUSEL.counter).toBe(true);
    expect(VARIOUS_GALLERY.images).toHaveLength(6);
    expect(VARIOUS_GALLERY.intervalMs).toBe(4000);
    expect(PRINTING_CAROUSEL.images).toHaveLength(5);
    expect(detailGallery(SERVICES.libros.images).intervalMs).toBe(5000);
  });

  it('show pictures that exist, each once', () => {
    for (const gallery of [DESIGN_GALLERY, PRINTING_CAROUSEL, BINDING_CAROUSEL, VARIOUS_GALLERY]) {
      const ids = gallery.images.map((image) => image.imageId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(imageFileExists(id), id).toBe(true);
    }
  });

  it('numbers binding slides with two digits', () => {
    expect(BINDING_CAROUSEL.images[0]!.imageId).toBe('binding/slide-01');
    expect(BINDING_CAROUSEL.images[15]!.imageId).toBe('binding/slide-16');
    expect(numberedIds('x/y-', 3)).toEqual(['x/y-1', 'x/y-2', 'x/y-3']);
  });

  it('derives a picture’s text keys from its id', () => {
    expect(carouselImage('services/cartas-colores/gallery-2')).toEqual({
      imageId: 'services/cartas-colores/gallery-2',
      altKey: 'services:images.services.cartas-colores.gallery-2.alt',
      titleKey: 'services:images.services.cartas-colores.gallery-2.title',
    });
  });
});
