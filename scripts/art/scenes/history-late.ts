import type { Scene } from '../canvas.ts';
import { F, P, shade } from '../colour.ts';
import { cloth, fabricOf } from '../fabric.ts';
import { overlock, rivetPress } from '../parts/machines.ts';
import { flatbedCutter, industrialOverlock, vGroover } from '../parts/machines-modern.ts';
import { mark } from '../parts/mark.ts';
import { clock, room, windowPane, workbench } from '../parts/room.ts';
import { studioTop } from '../parts/surface.ts';
import { circle, d, g, path, place, poly, rect, segments, transform } from '../svg.ts';

const MODERN_WALL = '#eceeed';
const MODERN_FLOOR = '#c4c7c5';
const BOARD = P.board;

/** Linear ceiling lights of a modern workshop. */
function ceilingLights(xs: number[]): string {
  return xs
    .map(
      (x) =>
        segments(
          [
            [x + 20, 0, x + 20, 60],
            [x + 280, 0, x + 280, 60],
          ],
          P.steel,
          3,
        ) + rect(x, 60, 300, 22, P.white, { rx: 8 }),
    )
    .join('');
}

/** A stack of grey boards on a pallet, front view. */
function boardStack(x: number, y: number, w: number, layers: number): string {
  const pallet = rect(x, y - 40, w, 40, shade(P.wood, -0.2)) + rect(x + 20, y - 30, w - 40, 20, shade(P.wood, -0.45));
  const stack =
    rect(x + 6, y - 40 - layers * 12, w - 12, layers * 12, BOARD) +
    path(Array.from({ length: layers }, (_, i) => d`M${x + 6} ${y - 40 - i * 12}h${w - 12}`).join(''), 'none', {
      stroke: shade(BOARD, -0.2),
      'stroke-width': 2,
    });
  return pallet + stack + rect(x + 6, y - 40 - layers * 12, w - 12, 10, undefined, { class: 'h' });
}

