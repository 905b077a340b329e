import type { Canvas } from '../canvas.ts';
import { P, shade } from '../colour.ts';
import { cloth, texture, type Fabric } from '../fabric.ts';
import { circle, d, el, g, path, poly, rect, segments, transform } from '../svg.ts';
import { mark } from './mark.ts';
import { label, textBlock } from './paper.ts';

/** Bound products and binding hardware, seen from above unless said otherwise. */

/** A screw post (Chicago screw) head. */
export function screwPost(x: number, y: number, r = 22): string {
  return (
    circle(x + 3, y + 5, r, undefined, { class: 's' }) +
    circle(x, y, r, '#c4ccd1', { stroke: P.steel, 'stroke-width': 4 }) +
    segments([[x - r * 0.55, y, x + r * 0.55, y]], P.muted, 5)
  );
}

/** A stack of swatch cards joined by screw posts through a printed header board; cards fanned a little. */
export function screwBook(
  c: Canvas,
  cx: number,
  cy: number,
  w: number,
  h: number,
  fabrics: Fabric[],
  header: string,
  rotate = 0,
): string {
  const cards = fabrics.map((f, i) => {
    const a = (i - (fabrics.length - 1) / 2) * 3;
    return g(
      { transform: transform(0, 0, a) },
      rect(-w / 2 + 6, 10, w, h, undefined, { class: 's', rx: 4 }),
      rect(-w / 2, 0, w, h, P.white, { rx: 4 }),
      cloth(c, f, (fill) => rect(-w / 2 + 20, h * 0.16, w - 40, h * 0.7, fill)),
    );
  });
  return g(
    { transform: transform(cx, cy, rotate) },
    ...cards,
    rect(-w / 2 - 6, -10, w + 12, h * 0.15 + 10, header, { rx: 6 }),
    mark(c, -w / 2 + 20, h * 0.02, h * 0.09, P.gold),
    textBlock(c.rng, -w / 2 + 30 + h * 0.1, h * 0.06, w * 0.4, 1, 0, 'tw', 7),
    screwPost(-w * 0.3, h * 0.07),
    screwPost(w * 0.3, h * 0.07),
  );
}

/** An open ring binder: two boards, the ring mechanism in the middle, swatch pages on the right. */
export function ringBinder(
  c: Canvas,
  cx: number,
  cy: number,
  w: number,
  h: number,
  boards: string,
  pages: Fabric[],
  rotate = 0,
): string {
  const half = w / 2;
  const rings = [0.22, 0.5, 0.78].map((t) => -h / 2 + h * t);
  return g(
    { transform: transform(cx, cy, rotate) },
    rect(-half + 10, -h / 2 + 16, w, h, undefined, { class: 's', rx: 12 }),
    rect(-half, -h / 2, w, h, boards, { rx: 12 }),
    rect(-half, -h / 2, w, h, texture(c, 'linen'), { rx: 12 }),
    rect(-40, -h / 2, 80, h, shade(boards, -0.2)),
    rect(-half + 40, -h / 2 + 40, half - 100, h * 0.3, P.white, { rx: 6, 'fill-opacity': 0.9 }),
    mark(c, -half / 2 - 50, -h / 2 + 60, 100, P.gold),
    ...pages.map((f, i) =>
      g(
        { transform: transform(6 + i * 8, -h / 2 + 24 + i * 8) },
        rect(0, 0, half - 40, h - 60, P.white, { rx: 4 }),
        cloth(c, f, (fill) => rect(70, 40, half - 150, h - 200, fill)),
        label(c.rng, 70, h - 140, (half - 150) * 0.7, 50, P.petrol),
      ),
    ),
    rect(-20, -h / 2 + 30, 40, h - 60, '#c4ccd1', { rx: 14 }),
    ...rings.map((y) =>
      el('ellipse', { cx: 20, cy: y, rx: 46, ry: 18, fill: 'none', stroke: P.steel, 'stroke-width': 9 }),
    ),
  );
}

