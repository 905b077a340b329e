import type { Canvas } from '../canvas.ts';
import { P, shade } from '../colour.ts';
import { cloth, type Fabric } from '../fabric.ts';
import { circle, d, ellipse, path, poly, rect, segments } from '../svg.ts';

/** Table tops in a light oblique view: the back edge is `depth` higher and `skew` to the right. */
const SKEW = 0.45;

function slab(x: number, y: number, w: number, depth: number, fill: string): string {
  return poly([x, y, x + w, y, x + w + depth * SKEW, y - depth, x + depth * SKEW, y - depth], fill);
}

/** A board-milling (V-groove) machine: a bed with a grey board, a gantry with the cutting head, grooves cut so far. */
export function vGroover(board: string = P.board, body: string = P.teal): string {
  const grooves = [-300, -140, 60, 220].map((x) => [x, -420, x + 140 * SKEW, -560]);
  return [
    ellipse(0, 0, 620, 26, undefined, { class: 's' }),
    ...[-500, -10, 460].map((x) => rect(x, -400, 50, 400, shade(body, -0.35))),
    slab(-560, -400, 1100, 180, shade(P.steel, 0.2)),
    rect(-560, -400, 1100, 40, P.steel),
    slab(-480, -420, 880, 140, board),
    rect(-480, -420, 880, 22, shade(board, -0.2)),
    segments(grooves, shade(board, -0.45), 10),
    segments(
      grooves.map(([x0, y0, x1, y1]) => [x0! + 8, y0!, x1! + 8, y1!]),
      shade(board, 0.3),
      4,
    ),
    rect(-520, -820, 60, 420, body),
    rect(470, -820, 60, 420, body),
    rect(-540, -860, 1090, 80, body, { rx: 10 }),
    rect(-540, -860, 1090, 20, undefined, { class: 'h', rx: 10 }),
    path('M500 -860c0-120-300-120-360-60', 'none', { stroke: P.ink, 'stroke-width': 22, 'stroke-linecap': 'round' }),
    rect(60, -900, 160, 240, shade(body, -0.2), { rx: 12 }),
    rect(95, -960, 90, 70, P.steel, { rx: 10 }),
    rect(128, -660, 24, 150, P.steel),
    poly([116, -510, 164, -510, 140, -462], P.gold),
    circle(140, -800, 22, P.gold),
  ].join('');
}

/** A flatbed cutting machine: long table with fabric on it, a gantry with the knife, outlines being cut, a screen. */
export function flatbedCutter(c: Canvas, fabric: Fabric, body: string = P.white, accent: string = P.teal): string {
  const pieces = [
    [-420, -360, 200, 70],
    [-160, -360, 240, 70],
    [140, -360, 170, 70],
    [-360, -440, 180, 60],
    [-100, -440, 260, 60],
  ]
    .map(([x, y, w, h]) => d`M${x!} ${y!}h${w!}l${h! * SKEW} ${-h!}h${-w!}z`)
    .join('');
  return [
    ellipse(0, 0, 660, 28, undefined, { class: 's' }),
    ...[-560, 480].map((x) => rect(x, -300, 60, 300, shade(body, -0.35))),
    rect(-600, -320, 1180, 90, shade(body, -0.12), { rx: 8 }),
    rect(-600, -320, 1180, 20, accent),
    slab(-600, -320, 1180, 220, shade(body, -0.05)),
    cloth(c, fabric, (fill) => slab(-540, -330, 980, 190, fill)),
    path(pieces, 'none', { stroke: P.white, 'stroke-width': 5, 'stroke-dasharray': '14 8' }),
    rect(-30, -560, 60, 260, accent),
    poly([-30, -560, 40, -560, 140, -780, 70, -780], shade(accent, -0.2)),
    rect(-60, -600, 150, 100, body, { rx: 10 }),
    rect(-60, -600, 150, 22, accent, { rx: 10 }),
    segments([[15, -500, 15, -420]], P.steel, 10),
    rect(640, -760, 20, 760, P.steel),
    rect(560, -900, 240, 170, P.ink, { rx: 12 }),
    rect(576, -884, 208, 138, '#16333d'),
    rect(590, -870, 90, 60, fabric.colour),
    rect(690, -870, 80, 16, accent),
    rect(690, -846, 60, 10, P.sage),
    rect(590, -800, 180, 12, P.sage, { rx: 6 }),
    rect(590, -800, 110, 12, P.gold, { rx: 6 }),
  ].join('');
}

