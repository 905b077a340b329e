import type { Canvas } from '../canvas.ts';
import { P } from '../colour.ts';
import { texture, type Fabric } from '../fabric.ts';
import { d, el, g, path, rect, transform } from '../svg.ts';
import { mark } from './mark.ts';
import { textBlock } from './paper.ts';
import { pinkedHem } from './swatch.ts';

export interface CascadeSpec {
  /** Left edge and the top of the header card. */
  x: number;
  y: number;
  w: number;
  /** Front piece first: each one shows `step` more than the one in front of it. */
  fabrics: Fabric[];
  step: number;
  headerH?: number;
  header?: string;
  hook?: boolean;
  /** Shadow thrown on the wall behind. */
  shadow?: boolean;
}

/** Height of a cascade below its top: header plus one step per piece. */
export function cascadeHeight(s: CascadeSpec): number {
  return (s.headerH ?? s.w * 0.3) + s.fabrics.length * s.step;
}

/** A textile cascade: a hook, a printed header card and fabric pieces hanging in waterfall steps. */
export function cascade(c: Canvas, s: CascadeSpec): string {
  const headerH = s.headerH ?? s.w * 0.3;
  const hem = `#${pinkedHem(c, s.w)}`;
  const out: string[] = [];
  if (s.shadow !== false) out.push(rect(16, 18, s.w, cascadeHeight(s), undefined, { class: 's' }));
  if (s.hook !== false) {
    out.push(
      path(d`M${s.w / 2} 0v-30c0-34 46-34 46-6`, 'none', {
        stroke: P.steel,
        'stroke-width': 7,
        'stroke-linecap': 'round',
      }),
    );
  }
  // Each piece shows one band; the weave textures go on top, one path per weave across its bands.
  const bands = new Map<string, string>();
  for (let i = s.fabrics.length - 1; i >= 0; i--) {
    const fabric = s.fabrics[i]!;
    const band = d`M0 ${headerH + i * s.step}h${s.w}v${s.step}h${-s.w}z`;
    out.push(path(band, fabric.colour), el('use', { href: hem, y: headerH + (i + 1) * s.step, fill: fabric.colour }));
    const overlay = texture(c, fabric.weave);
    if (overlay) bands.set(overlay, (bands.get(overlay) ?? '') + band);
  }
  for (const [overlay, data] of bands) out.push(path(data, overlay));
  out.push(
    rect(0, headerH, s.w, 10, undefined, { class: 'k' }),
    rect(0, 0, s.w, headerH, s.header ?? P.petrol, { rx: 6 }),
    rect(0, 0, s.w, headerH * 0.14, undefined, { class: 'k', rx: 6 }),
    mark(c, s.w * 0.08, headerH * 0.3, headerH * 0.5, P.gold),
    textBlock(c.rng, s.w * 0.42, headerH * 0.45, s.w * 0.46, 2, headerH * 0.22, 'tw', Math.max(4, headerH * 0.07)),
  );
  return g({ transform: transform(s.x, s.y) }, ...out);
}
