import type { Canvas } from '../canvas.ts';
import { el, transform } from '../svg.ts';

/**
 * The company's mark, a fan of three swatches, in the 32-unit box of src/layout/header/logo.tsx
 * (the header draws it inline; a unit test keeps the two the same).
 */
export const MARK_RECTS = [
  { x: 4, y: 6, width: 10, height: 22, rotate: -14, cx: 9, cy: 28 },
  { x: 11, y: 4, width: 10, height: 24, rotate: 0, cx: 0, cy: 0 },
  { x: 18, y: 6, width: 10, height: 22, rotate: 14, cx: 23, cy: 28 },
] as const;

export const MARK_COLOURS = ['#0f4c5c', '#b5452a', '#d9a441'] as const;

/** The three rects of the mark, in the brand's colours or (fills undefined) taking the fill of their parent. */
export function markRects(fills?: readonly string[]): string {
  return MARK_RECTS.map((r, i) =>
    el('rect', {
      x: r.x,
      y: r.y,
      width: r.width,
      height: r.height,
      rx: 2,
      fill: fills?.[i],
      transform: r.rotate ? `rotate(${r.rotate} ${r.cx} ${r.cy})` : undefined,
    }),
  ).join('');
}

/**
 * The mark `size` wide with its top-left corner at (x, y): in one colour (gold foil, print) or,
 * with colour undefined, in the brand's three. Defined once per picture and reused.
 */
export function mark(c: Canvas, x: number, y: number, size: number, colour?: string): string {
  const id = c.define(colour ? 'mark' : 'markBrand', (id) =>
    el('g', { id }, markRects(colour ? undefined : MARK_COLOURS)),
  );
  return el('use', { href: `#${id}`, transform: transform(x, y, 0, size / 32), fill: colour });
}
