import type { Scene } from '../canvas.ts';
import { F, P, shade } from '../colour.ts';
import { fabricOf, fabricRun } from '../fabric.ts';
import { lyingSpine, openBook } from '../parts/book.ts';
import { gluer, stampingPress } from '../parts/machines.ts';
import { awl, calendar, crtComputer, deskLamp, hammer, pegboard, phone } from '../parts/office.ts';
import { label } from '../parts/paper.ts';
import { brassDie, stampedCover } from '../parts/print.ts';
import { binders, clock, pendant, rollEnds, room, shelf, windowPane, workbench } from '../parts/room.ts';
import { linenTop, woodTop } from '../parts/surface.ts';
import { swatch } from '../parts/swatch.ts';
import { boneFolder, gluePot, pinkingShears, ruler, scissors, tapeMeasure } from '../parts/tools.ts';
import { ellipse, g, place, rect, segments, transform } from '../svg.ts';

const OLD_GREEN = '#5f7f74';
const EARLY = [F.camel, F.stone, F.olive, P.rust, F.ochre, F.moss];

export const HISTORY_SCENES: Record<string, Scene> = {
  'history/beginnings/photo-1': (c) => [
    room('#efe1c6', '#a57b52', 1060),
    windowPane(140, 170, 280, 400, 1060, '#d8e6de'),
    clock(1380, 180, 56),
    shelf(620, 360, 820),
    rollEnds(c.rng, 650, 360, [F.camel, P.rust, F.olive, P.linen, F.ochre, P.petrol, F.stone]),
    pendant(520, 420, F.olive),
    workbench(500, 780, 960, 1060),
    ...[F.olive, P.rust, F.camel].map((colour, i) =>
      lyingSpine(c, 560 + i * 6, 712 - i * 66, 300, 64, fabricOf(c.rng, colour, ['linen'])),
    ),
    rect(1000, 700, 120, 80, P.petrol, { rx: 8 }),
    ellipse(1060, 700, 60, 14, '#f3ecd9'),
    rect(1180, 760, 220, 20, '#cfd5d8'),
  ],
  'history/beginnings/photo-2': (c) => [
    room('#eadcc0', '#9f7750', 1060),
    calendar(1160, 150, P.rust),
    shelf(140, 300, 700),
    binders(c.rng, 180, 300, [OLD_GREEN, P.rust, F.ochre, P.petrol, F.stone, OLD_GREEN, P.rust]),
    workbench(120, 760, 1300, 1060, '#a8794e'),
    crtComputer(380, 760),
    phone(880, 760),
    deskLamp(1250, 760, OLD_GREEN),
    rect(1080, 740, 180, 20, P.white),
    rect(1090, 724, 170, 16, shade(P.paper, -0.05)),
  ],
  'history/beginnings/photo-3': () => [
    room('#efe4cf', '#a57b52', 1080),
    pegboard(220, 100, 1160, 700),
    place(400, 200, 90, 1.1, scissors(0, 0, 0)),
    place(640, 190, 90, 1.1, pinkingShears(0, 0, 0)),
    hammer(880, 230),
    awl(1040, 200),
    g({ transform: transform(1160, 180, 90) }, ruler(0, 0, 560, 0)),
    place(1250, 190, 90, 1, boneFolder(0, 0, 0)),
    tapeMeasure(420, 650),
    workbench(160, 860, 1280, 1080),
  ],
  'history/beginnings/photo-4': (c) => [
    woodTop(c, '#b48456'),
    openBook(c, {
      cx: 680,
      cy: 560,
      w: 960,
      h: 660,
      cover: { colour: F.olive, weave: 'linen' },
      rotate: -5,
      page: (side, x, y, w, h) =>
        [0, 1, 2, 3]
          .map((i) =>
            swatch(c, {
              cx: x + w * (0.3 + (i % 2) * 0.4),
              cy: y + h * (0.26 + Math.floor(i / 2) * 0.44),
              w: Math.round(w * 0.34),
              h: Math.round(h * 0.32),
              fabric: fabricOf(c.rng, EARLY[(side * 4 + i) % EARLY.length]!, ['linen', 'twill', 'plain']),
              pinked: true,
              shadow: false,
            }),
          )
          .join('') + label(c.rng, x + w * 0.1, y + h * 0.86, w * 0.5, h * 0.08, P.rust),
    }),
    pinkingShears(1180, 900, -25, 1.3),
    gluePot(1330, 300, OLD_GREEN),
    ...fabricRun(c.rng, EARLY, 2, ['linen', 'herringbone']).map((fabric, i) =>
      swatch(c, { cx: 240 + i * 180, cy: 1030, w: 200, h: 160, fabric, pinked: true, rotate: -10 + i * 16 }),
    ),
  ],
  'history/stamping/photo-1': (c) => [
    room('#e8ddd0', '#9c8064', 1090),
    windowPane(1180, 160, 280, 400, 1090, '#d7e3df'),
    shelf(120, 380, 460),
    binders(c.rng, 160, 380, [P.gold, '#c0c6ca', shade(P.gold, -0.2), P.rust, P.gold, '#c0c6ca']),
    place(780, 1110, 0, 1.05, stampingPress(OLD_GREEN, F.burgundy)),
  ],
  'history/stamping/photo-2': () => [
    room('#e6dbcd', '#9c8064', 1150, false),
    place(820, 2280, 0, 2.3, stampingPress(OLD_GREEN, P.petrol)),
  ],
  'history/stamping/photo-3': (c) => [
    linenTop(c, shade(P.linen, -0.08)),
    ...[F.navy, P.plum, F.forest, F.burgundy, P.petrol, F.charcoal].map((cloth, i) =>
      stampedCover(c, 140 + (i % 3) * 460, 90 + Math.floor(i / 3) * 540, 400, 500, cloth, i % 2 ? 2 : -2),
    ),
  ],
  'history/stamping/photo-4': (c) => [
    woodTop(c, '#a77c55'),
    rect(150, 140, 1300, 920, shade(P.wood, -0.3), { rx: 18 }),
    rect(180, 170, 1240, 860, '#3b3f44', { rx: 10 }),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      brassDie(c, 230 + (i % 3) * 400, 230 + Math.floor(i / 3) * 400, 340, c.rng.range(-4, 4)),
    ),
  ],
  'history/gluing/photo-1': () => [
    room('#e2e6df', '#a89378', 1090),
    windowPane(160, 160, 260, 380, 1090),
    clock(1400, 170, 50),
    place(860, 1100, 0, 1.05, gluer('#6d8c8a')),
  ],
  'history/gluing/photo-2': () => [room('#dfe4dc', '#a89378', 1150, false), place(900, 2150, 0, 2.1, gluer('#6d8c8a'))],
  'history/gluing/photo-3': (c) => [
    room('#e6e3da', '#a48f74', 1050),
    rect(140, 860, 1320, 50, P.steel),
    rect(170, 910, 40, 140, shade(P.steel, -0.3)),
    rect(1390, 910, 40, 140, shade(P.steel, -0.3)),
    segments(
      Array.from({ length: 12 }, (_, i) => [210 + i * 108, 860, 210 + i * 108, 320]),
      shade(P.steel, -0.2),
      6,
    ),
    ...fabricRun(c.rng, [...EARLY, P.teal, P.plum, P.terracotta], 11, ['plain', 'linen', 'twill']).map((fabric, i) =>
      g(
        { transform: transform(230 + i * 108, 860, -4 + (i % 3) * 3) },
        rect(0, -500, 80, 500, P.white, { rx: 3 }),
        rect(10, -470, 60, 300, fabric.colour),
        rect(10, -150, 60, 40, '#f3ecd9'),
      ),
    ),
  ],
  'history/gluing/photo-4': (c) => [
    woodTop(c, '#b8895c'),
    gluePot(360, 330, P.teal),
    g(
      { transform: transform(620, 360, -3) },
      rect(12, 18, 720, 620, undefined, { class: 's', rx: 4 }),
      rect(0, 0, 720, 620, P.white, { rx: 4 }),
      rect(40, 40, 640, 60, '#f3ecd9'),
      rect(40, 40, 640, 20, '#fff', { 'fill-opacity': 0.6 }),
      label(c.rng, 40, 520, 300, 60, P.petrol),
    ),
    swatch(c, {
      cx: 1010,
      cy: 640,
      w: 560,
      h: 420,
      fabric: fabricOf(c.rng, P.terracotta, ['herringbone']),
      pinked: true,
      rotate: 9,
    }),
    g(
      { transform: transform(400, 900, -20) },
      rect(0, -14, 380, 28, P.wood, { rx: 12 }),
      rect(-80, -22, 86, 44, '#e4dccb', { rx: 8 }),
      rect(0, -18, 34, 36, P.steel),
    ),
  ],
};
