/**
 * Every picture the site shows comes from src/assets/images/{id}.{svg,jpg,png,webp}; the build
 * (vite-imagetools, sharp) turns each into AVIF and WebP at three widths. Replacing a
 * placeholder SVG by a photo with the same id is all it takes to use real photos.
 *
 * The sources of every picture (three widths, two formats, hashed names) weigh ≈ 75 bytes gzip
 * each, so they come in tables by what shows them, one module each, so that each table's chunk is
 * shared by the pages that show it and no other: the history museum's (history-images.ts), the
 * services' covers (cover-images.ts), the other pictures of services/{id}/ (service-gallery-
 * images.ts) and the galleries of the services with a page of their own (service-page-images.ts).
 * Each picture of the catalogue is in one table (catalogue-images.test.ts). A page hands the
 * tables it shows to its pictures (ImageTableProvider, components/picture).
 */
export interface ResponsiveImage {
  sources: { avif: string; webp: string };
  img: { src: string; w: number; h: number };
}

/** The pictures of one table, by id: the path below src/assets/images, without extension. */
export interface ImageTable {
  get(id: string): ResponsiveImage;
  has(id: string): boolean;
  /** Every picture of the table. */
  all(): ResponsiveImage[];
  /** Every picture's id (the build's search index names pictures by it). */
  ids(): string[];
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
    has: (id) => byId.has(id),
    all: () => [...byId.values()],
    ids: () => [...byId.keys()],
  };
}

/** One table of several: a page that shows pictures of more than one kind. */
export function combineImageTables(...tables: readonly ImageTable[]): ImageTable {
  return {
    get(id) {
      const table = tables.find((candidate) => candidate.has(id));
      if (!table) throw new Error(`No image "${id}" in this page's tables of src/assets/images`);
      return table.get(id);
    },
    has: (id) => tables.some((table) => table.has(id)),
    all: () => tables.flatMap((table) => table.all()),
    ids: () => tables.flatMap((table) => table.ids()),
  };
}
