import { describe, expect, it } from 'vitest';
import { combineImageTables, createImageTable, type ResponsiveImage } from './images';

const picture = (name: string): ResponsiveImage => ({
  sources: { avif: `/assets/${name}.avif 400w`, webp: `/assets/${name}.webp 400w` },
  img: { src: `/assets/${name}.webp`, w: 400, h: 300 },
});

describe('a table of pictures', () => {
  const table = createImageTable({
    '../assets/images/history/beginnings/photo-1.svg': picture('photo-1'),
    '../assets/images/services/libros/cover.jpg': picture('cover'),
  });

  it('names each picture by its path below src/assets/images, without extension', () => {
    expect(table.get('history/beginnings/photo-1')).toEqual(picture('photo-1'));
    expect(table.get('services/libros/cover')).toEqual(picture('cover'));
  });

  it('lists every picture it holds', () => {
    expect(table.all()).toEqual([picture('photo-1'), picture('cover')]);
    expect(table.ids()).toEqual(['history/beginnings/photo-1', 'services/libros/cover']);
  });

  it('says which id it lacks, rather than drawing a broken picture', () => {
    expect(() => table.get('services/libros/gallery-9')).toThrow('"services/libros/gallery-9"');
  });
});

describe('tables combined', () => {
  const covers = createImageTable({ '../assets/images/services/libros/cover.svg': picture('cover') });
  const galleries = createImageTable({ '../assets/images/binding/slide-01.svg': picture('slide-01') });
  const both = combineImageTables(covers, galleries);

  it('find a picture in whichever table holds it', () => {
    expect(both.get('services/libros/cover')).toEqual(picture('cover'));
    expect(both.get('binding/slide-01')).toEqual(picture('slide-01'));
    expect(both.has('binding/slide-01')).toBe(true);
    expect(both.all()).toEqual([picture('cover'), picture('slide-01')]);
    expect(both.ids()).toEqual(['services/libros/cover', 'binding/slide-01']);
  });

  it('say which id none of them holds', () => {
    expect(both.has('design/gallery-1')).toBe(false);
    expect(() => both.get('design/gallery-1')).toThrow('"design/gallery-1"');
  });
});
