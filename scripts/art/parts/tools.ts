import { P, shade } from '../colour.ts';
import { circle, d, ellipse, g, path, poly, rect, segments, transform } from '../svg.ts';

/** A pencil lying at (x, y), pointing along its rotation. */
export function pencil(x: number, y: number, length: number, rotate: number, colour: string = P.gold): string {
  return g(
    { transform: transform(x, y, rotate) },
    rect(4, 6, length, 18, undefined, { class: 's' }),
    rect(0, 0, length * 0.08, 18, F_ERASER, { rx: 4 }),
    rect(length * 0.08, 0, length * 0.06, 18, P.steel),
    rect(length * 0.14, 0, length * 0.7, 18, colour),
    rect(length * 0.14, 0, length * 0.7, 6, undefined, { class: 'h' }),
    poly([length * 0.84, 0, length, 9, length * 0.84, 18], P.linen),
    poly([length * 0.95, 6, length, 9, length * 0.95, 12], P.ink),
  );
}
const F_ERASER = '#e59a8f';

/** A steel rule with tick marks. */
export function ruler(x: number, y: number, length: number, rotate: number): string {
  const ticks = Array.from({ length: Math.floor(length / 20) }, (_, i) => [
    i * 20 + 10,
    0,
    i * 20 + 10,
    i % 5 ? 12 : 22,
  ]);
  return g(
    { transform: transform(x, y, rotate) },
    rect(5, 8, length, 46, undefined, { class: 's' }),
    rect(0, 0, length, 46, '#cfd5d8', { rx: 3 }),
    segments(ticks, P.muted, 2.5),
  );
}

/** A fan of colour-guide chips riveted at (x, y): each chip carries three tints of one colour. */
export function chipFan(x: number, y: number, colours: readonly string[], from = -50, to = 10, length = 440): string {
  const chips = colours.map((colour, i) => {
    const angle = from + ((to - from) * i) / Math.max(1, colours.length - 1);
    const w = length * 0.2;
    return g(
      { transform: transform(x, y, angle) },
      rect(-w / 2 + 4, -length + 6, w, length, undefined, { class: 's', rx: 8 }),
      rect(-w / 2, -length, w, length, P.white, { rx: 8 }),
      rect(-w / 2 + 8, -length + 8, w - 16, length * 0.2, shade(colour, -0.15)),
      rect(-w / 2 + 8, -length + 8 + length * 0.2, w - 16, length * 0.2, colour),
      rect(-w / 2 + 8, -length + 8 + length * 0.4, w - 16, length * 0.2, shade(colour, 0.35)),
      path(d`M${-w / 2 + 12} ${-length * 0.28}h${w * 0.5}`, undefined, { class: 't', 'stroke-width': 5 }),
    );
  });
  return chips.join('') + circle(x, y - 30, 12, P.steel, { stroke: shade(P.steel, -0.3), 'stroke-width': 4 });
}

/** Dressmaker's shears, closed, lying at (x, y). */
export function scissors(x: number, y: number, rotate: number, scale = 1, handle: string = P.ink): string {
  return g(
    { transform: transform(x, y, rotate, scale) },
    poly([90, -8, 330, -2, 330, 3, 90, 10], '#c9cfd3'),
    poly([90, 2, 320, 8, 90, 18], '#aeb6bb'),
    ellipse(40, -22, 44, 28, 'none', { stroke: handle, 'stroke-width': 16 }),
    ellipse(48, 36, 38, 24, 'none', { stroke: handle, 'stroke-width': 16 }),
    circle(92, 4, 8, P.steel),
  );
}

