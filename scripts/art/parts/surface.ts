import type { Canvas } from '../canvas.ts';
import { P, shade } from '../colour.ts';
import { texture } from '../fabric.ts';
import { d, el, path, rect, segments } from '../svg.ts';

/** Backgrounds for things seen from above (flat lays). */

/** A wooden table top: planks with seams and a little grain. */
export function woodTop(c: Canvas, colour: string = '#c8a27a'): string {
  const seams = [0, 1, 2, 3, 4].map((i) => [
    0,
    110 + i * 240 + c.rng.int(-20, 20),
    1600,
    110 + i * 240 + c.rng.int(-20, 20),
  ]);
  let grain = '';
  for (let i = 0; i < 9; i++) {
    const y = c.rng.range(40, 1160);
    const x = c.rng.range(-200, 900);
    grain += d`M${x} ${y}c200 -14 400 14 ${c.rng.range(500, 800)} 0`;
  }
  return (
    rect(0, 0, 1600, 1200, colour) +
    path(grain, 'none', { stroke: shade(colour, -0.12), 'stroke-width': 4, 'stroke-linecap': 'round' }) +
    segments(seams, shade(colour, -0.22), 4)
  );
}

/** A linen-covered work surface. */
export function linenTop(c: Canvas, colour: string = P.linen): string {
  return rect(0, 0, 1600, 1200, colour) + rect(0, 0, 1600, 1200, texture(c, 'linen'));
}

/** A plain paper-coloured studio surface with a soft vignette at the edges. */
export function studioTop(colour: string = P.sand): string {
  return rect(0, 0, 1600, 1200, colour) + rect(0, 1000, 1600, 200, undefined, { class: 'k', 'fill-opacity': 0.04 });
}

/** A green self-healing cutting mat with its grid. */
export function cuttingMat(c: Canvas, x: number, y: number, w: number, h: number, colour = '#3f7a6a'): string {
  const id = c.define('matgrid', (id) =>
    el(
      'pattern',
      { id, width: 60, height: 60, patternUnits: 'userSpaceOnUse' },
      el('path', { d: 'M0 .5h60M.5 0v60', stroke: '#fff', 'stroke-opacity': 0.3, 'stroke-width': 2 }),
      el('path', { d: 'M30 0v60M0 30h60', stroke: '#fff', 'stroke-opacity': 0.12, 'stroke-width': 1.5 }),
    ),
  );
  return (
    rect(x + 8, y + 12, w, h, undefined, { class: 's', rx: 12 }) +
    rect(x, y, w, h, colour, { rx: 12 }) +
    rect(x, y, w, h, `url(#${id})`, { rx: 12 })
  );
}