/** A presentation folder, open: the left flap with the mark, the right one with a pocket holding cards. */
export function folder(
  c: Canvas,
  cx: number,
  cy: number,
  w: number,
  h: number,
  colour: string,
  cards: Fabric[],
  rotate = 0,
): string {
  const half = w / 2;
  return g(
    { transform: transform(cx, cy, rotate) },
    rect(-half + 10, -h / 2 + 16, w, h, undefined, { class: 's', rx: 6 }),
    rect(-half, -h / 2, w, h, colour, { rx: 6 }),
    rect(-half, -h / 2, half, h, undefined, { class: 'k', 'fill-opacity': 0.08 }),
    mark(c, -half / 2 - 60, -h / 2 + 120, 120, P.gold),
    textBlock(c.rng, -half + 100, h * 0.05, half - 200, 3, 40, 'tw', 8),
    ...cards.map((f, i) =>
      g(
        { transform: transform(60 + i * 70, -h / 2 + 60 + i * 40, i * 3) },
        rect(0, 0, half - 160, h * 0.72, P.white, { rx: 4 }),
        cloth(c, f, (fill) => rect(30, 30, half - 220, h * 0.3, fill)),
        textBlock(c.rng, 30, 60 + h * 0.3, half - 260, 2, 30, 't', 6),
      ),
    ),
    path(d`M0 ${h * 0.08}L${half} ${h * 0.02}V${h / 2}H0z`, shade(colour, -0.12)),
    path(d`M0 ${h * 0.08}L${half} ${h * 0.02}`, 'none', { stroke: shade(colour, 0.2), 'stroke-width': 4 }),
    rect(half * 0.55, h * 0.22, half * 0.3, h * 0.1, P.white, { rx: 4 }),
    segments([[0, -h / 2, 0, h / 2]], shade(colour, -0.3), 4),
  );
}

/** A swatch page with die-cut windows letting the fabric behind show. */
export function windowPage(
  c: Canvas,
  cx: number,
  cy: number,
  w: number,
  h: number,
  fabrics: Fabric[],
  rotate = 0,
): string {
  const cw = w * 0.36;
  const ch = h * 0.32;
  return g(
    { transform: transform(cx, cy, rotate) },
    rect(-w / 2 + 10, -h / 2 + 16, w, h, undefined, { class: 's', rx: 6 }),
    rect(-w / 2, -h / 2, w, h, P.white, { rx: 6 }),
    ...fabrics.slice(0, 4).map((f, i) => {
      const x = -w / 2 + w * 0.1 + (i % 2) * (cw + w * 0.08);
      const y = -h / 2 + h * 0.1 + Math.floor(i / 2) * (ch + h * 0.12);
      return (
        cloth(c, f, (fill) => rect(x, y, cw, ch, fill, { rx: 18 })) +
        rect(x, y, cw, 10, undefined, { class: 'k', rx: 5 }) +
        textBlock(c.rng, x, y + ch + 36, cw * 0.7, 1, 0, 't', 7)
      );
    }),
  );
}

/** A book with metal corner protectors on its two outer corners. */
export function corners(x: number, y: number, w: number, h: number, metal = '#c8963e'): string {
  const size = Math.min(w, h) * 0.22;
  return (
    poly([x + w, y, x + w - size, y, x + w, y + size], metal) +
    poly([x + w, y + h, x + w - size, y + h, x + w, y + h - size], metal) +
    poly(
      [x + w - size * 0.7, y + 2, x + w - 2, y + size * 0.7, x + w - 2, y + size * 0.55, x + w - size * 0.55, y + 2],
      '#fff',
      { 'fill-opacity': 0.35 },
    )
  );
}

/** A wire-o binding along the top edge of something w wide at (x, y). */
export function wireO(x: number, y: number, w: number, colour: string = P.ink): string {
  const n = Math.floor(w / 34);
  return (
    path(Array.from({ length: n }, (_, i) => d`M${x + 17 + i * 34} ${y + 26}v-40`).join(''), 'none', {
      stroke: colour,
      'stroke-width': 9,
      'stroke-linecap': 'round',
    }) +
    path(Array.from({ length: n }, (_, i) => d`M${x + 10 + i * 34} ${y + 26}h14`).join(''), 'none', {
      stroke: shade(P.paper, -0.5),
      'stroke-width': 8,
    })
  );
}