export const LATE_HISTORY_SCENES: Record<string, Scene> = {
  'history/milling/photo-1': () => [
    room('#ebe6dc', '#a9a59c', 1080, false),
    windowPane(1220, 130, 250, 330, 1080),
    place(760, 1110, 0, 1.05, vGroover()),
  ],
  'history/milling/photo-2': () => [
    room('#e9e3d8', '#a9a59c', 1060, false),
    ...[0, 1, 2, 3].map((i) =>
      poly(
        [1180 + i * 40, 1060, 1230 + i * 40, 1060, 1420 + i * 40, 260, 1370 + i * 40, 260],
        shade(BOARD, i % 2 ? 0.08 : -0.05),
      ),
    ),
    boardStack(120, 1060, 460, 40),
    boardStack(640, 1060, 460, 28),
  ],
  'history/milling/photo-3': () => [room('#e8e3d9', '#a9a59c', 1180, false), place(700, 1650, 0, 2.4, vGroover())],
  'history/milling/photo-4': (c) => {
    const groove = (x: number, y: number, h: number) =>
      path(d`M${x} ${y}v${h}`, 'none', { stroke: shade(BOARD, -0.4), 'stroke-width': 8 }) +
      path(d`M${x + 7} ${y}v${h}`, 'none', { stroke: shade(BOARD, 0.3), 'stroke-width': 3 });
    return [
      studioTop(shade(P.linen, 0.1)),
      g(
        { transform: transform(120, 180, -3) },
        rect(12, 18, 700, 520, undefined, { class: 's' }),
        rect(0, 0, 700, 520, BOARD),
        groove(300, 0, 520),
        groove(400, 0, 520),
      ),
      g(
        { transform: transform(960, 720) },
        poly([-260, 0, 200, 0, 200, 320, -260, 320], shade(BOARD, -0.05)),
        poly([-260, 0, -150, -120, 310, -120, 200, 0], shade(BOARD, 0.15)),
        poly([200, 0, 310, -120, 310, 200, 200, 320], shade(BOARD, -0.2)),
        path('M-260 0L200 0', 'none', { stroke: shade(BOARD, -0.4), 'stroke-width': 5 }),
      ),
      g(
        { transform: transform(360, 820, 4) },
        rect(12, 18, 520, 300, undefined, { class: 's', rx: 6 }),
        cloth(c, fabricOf(c.rng, P.petrol, ['linen']), (fill) => rect(0, 0, 520, 300, fill, { rx: 6 })),
        mark(c, 210, 90, 100, P.gold),
      ),
    ];
  },
  'history/machines/photo-1': (c) => [
    room(MODERN_WALL, MODERN_FLOOR, 1070, false),
    ceilingLights([200, 650, 1100]),
    place(760, 1110, 0, 1, flatbedCutter(c, fabricOf(c.rng, F.denim, ['twill']))),
  ],
  'history/machines/photo-2': (c) => [
    room(MODERN_WALL, MODERN_FLOOR, 1070, false),
    ceilingLights([250, 1050]),
    windowPane(120, 180, 240, 360, 1070, '#dcebee'),
    place(880, 1090, 0, 1.1, industrialOverlock(c, fabricOf(c.rng, P.terracotta, ['twill']))),
  ],
  'history/machines/photo-3': (c) => [
    room(MODERN_WALL, MODERN_FLOOR, 1040, false),
    ceilingLights([150, 650, 1150]),
    clock(1440, 220, 46),
    workbench(60, 820, 1480, 1040, '#d8cdb8'),
    place(
      360,
      820,
      0,
      0.8,
      overlock(c, P.white, P.teal, fabricOf(c.rng, F.mustard, ['linen']), [P.teal, P.gold, P.terracotta, P.plum]),
    ),
    place(
      1020,
      820,
      0,
      0.8,
      overlock(c, P.white, P.rust, fabricOf(c.rng, F.sky, ['twill']), [P.plum, P.teal, P.sage, P.gold]),
    ),
    place(1360, 820, 0, 0.6, rivetPress(P.teal)),
  ],
  'history/machines/photo-4': (c) => {
    const nest = [
      [60, 60, 240, 150],
      [330, 60, 180, 230],
      [540, 60, 220, 150],
      [60, 240, 240, 200],
      [540, 240, 220, 200],
      [330, 320, 180, 120],
    ]
      .map(([x, y, w, h]) => d`M${x!} ${y!}h${w!}v${h!}h${-w!}z`)
      .join('');
    return [
      rect(0, 0, 1600, 1200, '#dfe3e2'),
      rect(140, 110, 1320, 900, P.ink, { rx: 30 }),
      rect(180, 150, 1240, 820, '#14303a', { rx: 10 }),
      g(
        { transform: transform(220, 200) },
        cloth(c, fabricOf(c.rng, F.denim, ['twill']), (fill) => rect(0, 0, 820, 500, fill)),
        path(nest, 'none', { stroke: P.white, 'stroke-width': 5, 'stroke-dasharray': '18 10' }),
        rect(0, 560, 820, 24, '#2b4c56', { rx: 12 }),
        rect(0, 560, 560, 24, P.sage, { rx: 12 }),
      ),
      ...[0, 1, 2, 3].map((i) => rect(1100, 210 + i * 130, 280, 100, i === 0 ? P.teal : '#2b4c56', { rx: 14 })),
      circle(1240, 870, 50, P.rust),
      circle(1240, 870, 50, 'none', { stroke: '#fff', 'stroke-opacity': 0.3, 'stroke-width': 8 }),
      rect(560, 1010, 480, 190, shade(P.ink, 0.1)),
    ];
  },
  'history/placeholder': () => [
    rect(0, 0, 1600, 1200, P.sand),
    rect(560, 380, 480, 400, 'none', { rx: 36, stroke: '#b9ad9b', 'stroke-width': 28 }),
    circle(900, 500, 44, '#b9ad9b'),
    path('M600 740L740 580L840 680L900 630L1000 740Z', '#b9ad9b'),
  ],
};
