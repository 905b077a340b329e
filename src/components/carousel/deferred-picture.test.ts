import { describe, expect, it } from 'vitest';
import { readDeferredPicture } from './deferred-picture';
import { deferredPictureAttributes } from './arrival';
import { pictureMarkup, picturesFrom } from '../picture/picture-markup';
import { createImageTable } from '../../content/images';

const image = {
  sources: { avif: '/s-400.avif 400w, /s-800.avif 800w', webp: '/s-400.webp 400w, /s-800.webp 800w' },
  img: { src: '/s-800.webp', w: 1200, h: 900 },
};
const table = createImageTable({ '/src/assets/images/binding/slide-03.svg': image });

/** An element with just these attributes, as far as the reader looks. */
const frameWith = (attributes: Record<string, string>) =>
  ({ getAttribute: (name: string) => attributes[name] ?? null }) as unknown as Element;

describe('a deferred picture', () => {
  const alt = 'Tapas "forradas" & cosidas';
  const sizes = '(min-width: 900px) 60vw, 100vw';

  it('is drawn with the very markup Picture draws, from its id and the page’s image table', () => {
    const frame = frameWith(deferredPictureAttributes('binding/slide-03', alt, sizes));
    expect(readDeferredPicture(frame, picturesFrom(table))).toEqual(pictureMarkup(image, { alt, sizes }));
  });

  it('is not drawn for an image the page does not have, nor from a frame missing its id or text', () => {
    const pictureOf = picturesFrom(table);
    expect(
      readDeferredPicture(frameWith(deferredPictureAttributes('binding/slide-99', alt, sizes)), pictureOf),
    ).toBeNull();
    const attributes = deferredPictureAttributes('binding/slide-03', alt, sizes);
    for (const name of ['data-deferred-picture', 'data-alt', 'data-sizes']) {
      const { [name as keyof typeof attributes]: _, ...rest } = attributes;
      expect(readDeferredPicture(frameWith(rest), pictureOf), name).toBeNull();
    }
  });
});
