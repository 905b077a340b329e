import type { Canvas } from '../canvas.ts';
import { P } from '../colour.ts';
import { texture, type Fabric } from '../fabric.ts';
import { d, g, path, rect, transform } from '../svg.ts';
import { mark } from './mark.ts';
import { textBlock } from './paper.ts';

export interface CardSpec {
  cx: number;
  cy: number;
  w: number;
  h: number;
  cols: number;
  rows: number;
  /** One per cell, row by row; repeated when short. */
  fabrics: Fabric[];
  header?: string;
  rotate?: number;
}

/** A colour card: a printed card with a header band and a grid of small fabric swatches, each with its label line. */
export function colourCard(c: Canvas, s: CardSpec): string {
  const x = -s.w / 2;
  const y = -s.h / 2;
  const headerH = s.h * 0.17;
  const pad = s.w * 0.06;
  const gap = s.w * 0.035;
  const cellW = (s.w - 2 * pad - (s.cols - 1) * gap) / s.cols;
  const cellH = (s.h - headerH - 2 * pad - (s.rows - 1) * gap) / s.rows;
  const swatchH = cellH * 0.74;
  const cells: string[] = [];
  const overlays = new Map<string, string>();
  let labels = '';
  for (let r = 0; r < s.rows; r++) {
    for (let k = 0; k < s.cols; k++) {
      const fabric = s.fabrics[(r * s.cols + k) % s.fabrics.length]!;
      const cx = x + pad + k * (cellW + gap);
      const cy = y + headerH + pad + r * (cellH + gap);
      const box = d`M${cx} ${cy}h${cellW}v${swatchH}h${-cellW}z`;
      cells.push(path(box, fabric.colour));
      const overlay = texture(c, fabric.weave);
      if (overlay) overlays.set(overlay, (overlays.get(overlay) ?? '') + box);
      labels += d`M${cx + 2} ${cy + swatchH + cellH * 0.14}h${cellW * (0.5 + ((r + k) % 3) * 0.15)}`;
    }
  }
  return g(
    { transform: transform(s.cx, s.cy, s.rotate ?? 0) },
    rect(x + 9, y + 14, s.w, s.h, undefined, { class: 's', rx: 8 }),
    rect(x, y, s.w, s.h, P.white, { rx: 8 }),
    rect(x, y, s.w, headerH, s.header ?? P.petrol, { rx: 8 }),
    rect(x, y + headerH - 8, s.w, 8, s.header ?? P.petrol),
    mark(c, x + pad, y + headerH * 0.22, headerH * 0.56, P.gold),
    textBlock(
      c.rng,
      x + pad + headerH * 0.8,
      y + headerH * 0.42,
      s.w * 0.5,
      2,
      headerH * 0.24,
      'tw',
      Math.max(4, headerH * 0.08),
    ),
    ...cells,
    ...[...overlays].map(([overlay, data]) => path(data, overlay)),
    path(labels, undefined, { class: 't', 'stroke-width': Math.max(3, cellH * 0.07) }),
  );
}
