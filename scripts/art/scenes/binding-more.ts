import type { Scene } from '../canvas.ts';
import { COLOURWAYS, F, P, shade } from '../colour.ts';
import { cloth, fabricOf, fabricRun, texture } from '../fabric.ts';
import { fabricFan, headerCard, standingBinder, wireO } from '../parts/binding.ts';
import { mark } from '../parts/mark.ts';
import { label, sheet } from '../parts/paper.ts';
import { room, shelf } from '../parts/room.ts';
import { linenTop, studioTop, woodTop } from '../parts/surface.ts';
import { boneFolder, clamp, gluePot, ruler, scissors } from '../parts/tools.ts';
import { circle, d, g, path, rect, segments, transform } from '../svg.ts';

export const MORE_BINDING_SCENES: Record<string, Scene> = {
  'binding/slide-09': (c) => {
    const fabric = fabricOf(c.rng, P.terracotta, ['herringbone']);
    return [
      woodTop(c, '#d2b08a'),
      g(
        { transform: transform(330, 170, -3) },
        sheet(40, 30, 900, 860, shade(P.paper, -0.04)),
        sheet(20, 15, 900, 860, P.white),
        sheet(0, 0, 900, 860, P.white),
        cloth(c, fabric, (fill) => rect(90, 110, 720, 520, fill)),
        label(c.rng, 90, 680, 380, 90, P.petrol),
        wireO(30, 0, 840),
      ),
    ];
  },
  'binding/slide-10': (c) => {
    const fabrics = fabricRun(c.rng, COLOURWAYS.earth, 6, ['plain', 'linen', 'twill', 'boucle']);
    return [
      studioTop(shade(P.sage, 0.45)),
      g(
        { transform: transform(120, 180, -3) },
        rect(12, 18, 900, 760, undefined, { class: 's', rx: 10 }),
        rect(0, 0, 900, 760, P.ink, { rx: 10 }),
        rect(30, 30, 840, 700, shade(P.ink, 0.15), { rx: 6 }),
        ...fabrics.map((f, i) => {
          const x = 60 + (i % 3) * 270;
          const y = 60 + Math.floor(i / 3) * 330;
          return (
            rect(x, y, 240, 300, P.white, { rx: 4 }) +
            cloth(c, f, (fill) => rect(x + 20, y + 20, 200, 200, fill)) +
            path(d`M${x + 20} ${y + 256}h120`, undefined, { class: 't', 'stroke-width': 8 })
          );
        }),
      ),
      g(
        { transform: transform(1120, 120, 8) },
        rect(12, 18, 380, 900, undefined, { class: 's', rx: 10 }),
        rect(0, 0, 380, 900, P.ink, { rx: 10 }),
        rect(0, 0, 380, 900, texture(c, 'linen'), { rx: 10 }),
        mark(c, 110, 300, 160, P.gold),
        rect(110, 520, 160, 6, P.gold),
      ),
    ];
  },
  'binding/slide-11': (c) => [
    linenTop(c, shade(P.linen, 0.2)),
    g(
      { transform: transform(160, 140, -2) },
      rect(10, 16, 1280, 920, undefined, { class: 's', rx: 6 }),
      cloth(c, { colour: P.petrol, weave: 'linen' }, (fill) => rect(0, 0, 1280, 920, fill, { rx: 6 })),
      rect(90, 90, 500, 740, P.board),
      rect(610, 90, 60, 740, P.board),
      rect(690, 90, 500, 740, P.board),
      path('M0 0h90L0 90zM1280 0h-90l90 90zM0 920h90L0 830zM1280 920h-90l90-90z', P.linen),
      segments(
        [
          [90, 90, 1190, 90],
          [90, 830, 1190, 830],
        ],
        shade(P.petrol, -0.3),
        4,
      ),
      rect(90, 90, 1100, 14, undefined, { class: 'k' }),
    ),
    boneFolder(1040, 1080, -10),
  ],
  'binding/slide-12': (c) => [
    woodTop(c, '#c79f76'),
    fabricFan(
      c,
      800,
      1080,
      fabricRun(c.rng, [...COLOURWAYS.warm, ...COLOURWAYS.jewel], 9, ['plain', 'twill', 'velvet', 'linen', 'check']),
      -64,
      64,
      860,
    ),
  ],
  'binding/slide-13': (c) => [
    room('#ebe5da', '#b39372', 1060),
    shelf(160, 860, 1280),
    ...[P.petrol, P.rust, P.teal, P.plum, F.olive, F.navy, P.gold].map((colour, i) =>
      standingBinder(c, 220 + i * 170, 300, 150, 560, colour),
    ),
  ],
  'binding/slide-14': (c) => {
    // Book blocks standing spine-up in a jig, glue brushed across their spines.
    const blocks = [P.rust, P.petrol, P.gold, P.plum, P.teal, F.olive, P.rust, P.petrol, P.gold].map(
      (band, i) =>
        rect(330 + i * 104, 250, 92, 700, i % 2 ? P.white : shade(P.paper, -0.05), { rx: 6 }) +
        rect(330 + i * 104, 250, 92, 16, band) +
        rect(330 + i * 104, 934, 92, 16, band),
    );
    return [
      woodTop(c, '#c49a6e'),
      rect(250, 200, 1100, 800, undefined, { class: 's', rx: 10 }),
      rect(240, 190, 80, 800, P.wood, { rx: 8 }),
      rect(1260, 190, 80, 800, P.wood, { rx: 8 }),
      ...blocks,
      rect(330, 480, 930, 240, '#f3ecd9', { 'fill-opacity': 0.85 }),
      rect(330, 490, 930, 30, '#fff', { 'fill-opacity': 0.5 }),
      clamp(120, 480, -90, 300),
      clamp(1480, 720, 90, 300),
      g(
        { transform: transform(1000, 600, -30) },
        rect(0, -18, 440, 36, P.rust, { rx: 14 }),
        rect(-90, -26, 96, 52, '#e4dccb', { rx: 8 }),
        rect(0, -22, 40, 44, P.steel),
      ),
      gluePot(1330, 1080, P.teal),
    ];
  },
  'binding/slide-15': (c) => [
    studioTop(shade(P.linen, 0.3)),
    ...fabricRun(c.rng, [...COLOURWAYS.cool, ...COLOURWAYS.earth], 4, ['twill', 'herringbone', 'check', 'linen']).map(
      (fabric, i) =>
        headerCard(
          c,
          290 + i * 340,
          600 + (i % 2) * 40,
          290,
          760,
          fabric,
          [P.petrol, P.plum, P.ink, P.teal][i]!,
          (i - 1.5) * 3,
        ),
    ),
  ],
  'binding/slide-16': (c) => [
    woodTop(c, '#c29a70'),
    rect(160, 140, 1280, 920, '#3f7a6a', { rx: 12 }),
    boneFolder(260, 240, 8),
    scissors(620, 300, 20, 1.2),
    ruler(220, 900, 1100, -3),
    clamp(1180, 250, 15),
    gluePot(480, 640, P.rust),
    g(
      { transform: transform(800, 600, -30) },
      rect(0, -8, 300, 16, P.wood, { rx: 8 }),
      path('M300 0l80 0', 'none', { stroke: P.steel, 'stroke-width': 6, 'stroke-linecap': 'round' }),
    ),
    circle(1060, 640, 60, P.linen),
    circle(1060, 640, 20, shade(P.linen, -0.3)),
    path('M1100 680q80 80 30 200', 'none', { stroke: P.linen, 'stroke-width': 4 }),
  ],
};
