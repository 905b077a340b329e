import type { Canvas } from '../canvas.ts';
import { P, shade } from '../colour.ts';
import { texture } from '../fabric.ts';
import { d, el, g, path, rect, segments, transform } from '../svg.ts';
import { mark } from './mark.ts';
import { barcode, sheet, textBlock } from './paper.ts';

/** Printed matter and printing tools, seen from above. */

/** Crop marks at the four corners of a box. */
export function cropMarks(x: number, y: number, w: number, h: number, len = 30): string {
  const m = 12;
  return segments(
    [
      [x - m - len, y, x - m, y],
      [x, y - m - len, x, y - m],
      [x + w + m, y, x + w + m + len, y],
      [x + w, y - m - len, x + w, y - m],
      [x - m - len, y + h, x - m, y + h],
      [x, y + h + m, x, y + h + m + len],
      [x + w + m, y + h, x + w + m + len, y + h],
      [x + w, y + h + m, x + w, y + h + m + len],
    ],
    P.ink,
    3,
  );
}

/** A strip of colour patches, as printed at the edge of a press sheet. */
export function colourBar(x: number, y: number, size: number, colours: readonly string[]): string {
  return colours.map((colour, i) => rect(x + i * size, y, size, size, colour)).join('');
}

/** A sheet of self-adhesive labels: rows × cols, each with the mark, lines and a barcode. */
export function labelSheet(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  tab: string,
  rotate = 0,
): string {
  const m = w * 0.05;
  const cw = (w - 2 * m - (cols - 1) * m * 0.5) / cols;
  const ch = (h - 2 * m - (rows - 1) * m * 0.5) / rows;
  const cells: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const lx = m + k * (cw + m * 0.5);
      const ly = m + r * (ch + m * 0.5);
      cells.push(
        rect(lx, ly, cw, ch, P.white, { rx: 10, stroke: P.line, 'stroke-width': 3 }),
        rect(lx, ly, cw * 0.28, ch, tab, { rx: 10 }),
        mark(c, lx + cw * 0.05, ly + ch * 0.3, cw * 0.18, P.gold),
        textBlock(c.rng, lx + cw * 0.36, ly + ch * 0.3, cw * 0.55, 2, ch * 0.2, 't', Math.max(4, ch * 0.07)),
        barcode(lx + cw * 0.36, ly + ch * 0.66, cw * 0.4, ch * 0.18),
      );
    }
  }
  return g({ transform: transform(x, y, rotate) }, sheet(0, 0, w, h, shade(P.paper, -0.02)), ...cells);
}

/** A brass hot-foil die: a bevelled plate with the mark and a frame standing in relief. */
export function brassDie(c: Canvas, x: number, y: number, size: number, rotate = 0): string {
  const brass = '#c8963e';
  return g(
    { transform: transform(x, y, rotate) },
    rect(10, 16, size, size * 0.75, undefined, { class: 's', rx: 6 }),
    rect(0, 0, size, size * 0.75, shade(brass, -0.2), { rx: 6 }),
    rect(10, 10, size - 20, size * 0.75 - 20, brass, { rx: 4 }),
    rect(10, 10, size - 20, 10, '#fff', { 'fill-opacity': 0.3 }),
    rect(size * 0.14, size * 0.12, size * 0.72, size * 0.51, 'none', {
      stroke: shade(brass, 0.3),
      'stroke-width': size * 0.025,
      rx: 6,
    }),
    mark(c, size * 0.36, size * 0.2, size * 0.28, shade(brass, 0.35)),
  );
}

/** The shine of metal foil: a gradient across the colour. */
export function foilSheen(c: Canvas, foil: string = P.gold): string {
  const stop = (offset: number, colour: string) => el('stop', { offset, 'stop-color': colour });
  const id = c.define(`sheen${foil}`, (id) =>
    el(
      'linearGradient',
      { id, x2: 1, y2: 0.3 },
      stop(0, shade(foil, -0.15)),
      stop(0.5, shade(foil, 0.5)),
      stop(1, shade(foil, -0.1)),
    ),
  );
  return `url(#${id})`;
}

/** A roll of gold foil lying on its side with a length unrolled towards +x. */
export function foilRoll(c: Canvas, x: number, y: number, length: number, rotate = 0, foil: string = P.gold): string {
  return g(
    { transform: transform(x, y, rotate) },
    rect(8, 14, length + 180, 230, undefined, { class: 's', rx: 20 }),
    rect(150, 30, length, 170, foilSheen(c, foil)),
    rect(0, 0, 180, 230, shade(foil, -0.1), { rx: 20 }),
    rect(0, 0, 180, 50, '#fff', { rx: 20, 'fill-opacity': 0.25 }),
    rect(-24, 95, 228, 40, P.ink, { rx: 12 }),
  );
}

/** A hot-foil stamped cover: dark cloth with a gold frame and the mark shining. */
export function stampedCover(c: Canvas, x: number, y: number, w: number, h: number, cloth: string, rotate = 0): string {
  return g(
    { transform: transform(x, y, rotate) },
    rect(10, 16, w, h, undefined, { class: 's', rx: 8 }),
    rect(0, 0, w, h, cloth, { rx: 8 }),
    rect(0, 0, w, h, texture(c, 'linen'), { rx: 8 }),
    rect(w * 0.1, h * 0.08, w * 0.8, h * 0.84, 'none', {
      stroke: P.gold,
      'stroke-width': Math.max(4, w * 0.012),
      rx: 6,
    }),
    mark(c, w * 0.33, h * 0.28, w * 0.34, P.gold),
    rect(w * 0.3, h * 0.62, w * 0.4, Math.max(4, h * 0.012), P.gold),
    path(d`M${w * 0.36} ${h * 0.7}h${w * 0.28}`, 'none', {
      stroke: P.gold,
      'stroke-width': Math.max(5, h * 0.018),
      'stroke-linecap': 'round',
    }),
  );
}
