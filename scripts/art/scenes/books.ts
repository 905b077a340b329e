import type { Canvas, Scene } from '../canvas.ts';
import { COLOURWAYS, F, P, shade } from '../colour.ts';
import { fabricOf, fabricRun, texture, type Fabric } from '../fabric.ts';
import { closedBook, lyingSpine, openBook } from '../parts/book.ts';
import { label } from '../parts/paper.ts';
import { swatch } from '../parts/swatch.ts';
import { floorShadow, room } from '../parts/room.ts';
import { linenTop, woodTop } from '../parts/surface.ts';
import { d, path, rect } from '../svg.ts';

type Page = (side: 0 | 1, x: number, y: number, w: number, h: number) => string;

/** A page with one large swatch mounted on it and its label below. */
function swatchPages(c: Canvas, fabrics: Fabric[]): Page {
  return (side, x, y, w, h) => {
    const fabric = fabrics[side]!;
    return (
      swatch(c, {
        cx: x + w / 2,
        cy: y + h * 0.42,
        w: Math.round(w * 0.76),
        h: Math.round(h * 0.64),
        fabric,
        pinked: true,
      }) + label(c.rng, x + w * 0.12, y + h * 0.8, w * 0.5, h * 0.1, P.petrol)
    );
  };
}

/** A page of waterfall tabs: strips of fabric stepping down the page. */
function tabPages(c: Canvas, fabrics: Fabric[]): Page {
  return (side, x, y, w, h) => {
    const n = 6;
    const step = (h * 0.86) / n;
    return fabrics
      .slice(side * n, side * n + n)
      .map((f, i) => {
        const overlay = texture(c, f.weave);
        const box = d`M${x + w * 0.1} ${y + h * 0.07 + i * step}h${w * 0.8}v${step - 8}h${-w * 0.8}z`;
        return (
          path(box, f.colour) +
          (overlay ? path(box, overlay) : '') +
          rect(x + w * 0.1, y + h * 0.07 + i * step + step - 8, w * 0.8, 8, undefined, { class: 'k' })
        );
      })
      .join('');
  };
}

/** A page with a 2×3 grid of swatches. */
function gridPages(c: Canvas, fabrics: Fabric[]): Page {
  return (side, x, y, w, h) => {
    const cw = w * 0.36;
    const ch = h * 0.26;
    return [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const f = fabrics[side * 6 + i]!;
        const overlay = texture(c, f.weave);
        const cx = x + w * 0.1 + (i % 2) * (cw + w * 0.08);
        const cy = y + h * 0.06 + Math.floor(i / 2) * (ch + h * 0.05);
        const box = d`M${cx} ${cy}h${cw}v${ch}h${-cw}z`;
        return (
          path(box, f.colour) +
          (overlay ? path(box, overlay) : '') +
          path(d`M${cx} ${cy + ch + 16}h${cw * 0.6}`, undefined, { class: 't', 'stroke-width': 6 })
        );
      })
      .join('');
  };
}

export const BOOK_SCENES: Record<string, Scene> = {
  'services/libros/cover': (c) => [
    linenTop(c, '#e6d7bd'),
    closedBook(c, { cx: 1380, cy: 190, w: 420, h: 560, cover: { colour: P.plum, weave: 'linen' }, rotate: 18 }),
    openBook(c, {
      cx: 760,
      cy: 640,
      w: 1080,
      h: 720,
      cover: { colour: P.petrol, weave: 'linen' },
      rotate: -4,
      page: swatchPages(c, fabricRun(c.rng, COLOURWAYS.warm, 2, ['herringbone', 'twill', 'boucle'])),
    }),
  ],
  'services/libros/gallery-1': (c) => {
    const colours = [P.petrol, F.camel, P.plum, F.forest, P.terracotta, F.navy, P.sage];
    let y = 980;
    const stack = colours.map((colour, i) => {
      const h = c.rng.range(70, 96);
      const w = c.rng.range(620, 720);
      y -= h + 2;
      return lyingSpine(
        c,
        470 + c.rng.range(-30, 30) + (i % 2) * 20,
        y,
        w,
        h,
        fabricOf(c.rng, colour, ['linen', 'plain', 'twill']),
      );
    });
    return [room(P.sand, '#c4a47f', 980), floorShadow(800, 985, 420), ...stack];
  },
  'services/libros/gallery-2': (c) => [
    woodTop(c),
    openBook(c, {
      cx: 800,
      cy: 600,
      w: 1180,
      h: 820,
      cover: { colour: F.charcoal, weave: 'linen' },
      rotate: 3,
      page: tabPages(c, fabricRun(c.rng, COLOURWAYS.cool, 12, ['plain', 'twill', 'linen', 'herringbone'])),
    }),
  ],
  'services/libros/gallery-3': (c) => [
    linenTop(c, shade(P.sage, 0.5)),
    ...[
      [P.rust, -14, 470, 560],
      [F.olive, 0, 820, 600],
      [F.navy, 12, 1160, 560],
    ].map(([colour, rotate, cx, cy]) =>
      closedBook(c, {
        cx: cx as number,
        cy: cy as number,
        w: 430,
        h: 580,
        cover: fabricOf(c.rng, colour as string, ['linen', 'herringbone', 'twill']),
        rotate: rotate as number,
      }),
    ),
  ],
  'services/libros/gallery-4': (c) => [
    woodTop(c, '#b98f66'),
    openBook(c, {
      cx: 800,
      cy: 610,
      w: 1260,
      h: 880,
      cover: { colour: P.plum, weave: 'velvet' },
      rotate: -2,
      page: gridPages(c, fabricRun(c.rng, COLOURWAYS.earth, 12)),
    }),
  ],
};
