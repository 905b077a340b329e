import type { Scene } from '../canvas.ts';
import { COLOURWAYS, F, P, shade } from '../colour.ts';
import { fabricRun } from '../fabric.ts';
import { brochure, spread } from '../parts/catalogue.ts';
import { room, plant } from '../parts/room.ts';
import { studioTop, woodTop } from '../parts/surface.ts';
import { swatch } from '../parts/swatch.ts';
import { pencil } from '../parts/tools.ts';
import { rect } from '../svg.ts';

export const CATALOGUE_SCENES: Record<string, Scene> = {
  'services/catalogos/cover': (c) => [
    studioTop(shade(P.linen, 0.2)),
    ...[
      [-30, P.petrol, COLOURWAYS.warm],
      [-12, P.plum, COLOURWAYS.cool],
      [6, P.ink, COLOURWAYS.earth],
      [24, P.teal, COLOURWAYS.jewel],
    ].map(([rotate, accent, colours], i) =>
      brochure(c, {
        cx: 560 + i * 170,
        cy: 560 + Math.abs(i - 1.5) * 30,
        w: 520,
        h: 720,
        colours: colours as readonly string[],
        accent: accent as string,
        rotate: rotate as number,
      }),
    ),
  ],
  'services/catalogos/gallery-1': (c) => [
    woodTop(c),
    spread(c, {
      cx: 800,
      cy: 600,
      w: 1340,
      h: 900,
      colours: [P.terracotta, P.teal, F.mustard, P.plum, P.sage],
      rotate: -2,
    }),
  ],
  'services/catalogos/gallery-2': (c) => [
    studioTop(P.sand),
    ...[0, 1, 2, 3, 4].map((i) =>
      rect(330 + i * 6, 240 + i * 14, 560, 780, i % 2 ? P.white : shade(P.paper, -0.06), { rx: 4 }),
    ),
    brochure(c, { cx: 640, cy: 640, w: 560, h: 780, colours: COLOURWAYS.jewel, accent: P.plum }),
    brochure(c, { cx: 1200, cy: 560, w: 480, h: 680, colours: COLOURWAYS.pastel, accent: P.teal, rotate: 12 }),
  ],
  'services/catalogos/gallery-3': (c) => [
    woodTop(c, '#c79f76'),
    spread(c, { cx: 760, cy: 600, w: 1300, h: 880, colours: [F.navy, F.sky, P.linen, F.denim], rotate: 2 }),
    ...fabricRun(c.rng, COLOURWAYS.cool, 4, ['herringbone', 'twill', 'boucle', 'linen']).map((fabric, i) =>
      swatch(c, {
        cx: 1130 + (i % 2) * 200,
        cy: 380 + Math.floor(i / 2) * 300,
        w: 170,
        h: 230,
        fabric,
        pinked: true,
        rotate: 2,
      }),
    ),
    pencil(120, 1110, 440, -8, P.teal),
  ],
  'services/catalogos/gallery-4': (c) => [
    room('#e7e1d6', '#b2916d', 1060),
    rect(380, 120, 840, 900, shade(P.wood, -0.1), { rx: 10 }),
    ...[0, 1, 2].map((k) => rect(400, 410 + k * 300, 800, 26, shade(P.wood, -0.35))),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      brochure(c, {
        cx: 600 + (i % 2) * 400,
        cy: 290 + Math.floor(i / 2) * 300,
        w: 190,
        h: 250,
        colours: Object.values(COLOURWAYS)[i]!,
        accent: [P.petrol, P.plum, P.teal, P.ink, P.rust, P.petrol][i]!,
      }),
    ),
    plant(1380, 1060),
  ],
};
