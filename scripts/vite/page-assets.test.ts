import { describe, expect, it } from 'vitest';
import { priorityImagePreload } from './page-assets';

describe('priorityImagePreload', () => {
  const picture = (priority: boolean) =>
    `<picture><source type="image/avif" srcSet="/a-400.avif 400w, /a-800.avif 800w" sizes="100vw"/>` +
    `<source type="image/webp" srcSet="/a-400.webp 400w" sizes="100vw"/>` +
    `<img src="/a.webp" alt=""${priority ? ' fetchPriority="high"' : ' loading="lazy"'}/></picture>`;

  it("preloads the priority image's AVIF sources with their sizes", () => {
    expect(priorityImagePreload(`<main>${picture(false)}${picture(true)}</main>`)).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/a-400.avif 400w, /a-800.avif 800w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('preloads nothing on a page without a priority image', () => {
    expect(priorityImagePreload(`<main>${picture(false)}</main>`)).toBeNull();
    expect(priorityImagePreload('<main><h1>Hola</h1></main>')).toBeNull();
  });
});
