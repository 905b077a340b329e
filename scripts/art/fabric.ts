import type { Canvas } from './canvas.ts';
import type { Rng } from './rng.ts';
import { el, rect } from './svg.ts';

export type Weave =
  | 'plain'
  | 'twill'
  | 'herringbone'
  | 'basket'
  | 'stripe'
  | 'pinstripe'
  | 'check'
  | 'tartan'
  | 'dots'
  | 'linen'
  | 'velvet'
  | 'boucle';

export interface Fabric {
  colour: string;
  weave: Weave;
}

export const WEAVES: readonly Weave[] = [
  'plain',
  'twill',
  'herringbone',
  'basket',
  'stripe',
  'pinstripe',
  'check',
  'tartan',
  'dots',
  'linen',
  'velvet',
  'boucle',
];

const DARK = '#10171d';
const LIGHT = '#fff';

function strokes(data: string, colour: string, width: number, opacity: number): string {
  return el('path', { d: data, stroke: colour, 'stroke-width': width, 'stroke-opacity': opacity });
}

function dots(list: number[][], colour: string, opacity: number): string {
  return list
    .map(([cx, cy, r]) => el('circle', { cx: cx!, cy: cy!, r: r!, fill: colour, 'fill-opacity': opacity }))
    .join('');
}

/**
 * The weave as a texture laid over the fabric's colour (tone on tone, so one pattern serves every
 * colour): size of the tile and its markup.
 */
const TEXTURES: Record<Exclude<Weave, 'plain' | 'velvet'>, { size: number; body: string }> = {
  twill: { size: 18, body: strokes('M-5 5l10-10M0 18L18 0M13 23l10-10', DARK, 4, 0.15) },
  herringbone: {
    size: 24,
    body: strokes(
      'M0 6L12 0M0 12L12 6M0 18L12 12M0 24L12 18M12 0l12 6M12 6l12 6M12 12l12 6M12 18l12 6',
      DARK,
      2.5,
      0.2,
    ),
  },
  basket: {
    size: 24,
    body: strokes('M0 3h12M0 9h12M12 15h12M12 21h12M15 0v12M21 0v12M3 12v12M9 12v12', DARK, 2.5, 0.17),
  },
  stripe: { size: 34, body: rect(0, 0, 11, 34, LIGHT, { 'fill-opacity': 0.32 }) + strokes('M23 0v34', DARK, 3, 0.2) },
  pinstripe: { size: 22, body: strokes('M11 0v22', LIGHT, 2.5, 0.5) },
  check: {
    size: 36,
    body: rect(0, 0, 36, 16, LIGHT, { 'fill-opacity': 0.25 }) + rect(0, 0, 16, 36, LIGHT, { 'fill-opacity': 0.25 }),
  },
  tartan: {
    size: 48,
    body:
      rect(0, 0, 48, 18, DARK, { 'fill-opacity': 0.16 }) +
      rect(0, 0, 18, 48, DARK, { 'fill-opacity': 0.16 }) +
      strokes('M0 32h48M32 0v48', LIGHT, 2.5, 0.45),
  },
  dots: {
    size: 28,
    body: dots(
      [
        [7, 7, 4],
        [21, 21, 4],
      ],
      LIGHT,
      0.55,
    ),
  },
  linen: { size: 14, body: strokes('M0 3h14M0 10h14', DARK, 1.5, 0.12) + strokes('M4 0v14M11 0v14', LIGHT, 1.5, 0.14) },
  boucle: {
    size: 22,
    body:
      dots(
        [
          [5, 6, 3.5],
          [6, 17, 2.5],
        ],
        LIGHT,
        0.25,
      ) +
      dots(
        [
          [16, 15, 4],
          [15, 4, 2],
        ],
        DARK,
        0.16,
      ),
  },
};

/** The overlay fill of a weave (a pattern or, for velvet, a sheen gradient), or undefined for plain cloth. */
export function texture(c: Canvas, weave: Weave): string | undefined {
  if (weave === 'plain') return undefined;
  if (weave === 'velvet') {
    const stop = (offset: number, colour: string, opacity: number) =>
      el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity });
    const id = c.define('velvet', (id) =>
      el('linearGradient', { id, x2: 1, y2: 0.4 }, stop(0, DARK, 0.2), stop(0.45, LIGHT, 0.2), stop(1, DARK, 0.25)),
    );
    return `url(#${id})`;
  }
  const { size, body } = TEXTURES[weave];
  const id = c.define(weave, (id) =>
    el('pattern', { id, width: size, height: size, patternUnits: 'userSpaceOnUse' }, body),
  );
  return `url(#${id})`;
}

/** A shape in a fabric: drawn once in the fabric's colour, then again in its weave's texture. */
export function cloth(c: Canvas, f: Fabric, draw: (fill: string) => string): string {
  const overlay = texture(c, f.weave);
  return draw(f.colour) + (overlay ? draw(overlay) : '');
}

/** n fabrics walking through the colours in order, weaves varied. */
export function fabricRun(
  rng: Rng,
  colours: readonly string[],
  n: number,
  weaves: readonly Weave[] = WEAVES,
): Fabric[] {
  const start = rng.int(0, colours.length - 1);
  return Array.from({ length: n }, (_, i) => ({
    colour: colours[(start + i) % colours.length]!,
    weave: rng.pick(weaves),
  }));
}

/** Fabric in one colour with a weave picked from the given ones. */
export function fabricOf(rng: Rng, colour: string, weaves: readonly Weave[] = WEAVES): Fabric {
  return { colour, weave: rng.pick(weaves) };
}
