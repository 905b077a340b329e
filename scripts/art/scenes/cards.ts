import type { Scene } from '../canvas.ts';
import { COLOURWAYS, P, shade } from '../colour.ts';
import { fabricRun } from '../fabric.ts';
import { colourCard } from '../parts/card.ts';
import { frame, room, shelf, binders } from '../parts/room.ts';
import { studioTop, woodTop } from '../parts/surface.ts';
import { place } from '../svg.ts';

export const CARD_SCENES: Record<string, Scene> = {
  'services/cartas-colores/cover': (c) => [
    studioTop(shade(P.sage, 0.45)),
    colourCard(c, {
      cx: 1040,
      cy: 560,
      w: 620,
      h: 860,
      cols: 3,
      rows: 5,
      fabrics: fabricRun(c.rng, COLOURWAYS.cool, 15),
      header: P.plum,
      rotate: 9,
    }),
    colourCard(c, {
      cx: 640,
      cy: 620,
      w: 680,
      h: 940,
      cols: 4,
      rows: 6,
      fabrics: fabricRun(c.rng, COLOURWAYS.warm, 24, ['plain', 'linen', 'twill']),
      rotate: -4,
    }),
  ],
  'services/cartas-colores/gallery-1': (c) => [
    studioTop(P.sand),
    colourCard(c, {
      cx: 800,
      cy: 600,
      w: 1300,
      h: 900,
      cols: 6,
      rows: 4,
      fabrics: fabricRun(c.rng, COLOURWAYS.jewel, 24, ['plain', 'velvet', 'twill']),
      header: P.ink,
    }),
  ],
  'services/cartas-colores/gallery-2': (c) => [
    woodTop(c, '#d6b690'),
    ...[-21, -7, 7, 21].map((rotate, i) =>
      place(
        800,
        1080,
        rotate,
        1,
        colourCard(c, {
          cx: 0,
          cy: -470,
          w: 460,
          h: 760,
          cols: 3,
          rows: 4,
          fabrics: fabricRun(c.rng, Object.values(COLOURWAYS)[i]!, 12, ['plain', 'linen']),
          header: [P.petrol, P.plum, P.teal, P.rust][i]!,
        }),
      ),
    ),
  ],
  'services/cartas-colores/gallery-3': (c) => [
    room('#e9e4da', '#b89b78', 1030),
    ...[0, 1, 2].map(
      (i) =>
        frame(170 + i * 450, 140, 360, 500, '') +
        colourCard(c, {
          cx: 350 + i * 450,
          cy: 390,
          w: 300,
          h: 440,
          cols: 3,
          rows: 4,
          fabrics: fabricRun(c.rng, [COLOURWAYS.pastel, COLOURWAYS.earth, COLOURWAYS.cool][i]!, 12, ['plain', 'linen']),
          header: [P.teal, P.plum, P.petrol][i]!,
        }),
    ),
    shelf(200, 820, 1200),
    binders(c.rng, 300, 820, [P.petrol, P.teal, P.sage, P.linen, P.gold, P.terracotta, P.plum]),
  ],
  'services/cartas-colores/gallery-4': (c) => [
    studioTop(P.linen),
    place(
      800,
      600,
      -6,
      2.3,
      colourCard(c, {
        cx: 0,
        cy: 60,
        w: 620,
        h: 560,
        cols: 4,
        rows: 3,
        fabrics: fabricRun(c.rng, COLOURWAYS.earth, 12, ['herringbone', 'basket', 'boucle', 'tartan', 'twill']),
        header: P.petrol,
      }),
    ),
  ],
};
