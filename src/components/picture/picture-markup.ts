import type { ImageTable, ResponsiveImage } from '../../content/images';

/**
 * What a picture's markup says: its two sources and its image's attributes. React's `Picture`
 * and the DOM builder of a slide's picture drawn later (carousel/deferred-picture.ts) both draw
 * this, so the two never differ.
 */
export interface PictureMarkup {
  sources: readonly { type: 'image/avif' | 'image/webp'; srcSet: string; sizes: string }[];
  img: {
    src: string;
    width: number;
    height: number;
    alt: string;
    loading: 'eager' | 'lazy';
    fetchPriority?: 'high';
    decoding: 'sync' | 'async';
  };
}

export interface PictureOptions {
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks the right file. */
  sizes: string;
  /** The largest image of the first view: loaded eagerly with high priority. Others load lazily. */
  priority?: boolean;
}

export function pictureMarkup(image: ResponsiveImage, { alt, sizes, priority = false }: PictureOptions): PictureMarkup {
  return {
    sources: [
      { type: 'image/avif', srcSet: image.sources.avif, sizes },
      { type: 'image/webp', srcSet: image.sources.webp, sizes },
    ],
    img: {
      src: image.img.src,
      width: image.img.w,
      height: image.img.h,
      alt,
      loading: priority ? 'eager' : 'lazy',
      ...(priority ? { fetchPriority: 'high' as const } : {}),
      decoding: priority ? 'sync' : 'async',
    },
  };
}

/**
 * How a page draws a picture of its own later, by the image's id, outside React (a carousel's
 * far slides, carousel/deferred-picture.ts): null for an id its tables do not hold.
 */
export type PictureOf = (imageId: string, options: PictureOptions) => PictureMarkup | null;

/** `PictureOf` for the pictures of `table`, drawn as `Picture` draws them. */
export function picturesFrom(table: ImageTable): PictureOf {
  return (imageId, options) => (table.has(imageId) ? pictureMarkup(table.get(imageId), options) : null);
}
