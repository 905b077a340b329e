/**
 * Every picture the site shows comes from src/assets/images/{id}.{svg,jpg,png,webp}; the build
 * (vite-imagetools, sharp) turns each into AVIF and WebP at three widths. Replacing a
 * placeholder SVG by a photo with the same id is all it takes to use real photos.
 */
export interface ResponsiveImage {
  sources: { avif: string; webp: string };
  img: { src: string; w: number; h: number };
}

// Vite reads glob options statically: the query must be written out as literals.
const FILES = import.meta.glob<ResponsiveImage>('../assets/images/**/*.{svg,jpg,jpeg,png,webp}', {
  query: { w: '400;800;1200', format: 'avif;webp', as: 'picture' },
  import: 'default',
  eager: true,
});

const BY_ID = new Map(
  Object.entries(FILES).map(([file, image]) => [file.replace('../assets/images/', '').replace(/\.[a-z]+$/, ''), image]),
);

/** The image with this id (its path below src/assets/images, without extension). */
export function getImage(id: string): ResponsiveImage {
  const image = BY_ID.get(id);
  if (!image) throw new Error(`No image "${id}" in src/assets/images`);
  return image;
}
