import { describe, expect, it } from 'vitest';
import { pictureMarkup } from './picture-markup';

const image = {
  sources: { avif: 'a-400.avif 400w, a-800.avif 800w', webp: 'a-400.webp 400w, a-800.webp 800w' },
  img: { src: 'a-800.webp', w: 1200, h: 900 },
};

describe('pictureMarkup', () => {
  it('offers AVIF before WebP, each with the sizes it is shown at', () => {
    expect(pictureMarkup(image, { alt: 'Tapas', sizes: '50vw' }).sources).toEqual([
      { type: 'image/avif', srcSet: image.sources.avif, sizes: '50vw' },
      { type: 'image/webp', srcSet: image.sources.webp, sizes: '50vw' },
    ]);
  });

  it('loads a picture lazily and decodes it off the main thread, unless it is the first view’s largest', () => {
    expect(pictureMarkup(image, { alt: 'Tapas', sizes: '50vw' }).img).toEqual({
      src: 'a-800.webp',
      width: 1200,
      height: 900,
      alt: 'Tapas',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(pictureMarkup(image, { alt: 'Tapas', sizes: '50vw', priority: true }).img).toMatchObject({
      loading: 'eager',
      fetchPriority: 'high',
      decoding: 'sync',
    });
  });
});
