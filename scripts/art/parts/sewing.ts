import type { Canvas } from '../canvas.ts';
import { P, shade } from '../colour.ts';
import { cloth, type Fabric } from '../fabric.ts';
import { d, ellipse, g, path, poly, rect, transform } from '../svg.ts';

/** Cutting and overlocking. */

/** An overlocked edge along the x axis from (x, y), `length` long: looped thread over the edge and a chain stitch. */
export function overlockEdge(x: number, y: number, length: number, rotate: number, thread: string, size = 16): string {
  const n = Math.floor(length / (size * 0.7));
  const zig = Array.from({ length: n }, (_, i) => d`l${size * 0.35} ${i % 2 ? -size : size}l${size * 0.35} 0`).join('');
  return g(
    { transform: transform(x, y, rotate) },
    path(d`M0 ${-size / 2}` + zig, 'none', {
      stroke: thread,
      'stroke-width': Math.max(2.5, size * 0.16),
      'stroke-linejoin': 'round',
    }),
    path(d`M0 ${-size * 0.9}h${length}`, 'none', {
      stroke: shade(thread, -0.2),
      'stroke-width': Math.max(2, size * 0.12),
      'stroke-dasharray': `${size * 0.5} ${size * 0.3}`,
    }),
    path(d`M${length} ${-size / 2}c${size * 2} 0 ${size * 2} ${size * 2} ${size * 4} ${size * 1.5}`, 'none', {
      stroke: thread,
      'stroke-width': Math.max(2.5, size * 0.16),
    }),
  );
}

/** A straight-knife cutting machine standing on the lay of fabric: base plate, blade upright, motor and handle. */
export function straightKnife(body: string = P.steel): string {
  return [
    ellipse(0, 6, 150, 14, undefined, { class: 's' }),
    poly([-130, 0, 130, 0, 100, -30, -100, -30], shade(body, -0.15)),
    rect(-18, -300, 36, 280, '#dfe4e6'),
    rect(-6, -290, 12, 260, '#f4f6f7'),
    rect(-70, -420, 140, 130, body, { rx: 20 }),
    rect(-70, -420, 140, 30, undefined, { class: 'h', rx: 20 }),
    rect(-40, -470, 80, 60, P.rust, { rx: 12 }),
    rect(60, -400, 110, 30, P.ink, { rx: 12 }),
  ].join('');
}

/** A stack of cut pieces seen from the front: thin layers of cloth, slightly uneven, a ticket on top. */
export function cutStack(c: Canvas, x: number, y: number, w: number, layers: number, fabric: Fabric): string {
  const out: string[] = [];
  for (let i = 0; i < layers; i++) {
    const dx = c.rng.range(-8, 8);
    out.push(rect(x + dx, y - (i + 1) * 22, w, 21, i % 2 ? fabric.colour : shade(fabric.colour, -0.1), { rx: 6 }));
  }
  const top = y - layers * 22;
  out.push(cloth(c, fabric, (fill) => poly([x, top, x + w, top, x + w - 30, top - 40, x + 30, top - 40], fill)));
  out.push(rect(x + w * 0.3, top - 34, w * 0.4, 26, P.white, { rx: 3 }));
  return out.join('');
}