/** A computer screen on a desk showing a page layout; (x, y) the top-left of the screen. */
export function monitor(
  x: number,
  y: number,
  w: number,
  h: number,
  colours: readonly string[],
  frame: string = P.ink,
): string {
  const m = w * 0.05;
  const cell = (w - 2 * m - 24) / 3;
  return [
    poly(
      [x + w * 0.42, y + h, x + w * 0.58, y + h, x + w * 0.62, y + h + 90, x + w * 0.38, y + h + 90],
      shade(frame, 0.2),
    ),
    rect(x + w * 0.3, y + h + 80, w * 0.4, 20, shade(frame, 0.1), { rx: 8 }),
    rect(x - 18, y - 18, w + 36, h + 36, frame, { rx: 14 }),
    rect(x, y, w, h, '#f4f1ea'),
    rect(x, y, w, 34, shade(frame, 0.75)),
    ...colours
      .slice(0, 6)
      .map((colour, i) =>
        rect(x + m + (i % 3) * (cell + 12), y + 60 + Math.floor(i / 3) * (h * 0.36), cell, h * 0.26, colour, { rx: 4 }),
      ),
    path(d`M${x + m} ${y + h * 0.78}h${w * 0.5}M${x + m} ${y + h * 0.87}h${w * 0.3}`, undefined, {
      class: 't',
      'stroke-width': 10,
    }),
    rect(x + w * 0.72, y + h * 0.74, w * 0.22, h * 0.14, P.teal, { rx: 8 }),
  ].join('');
}

/** A modern industrial overlock unit built into its own table, with a lamp; drawn around the floor at y = 0. */
export function industrialOverlock(c: Canvas, fabric: Fabric, body: string = P.white, accent: string = P.teal): string {
  return [
    ellipse(0, 0, 420, 22, undefined, { class: 's' }),
    rect(-380, -420, 40, 420, P.steel),
    rect(340, -420, 40, 420, P.steel),
    rect(-200, -300, 170, 150, shade(P.steel, -0.2), { rx: 12 }),
    rect(-420, -470, 840, 54, '#d8cdb8', { rx: 6 }),
    rect(-420, -430, 840, 14, undefined, { class: 'k' }),
    cloth(c, fabric, (fill) => poly([-400, -470, -40, -470, 0, -520, -360, -520], fill)),
    path(d`M-400 -474` + Array.from({ length: 18 }, (_, i) => d`l20 ${i % 2 ? -8 : 8}`).join(''), 'none', {
      stroke: accent,
      'stroke-width': 5,
    }),
    rect(-40, -720, 320, 250, body, { rx: 30 }),
    rect(-40, -720, 320, 40, undefined, { class: 'h', rx: 30 }),
    rect(-40, -600, 320, 16, accent),
    rect(-20, -540, 90, 70, shade(body, -0.15), { rx: 8 }),
    circle(260, -620, 56, shade(body, -0.3)),
    circle(260, -620, 18, P.ink),
    segments(
      [
        [120, -720, 120, -900],
        [20, -900, 220, -900],
      ],
      P.steel,
      8,
    ),
    ...[40, 100, 160, 220].map((x, i) =>
      poly([x - 24, -720, x + 24, -720, x + 10, -830, x - 10, -830], [P.terracotta, P.teal, P.gold, P.plum][i]!),
    ),
    path('M300 -720c60-80 120-60 140-140', 'none', { stroke: P.ink, 'stroke-width': 10 }),
    poly([400, -860, 480, -860, 500, -820, 380, -820], accent),
  ].join('');
}
