import type { Canvas, Scene } from '../canvas.ts';
import { COLOURWAYS, P, shade } from '../colour.ts';
import { cloth, fabricRun, type Fabric } from '../fabric.ts';
import { label } from '../parts/paper.ts';
import { room } from '../parts/room.ts';
import { linenTop, studioTop, woodTop } from '../parts/surface.ts';
import { pinkedOutline, swatch } from '../parts/swatch.ts';
import { pinkingShears } from '../parts/tools.ts';
import { el, g, rect, transform } from '../svg.ts';

/** A stack of cuttings, slightly askew, the top one labelled. */
function stack(c: Canvas, cx: number, cy: number, fabrics: Fabric[], w = 420, h = 340): string {
  return fabrics
    .map((fabric, i) =>
      swatch(c, {
        cx: cx + c.rng.range(-30, 30),
        cy: cy - i * 16,
        w,
        h,
        fabric,
        pinked: true,
        rotate: c.rng.range(-9, 9),
        label: i === fabrics.length - 1,
      }),
    )
    .join('');
}

/** A cutting hanging from a clip on a board (front view). */
function clipped(c: Canvas, x: number, y: number, fabric: Fabric): string {
  return (
    swatch(c, { cx: x, cy: y + 170, w: 250, h: 320, fabric, pinked: true, label: true }) +
    rect(x - 50, y - 10, 100, 44, P.ink, { rx: 6 }) +
    rect(x - 34, y - 34, 68, 30, 'none', { rx: 8, stroke: P.steel, 'stroke-width': 7 })
  );
}

/** Cuttings filed upright in a box, seen from the front: tops with their labels over the rim. */
function filedBox(c: Canvas, x: number, y: number, fabrics: Fabric[]): string {
  const w = 300;
  const h = 260;
  const href = `#${pinkedOutline(c, w, h)}`;
  const cards = fabrics.map((f, i) =>
    g(
      { transform: transform(x + 150 + i * 44, y - 110 - (i % 3) * 30 + i * 28) },
      cloth(c, f, (fill) => el('use', { href, fill })),
      label(c.rng, -120, -100, 150, 40, P.petrol),
    ),
  );
  return (
    cards.join('') +
    rect(x, y, 520, 300, '#c9a77a', { rx: 8 }) +
    rect(x, y, 520, 26, shade('#c9a77a', -0.15)) +
    rect(x + 170, y + 110, 180, 70, P.white, { rx: 6 })
  );
}

export const CUTTING_SCENES: Record<string, Scene> = {
  'services/cuttings/cover': (c) => [
    woodTop(c, '#cfae86'),
    stack(c, 340, 760, fabricRun(c.rng, COLOURWAYS.warm, 5, ['twill', 'linen', 'plain'])),
    stack(c, 800, 500, fabricRun(c.rng, COLOURWAYS.cool, 5, ['herringbone', 'boucle', 'plain'])),
    stack(c, 1260, 800, fabricRun(c.rng, COLOURWAYS.earth, 5, ['check', 'tartan', 'basket'])),
  ],
  'services/cuttings/gallery-1': (c) => [
    linenTop(c),
    swatch(c, {
      cx: 720,
      cy: 590,
      w: 760,
      h: 620,
      fabric: { colour: P.teal, weave: 'herringbone' },
      pinked: true,
      label: true,
      rotate: -3,
    }),
    pinkingShears(1080, 880, -28, 1.4),
  ],
  'services/cuttings/gallery-2': (c) => {
    const fabrics = fabricRun(c.rng, [...COLOURWAYS.pastel, ...COLOURWAYS.earth], 12, [
      'plain',
      'linen',
      'twill',
      'basket',
    ]);
    return [
      studioTop(P.paper),
      ...fabrics.map((fabric, i) =>
        swatch(c, {
          cx: 260 + (i % 4) * 360,
          cy: 220 + Math.floor(i / 4) * 380,
          w: 300,
          h: 300,
          fabric,
          pinked: true,
          label: true,
        }),
      ),
    ];
  },
  'services/cuttings/gallery-3': (c) => [
    room(shade(P.sage, 0.5), '#c2a27c', 960, false),
    rect(0, 960, 1600, 240, '#cdb08c'),
    filedBox(c, 200, 600, fabricRun(c.rng, COLOURWAYS.jewel, 6, ['plain', 'twill', 'velvet'])),
    filedBox(c, 880, 600, fabricRun(c.rng, COLOURWAYS.warm, 6, ['plain', 'linen', 'herringbone'])),
  ],
  'services/cuttings/gallery-4': (c) => [
    room(P.sand, '#c4a47f', 1060),
    rect(140, 90, 1320, 820, '#b98a5e', { rx: 10 }),
    rect(165, 115, 1270, 770, '#d6b48a'),
    ...fabricRun(c.rng, COLOURWAYS.cool, 8, ['plain', 'herringbone', 'check', 'stripe']).map((fabric, i) =>
      clipped(c, 300 + (i % 4) * 330, 140 + Math.floor(i / 4) * 380, fabric),
    ),
  ],
};
