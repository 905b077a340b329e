import { P, shade } from '../colour.ts';
import type { Rng } from '../rng.ts';
import { circle, d, ellipse, path, poly, rect, segments } from '../svg.ts';

/** Back wall and floor of a room seen straight on; the floor meets the wall at floorY. */
export function room(wall: string, floor: string, floorY: number, planks = true): string {
  const boards = planks
    ? segments(
        Array.from({ length: 4 }, (_, i) => [
          0,
          floorY + 40 + i * i * 28 + i * 30,
          1600,
          floorY + 40 + i * i * 28 + i * 30,
        ]),
        shade(floor, -0.1),
        3,
      )
    : '';
  return (
    rect(0, 0, 1600, floorY, wall) +
    rect(0, floorY, 1600, 1200 - floorY, floor) +
    rect(0, floorY - 14, 1600, 14, shade(wall, -0.12)) +
    boards
  );
}

/** A window with four panes, a light sky and a patch of light falling on the floor below. */
export function windowPane(x: number, y: number, w: number, h: number, floorY: number, sky = '#cfe3e6'): string {
  const frame = shade(P.linen, 0.4);
  return (
    poly([x, floorY, x + w, floorY, x + w * 1.5, 1200, x - w * 0.1, 1200], '#fff', { 'fill-opacity': 0.16 }) +
    rect(x - 14, y - 14, w + 28, h + 28, frame, { rx: 4 }) +
    rect(x, y, w, h, sky) +
    poly([x, y + h * 0.7, x + w * 0.55, y, x + w * 0.8, y, x, y + h], '#fff', { 'fill-opacity': 0.3 }) +
    segments(
      [
        [x + w / 2, y, x + w / 2, y + h],
        [x, y + h / 2, x + w, y + h / 2],
      ],
      frame,
      12,
    ) +
    rect(x - 24, y + h + 14, w + 48, 16, shade(frame, -0.08))
  );
}

/** A pendant lamp hanging from the ceiling, with a pool of light under it. */
export function pendant(x: number, y: number, shadeColour: string = P.petrol): string {
  return (
    segments([[x, 0, x, y]], P.ink, 4) +
    poly([x - 70, y + 80, x + 70, y + 80, x + 30, y, x - 30, y], shadeColour) +
    ellipse(x, y + 82, 40, 10, '#fff6d8')
  );
}

/** A wall clock. */
export function clock(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, P.white, { stroke: P.ink, 'stroke-width': r * 0.12 }) +
    segments(
      [
        [x, y, x, y - r * 0.6],
        [x, y, x + r * 0.45, y + r * 0.2],
      ],
      P.ink,
      r * 0.09,
      { 'stroke-linecap': 'round' },
    )
  );
}

/** A wall shelf with brackets; items stand on it from above y. */
export function shelf(x: number, y: number, w: number, colour: string = P.wood): string {
  return (
    rect(x, y, w, 18, colour) +
    rect(x, y + 18, w, 8, undefined, { class: 'k' }) +
    poly([x + 40, y + 18, x + 70, y + 18, x + 40, y + 60], shade(colour, -0.2)) +
    poly([x + w - 40, y + 18, x + w - 70, y + 18, x + w - 40, y + 60], shade(colour, -0.2))
  );
}

/** Rolls of fabric lying on a shelf or table, seen end-on. */
export function rollEnds(rng: Rng, x: number, y: number, colours: readonly string[], r = 46): string {
  return colours
    .map((colour, i) => {
      const cx = x + r + i * r * 2.05;
      const cy = y - r;
      return (
        circle(cx, cy, r, colour) +
        circle(cx, cy, r * 0.62, shade(colour, -0.12)) +
        circle(cx, cy, r * 0.3, shade(colour, 0.1)) +
        circle(cx, cy, r * 0.16, P.linen, { stroke: shade(P.linen, -0.3), 'stroke-width': 3 }) +
        path(d`M${cx - r * 0.7} ${cy - r * 0.7 + rng.range(-4, 4)}a${r} ${r} 0 0 1 ${r * 1.2} -${r * 0.2}`, 'none', {
          stroke: shade(colour, 0.2),
          'stroke-width': 3,
        })
      );
    })
    .join('');
}

