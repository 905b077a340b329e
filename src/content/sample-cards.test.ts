import { describe, expect, it } from 'vitest';
import { MAX_THUMBNAILS, SAMPLE_CARDS, thumbnails } from './sample-cards';
import { imageFileExists } from './testing/content-files';

describe('sample cards', () => {
  it('are cascades, books, colour cards and cuttings, in that order', () => {
    expect(SAMPLE_CARDS.map((card) => card.id)).toEqual(['cascadas', 'libros', 'cartas-colores', 'cuttings']);
  });

  it('show at most three thumbnails, all of which exist', () => {
    expect(MAX_THUMBNAILS).toBe(3);
    for (const card of SAMPLE_CARDS) {
      expect(card.images.length).toBeGreaterThan(MAX_THUMBNAILS);
      expect(thumbnails(card)).toEqual(card.images.slice(0, 3));
      expect(imageFileExists(card.mainImage)).toBe(true);
      for (const id of thumbnails(card)) expect(imageFileExists(id), id).toBe(true);
    }
  });

  it('never show more thumbnails than the card has pictures', () => {
    expect(thumbnails({ ...SAMPLE_CARDS[0]!, images: ['services/cuttings/gallery-1'] })).toHaveLength(1);
  });
});
