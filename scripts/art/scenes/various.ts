import type { Scene } from '../canvas.ts';
import { COLOURWAYS, F, P, shade } from '../colour.ts';
import { cloth, fabricOf, fabricRun } from '../fabric.ts';
import { fabricFan } from '../parts/binding.ts';
import { overlock, rivetPress } from '../parts/machines.ts';
import { room, rollSide, shelf, rollEnds, windowPane, workbench } from '../parts/room.ts';
import { cutStack, overlockEdge, straightKnife } from '../parts/sewing.ts';
import { cuttingMat, linenTop, studioTop } from '../parts/surface.ts';
import { rotaryCutter, ruler, scissors } from '../parts/tools.ts';
import { g, path, place, poly, rect, segments, transform } from '../svg.ts';

export const VARIOUS_SCENES: Record<string, Scene> = {
  'services/varios/cover': (c) => {
    const fabric = fabricOf(c.rng, P.teal, ['herringbone']);
    return [
      linenTop(c, shade(P.linen, -0.05)),
      cuttingMat(c, 100, 100, 1400, 1000),
      g(
        { transform: transform(240, 220, -3) },
        rect(12, 18, 820, 700, undefined, { class: 's' }),
        cloth(c, fabric, (fill) => rect(0, 0, 820, 700, fill)),
        cloth(c, fabric, (fill) => rect(860, 0, 140, 700, fill)),
        path('M840 -60v820', 'none', {
          stroke: '#fff',
          'stroke-width': 3,
          'stroke-dasharray': '10 10',
          'stroke-opacity': 0.7,
        }),
        overlockEdge(0, 700, 820, 0, P.gold, 22),
      ),
      ruler(1160, 90, 920, 90),
      rotaryCutter(1080, 560, 70),
    ];
  },
  'various/gallery-1': (c) => {
    const fabric = fabricOf(c.rng, F.denim, ['twill']);
    return [
      room('#e4e8e6', '#a9a59c', 1050, false),
      windowPane(1150, 140, 300, 380, 1050),
      rect(100, 760, 1400, 60, shade(P.wood, -0.05), { rx: 6 }),
      rect(100, 800, 1400, 20, undefined, { class: 'k' }),
      rect(150, 820, 40, 230, shade(P.wood, -0.35)),
      rect(1410, 820, 40, 230, shade(P.wood, -0.35)),
      cloth(c, fabric, (fill) => poly([330, 760, 1480, 760, 1520, 700, 370, 700], fill)),
      rollSide(130, 760, 240, 90, fabric.colour, shade(fabric.colour, 0.2)),
      place(860, 730, 0, 1.5, straightKnife()),
      ...[0, 1, 2].map((i) =>
        rect(1160 + i * 8, 690 - i * 14, 240, 14, i % 2 ? fabric.colour : shade(fabric.colour, -0.1), { rx: 3 }),
      ),
    ];
  },
  'various/gallery-2': (c) => [
    room('#e9e2d5', '#b59674', 1080),
    workbench(220, 800, 1160, 1080),
    place(
      800,
      800,
      0,
      1,
      overlock(c, '#eef0ee', P.teal, fabricOf(c.rng, P.terracotta, ['twill']), [P.terracotta, P.gold, P.teal, P.plum]),
    ),
  ],
  'various/gallery-3': (c) => [
    studioTop(P.sand),
    ...fabricRun(c.rng, [P.plum, F.mustard, P.petrol], 3, ['twill', 'linen', 'herringbone']).map((fabric, i) =>
      g(
        { transform: transform(200 + i * 60, 150 + i * 330, -4 + i * 3) },
        rect(12, 18, 1100, 300, undefined, { class: 's' }),
        cloth(c, fabric, (fill) => rect(0, 0, 1100, 300, fill)),
        overlockEdge(0, 300, 1100, 0, [P.gold, P.white, P.terracotta][i]!, 30),
      ),
    ),
  ],
  'various/gallery-4': (c) => {
    const fabrics = fabricRun(c.rng, COLOURWAYS.warm, 6, ['plain', 'twill', 'linen']);
    let x = 220;
    const strips = fabrics.map((fabric, i) => {
      const w = 40 + i * 26;
      const strip =
        cloth(c, fabric, (fill) => rect(x, 220, w, 800, fill)) + rect(x + 6, 226, w, 800, undefined, { class: 's' });
      x += w + 40;
      return strip;
    });
    return [
      studioTop(P.linen),
      cuttingMat(c, 120, 120, 1360, 960),
      ...strips,
      ruler(200, 160, 1200, 0),
      scissors(1200, 860, -40, 1),
    ];
  },
  'various/gallery-5': (c) => [
    room('#e7e0d2', '#aa8b69', 1080),
    shelf(900, 360, 560),
    rollEnds(c.rng, 940, 360, [P.teal, P.terracotta, F.mustard, P.plum, P.sage]),
    workbench(120, 820, 1360, 1080),
    place(480, 820, 0, 1, rivetPress(P.petrol)),
    fabricFan(c, 1100, 800, fabricRun(c.rng, COLOURWAYS.cool, 5, ['plain', 'twill']), -38, 38, 330),
  ],
  'various/gallery-6': (c) => [
    room('#e5e7e2', '#b5a48b', 1060),
    rect(100, 980, 1400, 40, shade(P.wood, -0.2)),
    segments(
      [
        [140, 1020, 140, 1060],
        [800, 1020, 800, 1060],
        [1460, 1020, 1460, 1060],
      ],
      shade(P.wood, -0.4),
      30,
    ),
    ...fabricRun(c.rng, [...COLOURWAYS.earth, ...COLOURWAYS.cool], 4, ['twill', 'linen', 'herringbone']).map(
      (fabric, i) => cutStack(c, 160 + i * 330, 980, 280, 14 + (i % 2) * 6, fabric),
    ),
  ],
};
