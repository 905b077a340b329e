import type { Canvas } from '../canvas.ts';
import { P, shade } from '../colour.ts';
import { d, g, path, rect, transform } from '../svg.ts';
import { mark } from './mark.ts';
import { interiorPhoto, textBlock } from './paper.ts';

export interface PrintSpec {
  cx: number;
  cy: number;
  w: number;
  h: number;
  /** Colours of the pictures printed on it, in order. */
  colours: readonly string[];
  accent?: string;
  rotate?: number;
}

/** A closed printed catalogue: a photo of draped fabric, the mark and a title block on a colour band. */
export function brochure(c: Canvas, s: PrintSpec): string {
  const x = -s.w / 2;
  const y = -s.h / 2;
  const accent = s.accent ?? P.petrol;
  const cloth = s.colours[0] ?? P.terracotta;
  return g(
    { transform: transform(s.cx, s.cy, s.rotate ?? 0) },
    rect(x + 9, y + 14, s.w, s.h, undefined, { class: 's', rx: 4 }),
    rect(x, y, s.w, s.h, P.white, { rx: 4 }),
    interiorPhoto(
      x + s.w * 0.07,
      y + s.w * 0.07,
      s.w * 0.86,
      s.h * 0.6,
      shade(s.colours[1] ?? P.linen, 0.55),
      cloth,
      c.rng.int(0, 2),
    ),
    rect(x, y + s.h * 0.72, s.w, s.h * 0.28, accent, { rx: 4 }),
    rect(x, y + s.h * 0.72, s.w, 8, accent),
    mark(c, x + s.w * 0.08, y + s.h * 0.78, s.w * 0.14, P.gold),
    textBlock(c.rng, x + s.w * 0.3, y + s.h * 0.81, s.w * 0.55, 2, s.h * 0.07, 'tw', Math.max(5, s.h * 0.025)),
  );
}

/** An open catalogue: a full-page picture and text on the left, a grid of pictures and captions on the right. */
export function spread(c: Canvas, s: PrintSpec): string {
  const x = -s.w / 2;
  const y = -s.h / 2;
  const pw = s.w / 2;
  const m = pw * 0.09;
  const colour = (i: number) => s.colours[i % s.colours.length]!;
  const cellW = (pw - 3 * m) / 2;
  const cellH = s.h * 0.27;
  const grid = [0, 1, 2, 3].map((i) => {
    const gx = m + (i % 2) * (cellW + m);
    const gy = y + m + Math.floor(i / 2) * (cellH + m * 1.6);
    const tone = colour(i + 1);
    return (
      interiorPhoto(gx, gy, cellW, cellH, shade(tone, 0.6), tone, i % 3) +
      textBlock(c.rng, gx, gy + cellH + m * 0.6, cellW * 0.8, 1, 0, 't', 6)
    );
  });
  return g(
    { transform: transform(s.cx, s.cy, s.rotate ?? 0) },
    rect(x + 10, y + 14, s.w, s.h, undefined, { class: 's', rx: 4 }),
    rect(x, y, s.w, s.h, P.white, { rx: 4 }),
    interiorPhoto(x + m, y + m, pw - 2 * m, s.h * 0.55, shade(colour(0), 0.6), colour(0), c.rng.int(0, 1)),
    textBlock(c.rng, x + m, y + s.h * 0.55 + m * 2, pw - 2 * m, 5, s.h * 0.055, 't', Math.max(5, s.h * 0.016)),
    ...grid,
    textBlock(c.rng, m, y + s.h - m * 1.6, pw - 2 * m, 2, s.h * 0.05, 't', Math.max(5, s.h * 0.016)),
    rect(-18, y, 18, s.h, undefined, { class: 'k', 'fill-opacity': 0.08 }),
    path(d`M0 ${y}v${s.h}`, 'none', { stroke: P.line, 'stroke-width': 3 }),
  );
}
