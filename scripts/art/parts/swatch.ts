import type { Canvas } from '../canvas.ts';
import { cloth, type Fabric } from '../fabric.ts';
import { P } from '../colour.ts';
import { d, el, g, path, rect, transform } from '../svg.ts';
import { label as productLabel } from './paper.ts';

export interface SwatchSpec {
  /** Centre of the swatch. */
  cx: number;
  cy: number;
  w: number;
  h: number;
  fabric: Fabric;
  rotate?: number;
  /** Edges cut with pinking shears (zigzag). */
  pinked?: boolean;
  label?: boolean;
  shadow?: boolean;
}

/** The zigzag outline of a w×h piece cut with pinking shears, centred on the origin; defined once per size. */
export function pinkedOutline(c: Canvas, w: number, h: number): string {
  return c.define(`pinked${w}x${h}`, (id) => {
    // Teeth grow with the piece, so a large cutting still reads as pinked when shown small. Whole
    // numbers, and the remainder of each edge drawn straight, so the outline closes exactly.
    const half = Math.max(7, Math.round(Math.min(w, h) / 44));
    const depth = Math.round(half * 0.8);
    const edge = (length: number, tooth: string, rest: (r: number) => string) => {
      const n = Math.floor(length / (2 * half));
      const r = length - n * 2 * half;
      return tooth.repeat(n) + (r ? rest(r) : '');
    };
    const data =
      d`M${-w / 2} ${-h / 2}` +
      edge(w, d`l${half} ${depth} ${half} ${-depth}`, (r) => d`h${r}`) +
      edge(h, d`l${-depth} ${half} ${depth} ${half}`, (r) => d`v${r}`) +
      edge(w, d`l${-half} ${-depth} ${-half} ${depth}`, (r) => d`h${-r}`) +
      edge(h, d`l${depth} ${-half} ${-depth} ${-half}`, (r) => d`v${-r}`) +
      'Z';
    return el('path', { id, d: data });
  });
}

/** A piece of fabric seen from above: straight or pinked edges, optional label and shadow. */
export function swatch(c: Canvas, s: SwatchSpec): string {
  const parts: string[] = [];
  if (s.pinked) {
    const href = `#${pinkedOutline(c, s.w, s.h)}`;
    if (s.shadow !== false) parts.push(el('use', { href, class: 's', x: 7, y: 10 }));
    parts.push(cloth(c, s.fabric, (fill) => el('use', { href, fill })));
  } else {
    if (s.shadow !== false) parts.push(rect(-s.w / 2 + 7, -s.h / 2 + 10, s.w, s.h, undefined, { class: 's', rx: 3 }));
    parts.push(cloth(c, s.fabric, (fill) => rect(-s.w / 2, -s.h / 2, s.w, s.h, fill, { rx: 3 })));
  }
  if (s.label) {
    const lw = Math.min(s.w * 0.62, 200);
    const lh = Math.max(26, lw * 0.3);
    parts.push(productLabel(c.rng, -s.w / 2 + s.w * 0.12, s.h / 2 - lh - s.h * 0.1, lw, lh, P.petrol));
  }
  return g({ transform: transform(s.cx, s.cy, s.rotate ?? 0) }, ...parts);
}

/**
 * The pinked lower edge of a hanging piece, w wide, with the shadow it throws on the piece behind;
 * defined once per width and placed with <use x y fill>.
 */
export function pinkedHem(c: Canvas, w: number): string {
  return c.define(`hem${w}`, (id) => {
    const n = Math.floor(w / 14);
    return el(
      'g',
      { id },
      rect(0, 0, w, 12, undefined, { class: 'k' }),
      path('M0 -1' + 'l7 7 7-7'.repeat(n) + d`h${w - n * 14}Z`, undefined),
    );
  });
}