/** A fan of fabric strips riveted at one end, swung open. */
export function fabricFan(
  c: Canvas,
  x: number,
  y: number,
  fabrics: Fabric[],
  from: number,
  to: number,
  length: number,
): string {
  const strips = fabrics.map((f, i) => {
    const a = from + ((to - from) * i) / Math.max(1, fabrics.length - 1);
    const w = length * 0.22;
    return g(
      { transform: transform(x, y, a) },
      rect(-w / 2 + 5, -length + 8, w, length, undefined, { class: 's', rx: 6 }),
      cloth(c, f, (fill) => rect(-w / 2, -length, w, length, fill, { rx: 6 })),
      rect(-w / 2 + 8, -length + 14, w - 16, w * 0.5, P.white, { rx: 4 }),
      path(d`M${-w * 0.3} ${-length + 14 + w * 0.25}h${w * 0.5}`, undefined, { class: 't', 'stroke-width': 6 }),
    );
  });
  return strips.join('') + circle(x, y - length * 0.09, 16, '#c4ccd1', { stroke: P.steel, 'stroke-width': 5 });
}

/** A hang-tag header: a folded printed card stapled over the top of a fabric piece. */
export function headerCard(
  c: Canvas,
  cx: number,
  cy: number,
  w: number,
  h: number,
  fabric: Fabric,
  colour: string,
  rotate = 0,
): string {
  const hh = h * 0.24;
  return g(
    { transform: transform(cx, cy, rotate) },
    rect(-w / 2 + 8, -h / 2 + 12, w, h, undefined, { class: 's', rx: 4 }),
    cloth(c, fabric, (fill) => rect(-w / 2 + 10, -h / 2 + hh - 10, w - 20, h - hh + 10, fill)),
    rect(-w / 2, -h / 2, w, hh, colour, { rx: 6 }),
    rect(-w / 2, -h / 2 + hh - 12, w, 12, undefined, { class: 'k' }),
    circle(0, -h / 2 + hh * 0.3, 12, shade(P.paper, -0.1)),
    mark(c, -w / 2 + 20, -h / 2 + hh * 0.35, hh * 0.5, P.gold),
    textBlock(c.rng, -w / 2 + 30 + hh * 0.55, -h / 2 + hh * 0.62, w * 0.45, 1, 0, 'tw', 6),
    segments(
      [
        [-w * 0.3, -h / 2 + hh - 22, -w * 0.3 + 40, -h / 2 + hh - 22],
        [w * 0.3 - 40, -h / 2 + hh - 22, w * 0.3, -h / 2 + hh - 22],
      ],
      P.steel,
      5,
    ),
  );
}

/** A standing ring binder seen from its spine: label pocket, finger hole. */
export function standingBinder(c: Canvas, x: number, y: number, w: number, h: number, colour: string): string {
  return (
    rect(x, y, w, h, colour, { rx: 8 }) +
    rect(x, y, w, h, texture(c, 'linen'), { rx: 8 }) +
    rect(x, y, w * 0.12, h, undefined, { class: 'h', rx: 8 }) +
    rect(x + w * 0.14, y + h * 0.1, w * 0.72, h * 0.42, P.white, { rx: 4 }) +
    mark(c, x + w * 0.3, y + h * 0.14, w * 0.4, colour) +
    path(d`M${x + w * 0.26} ${y + h * 0.36}h${w * 0.48}M${x + w * 0.26} ${y + h * 0.43}h${w * 0.3}`, undefined, {
      class: 't',
      'stroke-width': 7,
    }) +
    circle(x + w / 2, y + h * 0.78, w * 0.17, shade(colour, -0.45)) +
    circle(x + w / 2, y + h * 0.78, w * 0.17, 'none', { stroke: '#c4ccd1', 'stroke-width': 6 })
  );
}
