import type { Canvas, Scene } from '../canvas.ts';
import { COLOURWAYS, F, P, shade } from '../colour.ts';
import { fabricRun, texture } from '../fabric.ts';
import { openBook } from '../parts/book.ts';
import { monitor } from '../parts/machines-modern.ts';
import { colourBar, cropMarks } from '../parts/print.ts';
import { interiorPhoto, sheet, textBlock } from '../parts/paper.ts';
import { room, windowPane } from '../parts/room.ts';
import { linenTop, studioTop, woodTop } from '../parts/surface.ts';
import { swatch } from '../parts/swatch.ts';
import { boneFolder, chipFan, loupe, mug, pencil, ruler, scissors } from '../parts/tools.ts';
import { circle, d, g, path, rect, transform } from '../svg.ts';

const PENCIL = { fill: 'none', stroke: '#7d858b', 'stroke-width': 4, 'stroke-linecap': 'round' } as const;

/** A layout sketch in pencil: a cascade drawn as a header and bands, a page with picture boxes. */
function layoutSketch(x: number, y: number, rotate: number): string {
  const bands = [0, 1, 2, 3, 4, 5].map((i) => d`M40 ${190 + i * 56}h220`).join('');
  const cross = d`M330 100h300v220h-300zM330 100l300 220M630 100l-300 220`;
  return g(
    { transform: transform(x, y, rotate) },
    sheet(0, 0, 700, 560),
    path(d`M40 80h220v80h-220zM40 160v336h220v-336` + bands, 'none', PENCIL),
    path(cross, 'none', PENCIL),
    path(d`M330 360h300M330 400h240M330 440h270`, 'none', { ...PENCIL, 'stroke-opacity': 0.6 }),
    rect(60, 100, 50, 44, P.terracotta),
    rect(120, 100, 50, 44, P.teal),
    rect(180, 100, 50, 44, P.gold),
    path(d`M50 520q80-30 160 0`, 'none', { ...PENCIL, stroke: P.rust }),
  );
}

/** A cork mood board with pinned photos, swatches, chips and notes. */
function moodBoard(c: Canvas): string {
  const pin = (x: number, y: number, colour: string) =>
    circle(x, y, 10, colour) + circle(x - 3, y - 3, 3, '#fff', { 'fill-opacity': 0.6 });
  const photo = (x: number, y: number, w: number, h: number, colour: string, rot: number) =>
    g(
      { transform: transform(x, y, rot) },
      sheet(-w / 2, -h / 2, w, h),
      interiorPhoto(-w / 2 + 14, -h / 2 + 14, w - 28, h - 50, shade(colour, 0.6), colour, rot > 0 ? 1 : 2),
      pin(0, -h / 2 + 10, P.rust),
    );
  const fabrics = fabricRun(c.rng, COLOURWAYS.earth, 4, ['herringbone', 'boucle', 'linen', 'twill']);
  return [
    rect(160, 110, 1280, 800, '#8a6a4a', { rx: 12 }),
    rect(180, 130, 1240, 760, '#c49a6c'),
    rect(180, 130, 1240, 760, texture(c, 'boucle')),
    photo(360, 330, 280, 340, P.terracotta, -4),
    photo(1220, 320, 260, 320, F.olive, 5),
    ...fabrics.map(
      (fabric, i) =>
        swatch(c, {
          cx: 640 + (i % 2) * 210,
          cy: 300 + Math.floor(i / 2) * 250,
          w: 180,
          h: 200,
          fabric,
          pinked: true,
          rotate: c.rng.range(-6, 6),
        }) + pin(640 + (i % 2) * 210, 215 + Math.floor(i / 2) * 250, P.petrol),
    ),
    g(
      { transform: transform(1050, 620, 3) },
      colourBar(0, 0, 62, [F.olive, F.camel, P.linen, F.moss, P.terracotta]),
      pin(155, 6, P.gold),
    ),
    rect(300, 620, 200, 180, '#f3d873', { transform: 'rotate(-3 400 710)' }),
    textBlock(c.rng, 330, 670, 140, 3, 34, 't', 7),
    pin(400, 630, P.teal),
  ].join('');
}