/** A magnifying loupe. */
export function loupe(x: number, y: number, r: number, rotate = 40): string {
  return g(
    { transform: transform(x, y, rotate) },
    rect(r - 4, -12, r * 1.6, 24, P.ink, { rx: 10 }),
    circle(0, 0, r, '#e7f1f2', { 'fill-opacity': 0.45, stroke: P.ink, 'stroke-width': 14 }),
    path(d`M${-r * 0.55} ${-r * 0.2}a${r * 0.6} ${r * 0.6} 0 0 1 ${r * 0.4} -${r * 0.4}`, 'none', {
      stroke: '#fff',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
  );
}

/** A mug of coffee seen from above. */
export function mug(x: number, y: number, r = 56, colour: string = P.teal): string {
  return (
    circle(x + 6, y + 10, r, undefined, { class: 's' }) +
    rect(x + r - 6, y - 14, r * 0.6, 28, colour, { rx: 12 }) +
    circle(x, y, r, colour) +
    circle(x, y, r * 0.78, '#5a3a22') +
    circle(x - r * 0.25, y - r * 0.25, r * 0.16, '#fff', { 'fill-opacity': 0.25 })
  );
}

/** A rotary cutter: handle and round blade. */
export function rotaryCutter(x: number, y: number, rotate: number): string {
  return g(
    { transform: transform(x, y, rotate) },
    rect(6, -12, 240, 60, undefined, { class: 's', rx: 24 }),
    circle(0, 0, 62, '#d5dadd', { stroke: '#aab3b8', 'stroke-width': 6 }),
    rect(-10, -24, 250, 48, P.gold, { rx: 22 }),
    rect(-10, -24, 250, 14, undefined, { class: 'h', rx: 10 }),
    circle(0, 0, 14, P.ink),
  );
}

/** A glue pot with a brush. */
export function gluePot(x: number, y: number, colour: string = P.petrol): string {
  return (
    ellipse(x + 10, y + 14, 95, 95, undefined, { class: 's' }) +
    circle(x, y, 95, colour) +
    circle(x, y, 72, '#f3eee2') +
    circle(x - 20, y - 22, 18, '#fff', { 'fill-opacity': 0.6 }) +
    g(
      { transform: transform(x + 10, y, -35) },
      rect(0, -12, 240, 24, P.wood, { rx: 10 }),
      rect(-50, -16, 56, 32, '#e4dccb', { rx: 6 }),
      rect(0, -14, 24, 28, P.steel),
    )
  );
}

/** A small hand clamp seen from above. */
export function clamp(x: number, y: number, rotate: number, length = 220): string {
  return g(
    { transform: transform(x, y, rotate) },
    rect(0, 0, 28, length, P.terracotta, { rx: 6 }),
    rect(28, 0, 70, 26, P.terracotta, { rx: 4 }),
    rect(28, length - 26, 70, 26, P.terracotta, { rx: 4 }),
    rect(60, 26, 12, length - 52, P.steel),
    rect(44, length * 0.45, 44, 40, P.ink, { rx: 8 }),
  );
}

/** Pinking shears: shears whose blades cut in zigzag. */
export function pinkingShears(x: number, y: number, rotate: number, scale = 1): string {
  const teeth = Array.from({ length: 14 }, (_, i) => d`l8 ${i % 2 ? 8 : -8}`).join('');
  return g(
    { transform: transform(x, y, rotate, scale) },
    path(d`M95 -10` + teeth + 'L330 6L95 18z', '#bfc6ca'),
    ellipse(40, -22, 44, 28, 'none', { stroke: P.rust, 'stroke-width': 16 }),
    ellipse(48, 36, 38, 24, 'none', { stroke: P.rust, 'stroke-width': 16 }),
    circle(98, 4, 9, P.steel),
  );
}

/** A bone folder. */
export function boneFolder(x: number, y: number, rotate: number): string {
  return g(
    { transform: transform(x, y, rotate) },
    rect(4, 8, 260, 44, undefined, { class: 's', rx: 22 }),
    rect(0, 0, 260, 44, '#efe6d2', { rx: 22 }),
  );
}

/** A tape measure rolled up, seen from above. */
export function tapeMeasure(x: number, y: number): string {
  return (
    circle(x + 6, y + 10, 70, undefined, { class: 's' }) +
    circle(x, y, 70, P.gold) +
    circle(x, y, 50, '#e8c56e') +
    circle(x, y, 14, P.ink) +
    rect(x + 50, y + 40, 260, 34, '#f3e7b9') +
    segments(
      Array.from({ length: 12 }, (_, i) => [x + 70 + i * 20, y + 40, x + 70 + i * 20, y + (i % 2 ? 52 : 58)]),
      P.ink,
      2.5,
    )
  );
}
