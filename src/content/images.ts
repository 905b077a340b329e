/**
 * Every picture the site shows comes from src/assets/images/{id}.{svg,jpg,png,webp}; the build
 * (vite-imagetools, sharp) turns each into AVIF and WebP at three widths. Replacing a
 * placeholder SVG by a photo with the same id is all it takes to use real photos.
 *
 * The sources of every picture (three widths, two formats, hashed names) weigh ≈ 5.5 KB gzip, so
 * they come in two tables, each in the chunk of the pages that show it: the history museum's
 * (history-images.ts) and the catalogue's (catalogue-images.ts). A page hands its table to its
 * pictures (ImageTableProvider, components/picture).
 */
export interface ResponsiveImage {
  sources: { avif: string; webp: string };
  img: { src: string; w: number; h: number };
}

/** The pictures of one table, by id: the path below src/assets/images, without extension. */
export interface ImageTable {
  get(id: string): ResponsiveImage;
}

/** A table from the files an `import.meta.glob` of src/assets/images found (keys as the glob gives them). */
export function createImageTable(files: Record<string, ResponsiveImage>): ImageTable {
  const byId = new Map(
    Object.entries(files).map(([file, image]) => [
      file.replace(/^.*\/assets\/images\//, '').replace(/\.[a-z]+$/, ''),
      image,
    ]),
  );
  return {
    get(id) {
      const image = byId.get(id);
      if (!image) throw new Error(`No image "${id}" in this page's table of src/assets/images`);
      return image;
    },
  };
}
