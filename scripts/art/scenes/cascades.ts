import type { Scene } from '../canvas.ts';
import { COLOURWAYS, P, shade } from '../colour.ts';
import { fabricRun } from '../fabric.ts';
import { cascade } from '../parts/cascade.ts';
import { plant, room } from '../parts/room.ts';
import { woodTop } from '../parts/surface.ts';
import { place, rect, segments } from '../svg.ts';

function rail(x0: number, x1: number, y: number): string {
  return (
    segments([[x0, y, x1, y]], P.steel, 12, { 'stroke-linecap': 'round' }) +
    rect(x0 + 10, y - 30, 14, 36, shade(P.steel, -0.2)) +
    rect(x1 - 24, y - 30, 14, 36, shade(P.steel, -0.2))
  );
}

export const CASCADE_SCENES: Record<string, Scene> = {
  'services/cascadas/cover': (c) => {
    const ways = [COLOURWAYS.warm, COLOURWAYS.cool, COLOURWAYS.jewel];
    const headers = [P.petrol, P.plum, P.ink];
    return [
      room(P.sand, '#d9c7a8', 1010),
      rail(150, 1450, 200),
      ...ways.map((way, i) =>
        cascade(c, {
          x: 230 + i * 430,
          y: 262,
          w: 320,
          fabrics: fabricRun(c.rng, way, 7),
          step: 84,
          header: headers[i]!,
        }),
      ),
    ];
  },
  'services/cascadas/gallery-1': (c) => [
    room('#e4ece8', '#c9b79a', 1080),
    rail(380, 1220, 96),
    cascade(c, {
      x: 540,
      y: 160,
      w: 520,
      headerH: 150,
      fabrics: fabricRun(c.rng, COLOURWAYS.warm, 8),
      step: 94,
      header: P.plum,
    }),
  ],
  'services/cascadas/gallery-2': (c) => {
    const ways = [COLOURWAYS.earth, COLOURWAYS.pastel, COLOURWAYS.cool, COLOURWAYS.jewel];
    return [
      room(P.linen, '#b89b78', 1000),
      rect(80, 110, 1440, 640, shade(P.linen, 0.35), { rx: 10 }),
      rail(110, 1490, 170),
      ...ways.map((way, i) =>
        cascade(c, {
          x: 200 + i * 320,
          y: 230,
          w: 240,
          fabrics: fabricRun(c.rng, way, 5),
          step: 80,
          header: i % 2 ? P.petrol : P.plum,
        }),
      ),
      plant(1440, 1000),
    ];
  },
  'services/cascadas/gallery-3': (c) => [
    room(shade(P.sage, 0.55), '#cdb894', 1150, false),
    place(
      -60,
      0,
      0,
      2.1,
      cascade(c, {
        x: 220,
        y: 190,
        w: 460,
        headerH: 120,
        fabrics: fabricRun(c.rng, COLOURWAYS.jewel, 6),
        step: 62,
        header: P.petrol,
      }),
      rect(140, 94, 620, 10, P.steel, { rx: 5 }),
    ),
  ],
  'services/cascadas/gallery-4': (c) => [
    woodTop(c, '#d2b08a'),
    ...[
      [-10, 300, 160, COLOURWAYS.cool, P.petrol],
      [2, 760, 120, COLOURWAYS.pastel, P.teal],
      [12, 1230, 170, COLOURWAYS.neutral, P.ink],
    ].map(([rot, x, y, way, header]) => {
      const spec = {
        x: -170,
        y: 0,
        w: 340,
        fabrics: fabricRun(c.rng, way as readonly string[], 7),
        step: 100,
        header: header as string,
        hook: false,
      };
      return place(x as number, y as number, rot as number, 1, cascade(c, spec));
    }),
  ],
};
