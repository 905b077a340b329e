import type { Canvas } from '../canvas.ts';
import { P, shade } from '../colour.ts';
import { cloth, type Fabric } from '../fabric.ts';
import { d, el, g, path, rect, segments, transform } from '../svg.ts';
import { mark } from './mark.ts';
import { textBlock } from './paper.ts';

export interface BookSpec {
  /** Centre of the book. */
  cx: number;
  cy: number;
  w: number;
  h: number;
  cover: Fabric;
  rotate?: number;
}

/** Light on one edge, shade on the other: the rounded back of a spine (axis x: standing, y: lying). */
function roundness(c: Canvas, axis: 'x' | 'y'): string {
  const stop = (offset: number, colour: string, opacity: number) =>
    el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity });
  const id = c.define(`round${axis}`, (id) =>
    el(
      'linearGradient',
      axis === 'x' ? { id } : { id, x2: 0, y2: 1 },
      stop(0, '#fff', 0.28),
      stop(0.2, '#fff', 0),
      stop(0.8, '#10171d', 0),
      stop(1, '#10171d', 0.22),
    ),
  );
  return `url(#${id})`;
}

/** A closed hardcover sample book seen from above: bookcloth, hinge, gold-foil mark and a label plate. */
export function closedBook(c: Canvas, b: BookSpec & { foil?: string; plate?: boolean }): string {
  const x = -b.w / 2;
  const y = -b.h / 2;
  const foil = b.foil ?? P.gold;
  return g(
    { transform: transform(b.cx, b.cy, b.rotate ?? 0) },
    rect(x + 9, y + 14, b.w, b.h, undefined, { class: 's', rx: 8 }),
    rect(x + b.w - 10, y + 8, 12, b.h - 16, P.white, { rx: 3 }),
    cloth(c, b.cover, (fill) => rect(x, y, b.w, b.h, fill, { rx: 8 })),
    rect(x, y, b.w * 0.11, b.h, undefined, { class: 'k', rx: 8 }),
    segments([[x + b.w * 0.14, y, x + b.w * 0.14, y + b.h]], shade(b.cover.colour, -0.3), 3),
    mark(c, x + b.w * 0.5 - b.w * 0.12, y + b.h * 0.22, b.w * 0.24, foil),
    rect(x + b.w * 0.34, y + b.h * 0.52, b.w * 0.32, 4, foil),
    b.plate === false
      ? ''
      : rect(x + b.w * 0.3, y + b.h * 0.66, b.w * 0.4, b.h * 0.14, P.white, { rx: 4 }) +
          textBlock(c.rng, x + b.w * 0.36, y + b.h * 0.71, b.w * 0.28, 2, b.h * 0.045, 't', 5),
  );
}

/**
 * An open sample book seen from above: boards in bookcloth, two pages with a shaded gutter, and
 * whatever each page carries (drawn by `page` into the page's box, left page first).
 */
export function openBook(
  c: Canvas,
  b: BookSpec & { page: (side: 0 | 1, x: number, y: number, w: number, h: number) => string },
): string {
  const x = -b.w / 2;
  const y = -b.h / 2;
  const pw = b.w / 2 - 18;
  const ph = b.h - 32;
  const edges = (px: number) =>
    segments(
      [0, 1, 2].map((i) => [px + i * 5, y + 18, px + i * 5, y + b.h - 18]),
      P.line,
      2,
    );
  return g(
    { transform: transform(b.cx, b.cy, b.rotate ?? 0) },
    rect(x + 10, y + 16, b.w, b.h, undefined, { class: 's', rx: 10 }),
    cloth(c, b.cover, (fill) => rect(x, y, b.w, b.h, fill, { rx: 10 })),
    rect(x + 12, y + 12, b.w - 24, b.h - 24, shade(P.paper, -0.04), { rx: 4 }),
    rect(x + 18, y + 16, pw, ph, P.white),
    rect(0, y + 16, pw, ph, P.white),
    edges(x + 20),
    edges(b.w / 2 - 30),
    b.page(0, x + 18, y + 16, pw, ph),
    b.page(1, 0, y + 16, pw, ph),
    rect(-26, y + 16, 26, ph, undefined, { class: 'k', 'fill-opacity': 0.08 }),
    rect(-10, y + 16, 20, ph, undefined, { class: 'k' }),
    rect(0, y + 16, 14, ph, undefined, { class: 'k', 'fill-opacity': 0.07 }),
  );
}

/** A standing book's spine: cloth, gold bands, a label with lines; (x, y) is its top-left. */
export function spine(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  cover: Fabric,
  foil: string = P.gold,
): string {
  w = Math.round(w);
  h = Math.round(h);
  const labelH = Math.round(Math.min(h * 0.22, w * 1.4));
  const top = Math.round(h * 0.2);
  return g(
    { transform: transform(Math.round(x), Math.round(y)) },
    cloth(c, cover, (fill) => rect(0, 0, w, h, fill, { rx: 4 })),
    rect(0, 0, w, h, roundness(c, 'x'), { rx: 4 }),
    path(
      [0.06, 0.06, 0.92, 0.92]
        .map((f, i) => d`M0 ${Math.round(h * f) + (i % 2) * 12 * (f < 0.5 ? 1 : -1)}h${w}v5H0z`)
        .join(''),
      foil,
    ),
    rect(Math.round(w * 0.16), top, Math.round(w * 0.68), labelH, P.white, { rx: 3 }),
    w > 140
      ? textBlock(
          c.rng,
          Math.round(w * 0.26),
          top + labelH * 0.3,
          w * 0.48,
          3,
          labelH * 0.2,
          't',
          Math.max(5, w * 0.04),
        )
      : path(d`M${w / 2} ${top + labelH * 0.2}v${labelH * 0.6}`, undefined, {
          class: 't',
          'stroke-width': Math.max(4, w * 0.1),
        }),
    mark(c, w * 0.3, h * 0.72, w * 0.4, foil),
  );
}

/** A book lying flat seen from its spine side: a horizontal spine with foil bands; (x, y) its top-left. */
export function lyingSpine(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  cover: Fabric,
  foil: string = P.gold,
): string {
  return (
    cloth(c, cover, (fill) => rect(x, y, w, h, fill, { rx: 5 })) +
    rect(x, y, w, h, roundness(c, 'y'), { rx: 5 }) +
    path(d`M${x + w * 0.06} ${y}h7v${h}h-7zM${x + w * 0.94 - 7} ${y}h7v${h}h-7z`, foil) +
    rect(x + w * 0.38, y + h * 0.22, w * 0.24, h * 0.56, P.white, { rx: 3 }) +
    path(d`M${x + w * 0.42} ${y + h / 2}h${w * 0.14}`, undefined, { class: 't', 'stroke-width': Math.max(4, h * 0.1) })
  );
}
