import type { Scene } from '../canvas.ts';
import { COLOURWAYS, F, P, shade } from '../colour.ts';
import { spread } from '../parts/catalogue.ts';
import { stampingPress } from '../parts/machines.ts';
import { sheet } from '../parts/paper.ts';
import { brassDie, colourBar, cropMarks, foilRoll, labelSheet, stampedCover } from '../parts/print.ts';
import { pendant, room, workbench } from '../parts/room.ts';
import { linenTop, studioTop, woodTop } from '../parts/surface.ts';
import { loupe } from '../parts/tools.ts';
import { g, place, rect, transform } from '../svg.ts';

const CMYK = ['#00a0c6', '#d6007e', '#f7d117', '#1d2730'];

export const PRINTING_SCENES: Record<string, Scene> = {
  'services/imprenta/cover': (c) => [
    studioTop(shade(P.sage, 0.5)),
    labelSheet(c, 120, 110, 620, 720, 2, 4, P.petrol, -4),
    stampedCover(c, 820, 420, 520, 680, P.plum, 6),
    brassDie(c, 860, 90, 380, -8),
    foilRoll(c, 160, 900, 480, -3),
  ],
  'printing/carousel-1': (c) => [
    woodTop(c, '#caa780'),
    labelSheet(c, 220, 110, 760, 980, 2, 5, P.terracotta, -2),
    labelSheet(c, 1020, 300, 460, 480, 2, 2, P.teal, 9),
  ],
  'printing/carousel-2': (c) => [
    linenTop(c, shade(P.linen, -0.05)),
    stampedCover(c, 360, 110, 760, 980, F.navy, -3),
    brassDie(c, 1150, 760, 300, 14),
  ],
  'printing/carousel-3': (c) => [
    room('#dde4e3', '#9d9a93', 1090, false),
    pendant(560, 60, P.ink),
    place(560, 1110, 0, 1.05, stampingPress(P.petrol, P.plum)),
    workbench(1000, 800, 520, 1090, '#d8cdb8'),
    ...[F.navy, P.plum, F.forest, P.plum, F.navy].map((colour, i) =>
      rect(1040 + (i % 2) * 10, 776 - i * 24, 340, 22, colour, { rx: 3 }),
    ),
    stampedCover(c, 1080, 380, 260, 300, P.plum, -3),
  ],
  'printing/carousel-4': (c) => [
    studioTop(P.sand),
    g(
      { transform: transform(120, 90, -2) },
      sheet(0, 0, 1360, 1000, P.white),
      cropMarks(60, 60, 600, 860),
      cropMarks(700, 60, 600, 860),
    ),
    spread(c, {
      cx: 800,
      cy: 560,
      w: 1240,
      h: 850,
      colours: [P.sage, P.terracotta, F.mustard, P.petrol, P.plum],
      rotate: -2,
    }),
  ],
  'printing/carousel-5': (c) => {
    const ramps = CMYK.map((colour, r) =>
      colourBar(
        140,
        140 + r * 110,
        90,
        [0.8, 0.6, 0.4, 0.2, 0].map((t) => shade(colour, t)),
      ),
    );
    const brand = colourBar(140, 620, 90, [P.petrol, P.teal, P.sage, P.linen, P.gold]);
    return [
      woodTop(c, '#b98f66'),
      g(
        { transform: transform(200, 110, 3) },
        sheet(0, 0, 880, 960, P.white),
        cropMarks(100, 100, 680, 760),
        ...ramps,
        brand,
        colourBar(140, 760, 90, [P.terracotta, P.rust, P.plum, ...COLOURWAYS.cool.slice(3, 5)]),
      ),
      rect(1160, 300, 220, 420, P.ink, { rx: 40 }),
      rect(1195, 350, 150, 110, '#7fc7b2', { rx: 10 }),
      rect(1210, 500, 120, 30, P.steel, { rx: 12 }),
      rect(1230, 640, 80, 50, shade(P.ink, 0.25), { rx: 10 }),
      loupe(1200, 960, 110, 20),
    ];
  },
};
