import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COVER_IMAGES } from './cover-images';
import { SERVICE_GALLERY_IMAGES } from './service-gallery-images';
import { SERVICE_PAGE_IMAGES } from './service-page-images';
import { ALL_PICTURES } from './all-pictures';

const IMAGES = fileURLToPath(new URL('../assets/images', import.meta.url));

/** Every picture id below src/assets/images. */
function pictureIds(): string[] {
  return readdirSync(IMAGES, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(svg|jpe?g|png|webp)$/.test(file))
    .map((file) => file.replace(/\.[a-z]+$/, ''));
}

/** Every picture id below src/assets/images, but the history museum's. */
function catalogueIds(): string[] {
  return pictureIds().filter((id) => !id.startsWith('history/'));
}

describe('the catalogue’s picture tables', () => {
  const tables = { COVER_IMAGES, SERVICE_GALLERY_IMAGES, SERVICE_PAGE_IMAGES };

  it('hold every picture of the catalogue, each in exactly one table', () => {
    const ids = catalogueIds();
    expect(ids.length).toBeGreaterThan(60);
    for (const id of ids)
      expect(
        Object.entries(tables)
          .filter(([, table]) => table.has(id))
          .map(([name]) => name),
        id,
      ).toHaveLength(1);
  });

  it('split as their names say', () => {
    expect(COVER_IMAGES.has('services/libros/cover')).toBe(true);
    expect(COVER_IMAGES.has('services/libros/gallery-1')).toBe(false);
    expect(SERVICE_GALLERY_IMAGES.has('services/libros/gallery-1')).toBe(true);
    expect(SERVICE_PAGE_IMAGES.has('binding/slide-01')).toBe(true);
    expect(SERVICE_PAGE_IMAGES.has('history/placeholder')).toBe(false);
  });
});

describe('every picture of the site', () => {
  it('is in the build’s list of them, which the offline catalogue keeps (pwa/picture-stand-ins.ts)', () => {
    const ids = pictureIds();
    expect(ALL_PICTURES.all()).toHaveLength(ids.length);
    for (const id of ids) expect(ALL_PICTURES.has(id), id).toBe(true);
  });
});
