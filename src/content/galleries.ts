/**
 * The image carousels and galleries of the services pages: which pictures, in which order, and
 * how fast they turn. Image ids are paths below src/assets/images; the texts of a picture live
 * in the services namespace under images.{id with dots}.
 */

/** A picture in a carousel (spec §3: src, alt, title). */
export interface CarouselImage {
  imageId: string;
  altKey: string;
  /** A short caption shown under the picture. */
  titleKey: string;
}

export interface Gallery {
  images: readonly CarouselImage[];
  /** Milliseconds between automatic advances. */
  intervalMs: number;
  /** Shows "n / total" beside the controls. */
  counter: boolean;
}

/** Spec §9: detail and design galleries 5000 ms, binding 5 s, various 4 s. */
export const GALLERY_INTERVAL_MS = 5000;
export const BINDING_INTERVAL_MS = 5000;
export const VARIOUS_INTERVAL_MS = 4000;

function textKey(imageId: string, field: 'alt' | 'title'): string {
  return `services:images.${imageId.replaceAll('/', '.')}.${field}`;
}

/** The alternative text of any picture of the services pages. */
export function imageAltKey(imageId: string): string {
  return textKey(imageId, 'alt');
}

export function carouselImage(imageId: string): CarouselImage {
  return { imageId, altKey: imageAltKey(imageId), titleKey: textKey(imageId, 'title') };
}

/** Ids `{prefix}1…{prefix}{count}`, numbers zero-padded to `digits`. */
export function numberedIds(prefix: string, count: number, digits = 1): string[] {
  return Array.from({ length: count }, (_, i) => prefix + String(i + 1).padStart(digits, '0'));
}

function gallery(imageIds: readonly string[], intervalMs: number, counter = false): Gallery {
  return { images: imageIds.map(carouselImage), intervalMs, counter };
}

export const DESIGN_GALLERY = gallery(numberedIds('design/gallery-', 5), GALLERY_INTERVAL_MS);

/** The printing page's carousel; the spec gives no pace, so it turns like the other galleries. */
export const PRINTING_CAROUSEL = gallery(numberedIds('printing/carousel-', 5), GALLERY_INTERVAL_MS);

export const BINDING_CAROUSEL = gallery(numberedIds('binding/slide-', 16, 2), BINDING_INTERVAL_MS, true);

export const VARIOUS_GALLERY = gallery(numberedIds('various/gallery-', 6), VARIOUS_INTERVAL_MS);

/** A service detail page's gallery: that service's own pictures. */
export function detailGallery(imageIds: readonly string[]): Gallery {
  return gallery(imageIds, GALLERY_INTERVAL_MS);
}
