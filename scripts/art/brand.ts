import { Canvas } from './canvas.ts';
import { COLOURWAYS, F, P } from './colour.ts';
import { fabricRun } from './fabric.ts';
import { fabricFan } from './parts/binding.ts';
import { closedBook, openBook } from './parts/book.ts';
import { colourCard } from './parts/card.ts';
import { MARK_COLOURS, markRects } from './parts/mark.ts';
import { swatch } from './parts/swatch.ts';
import { circle, g, rect, transform } from './svg.ts';

/** The brand images in src/assets/brand; the build renders PNGs (icons, Open Graph card) from them. */
export const BRAND_FILES = ['logo-mark.svg', 'app-icon.svg', 'og-image.svg'] as const;
export type BrandFile = (typeof BRAND_FILES)[number];

/** The mark on a paper disc ringed in gold, centred at (cx, cy) with radius r. */
function badge(cx: number, cy: number, r: number): string {
  const size = r * 1.18;
  return (
    circle(cx, cy, r, P.paper) +
    circle(cx, cy, r * 0.92, 'none', { stroke: P.gold, 'stroke-width': r * 0.03 }) +
    g({ transform: transform(cx - size / 2, cy - size * 0.53, 0, size / 32) }, markRects(MARK_COLOURS))
  );
}

function logoMark(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">${markRects(MARK_COLOURS)}</svg>\n`;
}

/**
 * App icon art, 512 square, full bleed: petrol ground, the mark on a paper disc. The disc stays
 * inside the central 80% circle, the safe zone of maskable icons, so no launcher crops it.
 */
function appIcon(): string {
  const c = new Canvas('app-icon');
  return c.render([rect(0, 0, 512, 512, P.petrol), badge(256, 256, 176)], 512, 512);
}

/** The Open Graph card, 1200×630: the mark on the left, sample books and swatches on the right. No words. */
function ogImage(): string {
  const c = new Canvas('og-image');
  return c.render(
    [
      rect(0, 0, 1200, 630, P.petrol),
      badge(250, 315, 170),
      colourCard(c, {
        cx: 1070,
        cy: 210,
        w: 250,
        h: 340,
        cols: 3,
        rows: 4,
        fabrics: fabricRun(c.rng, COLOURWAYS.warm, 12, ['plain', 'linen']),
        header: P.plum,
        rotate: 12,
      }),
      closedBook(c, { cx: 560, cy: 150, w: 230, h: 300, cover: { colour: P.plum, weave: 'linen' }, rotate: -14 }),
      openBook(c, {
        cx: 760,
        cy: 360,
        w: 560,
        h: 380,
        cover: { colour: P.linen, weave: 'linen' },
        rotate: -4,
        page: (side, x, y, w, h) =>
          swatch(c, {
            cx: x + w / 2,
            cy: y + h * 0.45,
            w: Math.round(w * 0.74),
            h: Math.round(h * 0.7),
            fabric: { colour: side ? F.mustard : P.terracotta, weave: side ? 'herringbone' : 'twill' },
            pinked: true,
            shadow: false,
          }),
      }),
      fabricFan(c, 1030, 640, fabricRun(c.rng, COLOURWAYS.cool, 5, ['plain', 'twill', 'linen']), -40, 20, 300),
    ],
    1200,
    630,
  );
}

export function renderBrand(name: BrandFile): string {
  if (name === 'logo-mark.svg') return logoMark();
  if (name === 'app-icon.svg') return appIcon();
  return ogImage();
}