/** A roll of fabric lying on its side, seen from the front. */
export function rollSide(x: number, y: number, length: number, r: number, fill: string, edge: string): string {
  return (
    rect(x, y - 2 * r, length, 2 * r, fill, { rx: 6 }) +
    rect(x, y - 2 * r, length, r * 0.5, undefined, { class: 'h' }) +
    rect(x, y - r * 0.55, length, r * 0.55, undefined, { class: 'k' }) +
    ellipse(x + length, y - r, r * 0.35, r, edge) +
    ellipse(x + length, y - r, r * 0.12, r * 0.3, shade(edge, -0.3))
  );
}

/** Binders and boxes standing on a shelf. */
export function binders(rng: Rng, x: number, y: number, colours: readonly string[]): string {
  let at = x;
  return colours
    .map((colour) => {
      const w = rng.range(36, 56);
      const h = rng.range(130, 170);
      const item =
        rect(at, y - h, w, h, colour, { rx: 3 }) +
        rect(at + w * 0.2, y - h * 0.75, w * 0.6, h * 0.22, P.white, { rx: 2 }) +
        circle(at + w / 2, y - h * 0.25, w * 0.14, shade(colour, -0.3));
      at += w + 4;
      return item;
    })
    .join('');
}

/** A workbench: a wooden top on legs, a drawer; returns it drawn with its top at y. */
export function workbench(x: number, y: number, w: number, floorY: number, top: string = P.wood): string {
  const leg = shade(top, -0.35);
  return (
    ellipse(x + w / 2, floorY + 6, w * 0.55, 16, undefined, { class: 's' }) +
    rect(x + 30, y + 40, 34, floorY - y - 40, leg) +
    rect(x + w - 64, y + 40, 34, floorY - y - 40, leg) +
    rect(x + 30, floorY - 120, w - 60, 20, leg) +
    rect(x, y, w, 40, top, { rx: 4 }) +
    rect(x, y + 28, w, 12, undefined, { class: 'k' }) +
    rect(x + w * 0.55, y + 40, w * 0.3, 70, shade(top, -0.12)) +
    rect(x + w * 0.67, y + 68, w * 0.06, 12, shade(top, -0.4), { rx: 6 })
  );
}

/** A potted plant, for a lived-in room. */
export function plant(x: number, floorY: number, leaf = '#5e7a55'): string {
  const leaves = [
    [-60, -230, -20],
    [50, -250, 25],
    [-10, -300, 0],
    [-90, -150, -45],
    [80, -170, 40],
  ]
    .map(([dx, dy, a]) =>
      ellipse(x + dx!, floorY - 90 + dy! * 0.6, 28, 70, dx! % 20 ? leaf : shade(leaf, -0.15), {
        transform: `rotate(${a} ${x + dx!} ${floorY - 90 + dy! * 0.6})`,
      }),
    )
    .join('');
  return (
    leaves +
    poly([x - 60, floorY - 130, x + 60, floorY - 130, x + 45, floorY, x - 45, floorY], P.terracotta) +
    rect(x - 66, floorY - 140, 132, 22, shade(P.terracotta, -0.15), { rx: 4 })
  );
}

/** A framed picture on the wall. */
export function frame(x: number, y: number, w: number, h: number, inner: string): string {
  return (
    rect(x + 6, y + 10, w, h, undefined, { class: 's' }) +
    rect(x, y, w, h, P.ink) +
    rect(x + 16, y + 16, w - 32, h - 32, P.white) +
    inner
  );
}

/** Soft shadow on the floor under a standing object. */
export function floorShadow(cx: number, floorY: number, rx: number): string {
  return ellipse(cx, floorY, rx, rx * 0.06 + 8, undefined, { class: 's' });
}
