import { P, shade } from '../colour.ts';
import type { Rng } from '../rng.ts';
import { d, el, path, rect } from '../svg.ts';

/** Path data for n lines of "text" (no words): ragged right, the last one short. */
export function lineData(rng: Rng, x: number, y: number, w: number, n: number, gap: number): string {
  let data = '';
  for (let i = 0; i < n; i++) {
    const length = i === n - 1 && n > 1 ? w * rng.range(0.3, 0.6) : w * rng.range(0.75, 1);
    data += d`M${x} ${y + i * gap}h${length}`;
  }
  return data;
}

/** A block of text lines; `cls` t (grey on paper) or tw (white on colour); width overrides the stroke. */
export function textBlock(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  n: number,
  gap: number,
  cls = 't',
  width?: number,
): string {
  return path(lineData(rng, x, y, w, n, gap), undefined, { class: cls, 'stroke-width': width });
}

/** A sheet of paper or card lying on the surface, with its shadow. */
export function sheet(x: number, y: number, w: number, h: number, fill: string = P.white, rx = 6): string {
  return rect(x + 8, y + 12, w, h, undefined, { class: 's', rx }) + rect(x, y, w, h, fill, { rx });
}

/** A small product label: white, a colour tab and two lines. */
export function label(rng: Rng, x: number, y: number, w: number, h: number, tab: string = P.petrol): string {
  const inset = h * 0.22;
  return (
    rect(x, y, w, h, P.white, { rx: 4 }) +
    rect(x + inset, y + inset, h - 2 * inset, h - 2 * inset, tab, { rx: 2 }) +
    path(lineData(rng, x + h, y + h * 0.38, w - h - inset, 2, h * 0.3), undefined, {
      class: 't',
      'stroke-width': Math.max(3, h * 0.1),
    })
  );
}

/** A barcode: one thick line broken by an irregular dash pattern. */
export function barcode(x: number, y: number, w: number, h: number, colour: string = P.ink): string {
  return el('path', {
    d: d`M${x} ${y + h / 2}h${w}`,
    stroke: colour,
    'stroke-width': h,
    'stroke-dasharray': '3 2 1 2 4 1 2 3 1 1 3 2 2 1',
  });
}

/**
 * A "photograph" of the fabric in use, for catalogue pages and mood boards: a sofa upholstered in
 * it (kind 0), curtains made of it (1) or an armchair (2), against a wall of the given colour.
 */
export function interiorPhoto(
  x: number,
  y: number,
  w: number,
  h: number,
  wall: string,
  cloth: string,
  kind = 0,
): string {
  const X = (f: number) => x + w * f;
  const Y = (f: number) => y + h * f;
  const floor = rect(x, Y(0.8), w, h * 0.2, shade(wall, -0.18));
  if (kind === 1) {
    const folds = (from: number, to: number) =>
      path([0.2, 0.45, 0.7].map((f) => d`M${X(from + (to - from) * f)} ${Y(0.12)}V${Y(0.92)}`).join(''), 'none', {
        stroke: shade(cloth, -0.3),
        'stroke-width': w * 0.03,
        'stroke-opacity': 0.5,
      });
    return (
      rect(x, y, w, h, wall) +
      floor +
      rect(X(0.3), Y(0.16), w * 0.4, h * 0.5, '#fff', { 'fill-opacity': 0.5 }) +
      rect(X(0.06), Y(0.12), w * 0.3, h * 0.8, cloth) +
      rect(X(0.64), Y(0.12), w * 0.3, h * 0.8, cloth) +
      folds(0.06, 0.36) +
      folds(0.64, 0.94) +
      rect(X(0.03), Y(0.08), w * 0.94, h * 0.04, P.ink, { rx: 3 })
    );
  }
  const [left, right] = kind === 2 ? [0.28, 0.72] : [0.1, 0.9];
  const span = right - left;
  return (
    rect(x, y, w, h, wall) +
    floor +
    rect(X(left + 0.04), Y(0.36), w * (span - 0.08), h * 0.3, cloth, { rx: w * 0.03 }) +
    rect(X(left), Y(0.56), w * span, h * 0.2, shade(cloth, -0.12), { rx: w * 0.02 }) +
    rect(X(left), Y(0.46), w * 0.08, h * 0.32, shade(cloth, -0.22), { rx: w * 0.02 }) +
    rect(X(right - 0.08), Y(0.46), w * 0.08, h * 0.32, shade(cloth, -0.22), { rx: w * 0.02 }) +
    rect(X(left + 0.1), Y(0.42), w * 0.16, h * 0.16, shade(cloth, 0.45), { rx: w * 0.02 }) +
    rect(X(left + 0.03), Y(0.76), w * 0.02, h * 0.05, P.ink) +
    rect(X(right - 0.05), Y(0.76), w * 0.02, h * 0.05, P.ink)
  );
}