export const DESIGN_SCENES: Record<string, Scene> = {
  'services/diseno/cover': (c) => [
    woodTop(c, '#cfae86'),
    layoutSketch(420, 240, -3),
    chipFan(1320, 720, [P.petrol, P.teal, P.sage, P.gold, P.terracotta, P.plum], -40, 30),
    ...fabricRun(c.rng, COLOURWAYS.warm, 3, ['twill', 'linen', 'herringbone']).map((fabric, i) =>
      swatch(c, { cx: 300 + i * 150, cy: 960 - i * 30, w: 220, h: 180, fabric, pinked: true, rotate: -12 + i * 10 }),
    ),
    pencil(900, 900, 430, -18, P.gold),
    ruler(840, 1060, 600, -4),
    mug(200, 200),
  ],
  'design/gallery-1': (c) => [room('#e6e0d4', '#b39372', 1040), moodBoard(c)],
  'design/gallery-2': (c) => [
    room('#dfe6e3', '#b89b78', 1080),
    windowPane(1180, 150, 300, 420, 1080),
    rect(100, 880, 1400, 40, '#efe6d2', { rx: 6 }),
    rect(100, 920, 1400, 16, undefined, { class: 'k' }),
    rect(160, 936, 40, 144, shade(P.wood, -0.3)),
    rect(1400, 936, 40, 144, shade(P.wood, -0.3)),
    monitor(360, 240, 640, 400, [P.terracotta, P.teal, F.mustard, P.plum, P.sage, F.navy]),
    rect(420, 850, 420, 30, '#d3d6d8', { rx: 8 }),
    rect(880, 850, 70, 30, '#d3d6d8', { rx: 14 }),
    ...fabricRun(c.rng, COLOURWAYS.warm, 3, ['plain', 'linen']).map((f, i) =>
      rect(1060, 850 - i * 16, 200, 16, f.colour, { rx: 3 }),
    ),
    rect(1140, 760, 70, 90, P.teal, { rx: 10 }),
    rect(1205, 780, 30, 44, 'none', { stroke: P.teal, 'stroke-width': 10, rx: 12 }),
  ],
  'design/gallery-3': (c) => [
    linenTop(c),
    openBook(c, {
      cx: 680,
      cy: 540,
      w: 980,
      h: 660,
      cover: { colour: P.white, weave: 'plain' },
      rotate: -3,
      page: (side, x, y, w, h) =>
        path(
          d`M${x + w * 0.12} ${y + h * 0.1}h${w * 0.76}v${h * 0.55}h${-w * 0.76}z` +
            (side ? d`M${x + w * 0.12} ${y + h * 0.1}l${w * 0.76} ${h * 0.55}` : ''),
          'none',
          { ...PENCIL, 'stroke-dasharray': '14 10' },
        ) + textBlock(c.rng, x + w * 0.12, y + h * 0.76, w * 0.7, 3, h * 0.07, 't', 7),
    }),
    ...fabricRun(c.rng, COLOURWAYS.cool, 2, ['herringbone', 'twill']).map((fabric, i) =>
      swatch(c, { cx: 1330, cy: 300 + i * 320, w: 300, h: 260, fabric, pinked: true, rotate: 8 - i * 14, label: true }),
    ),
    scissors(260, 1010, -20, 1.1),
    boneFolder(900, 1000, -8),
  ],
  'design/gallery-4': (c) => [
    studioTop(P.paper),
    chipFan(720, 1030, [F.navy, P.petrol, P.teal, P.sage, P.linen, P.gold, P.terracotta, P.rust, P.plum], -62, 62, 760),
    ...fabricRun(c.rng, [P.teal, P.gold, P.terracotta], 3, ['twill', 'boucle', 'linen']).map((fabric, i) =>
      swatch(c, { cx: 1340, cy: 260 + i * 300, w: 260, h: 220, fabric, pinked: true, rotate: c.rng.range(-6, 6) }),
    ),
    loupe(280, 260, 110, 35),
  ],
  'design/gallery-5': (c) => [
    woodTop(c, '#c29a70'),
    g(
      { transform: transform(240, 120, -2) },
      sheet(0, 0, 1040, 920, P.white),
      cropMarks(90, 90, 860, 680),
      interiorPhoto(90, 90, 420, 420, shade(P.sage, 0.5), P.petrol, 0),
      rect(540, 90, 410, 200, P.terracotta),
      rect(540, 310, 195, 200, F.mustard),
      rect(755, 310, 195, 200, P.plum),
      textBlock(c.rng, 90, 570, 860, 4, 44, 't', 10),
      colourBar(90, 820, 50, [
        '#00a0c6',
        '#d6007e',
        '#f7d117',
        P.ink,
        P.petrol,
        P.terracotta,
        P.gold,
        P.sage,
        P.plum,
        P.linen,
        '#00a0c6',
        '#d6007e',
        '#f7d117',
        P.ink,
        P.teal,
        F.navy,
        P.rust,
      ]),
    ),
    loupe(1220, 860, 120, -30),
    pencil(1290, 220, 380, 100, P.rust),
  ],
};
