import type { Scene } from '../canvas.ts';
import { COLOURWAYS, F, P, shade } from '../colour.ts';
import { fabricOf, fabricRun } from '../fabric.ts';
import { folder, ringBinder, screwBook, windowPage } from '../parts/binding.ts';
import { closedBook, lyingSpine } from '../parts/book.ts';
import { room, workbench } from '../parts/room.ts';
import { linenTop, studioTop, woodTop } from '../parts/surface.ts';
import { ellipse, g, path, place, rect, segments, transform } from '../svg.ts';

/** A book block clamped spine-out between two boards, glue being brushed on the spine (front view). */
function pressWithBlock(x: number, y: number): string {
  const lines = Array.from({ length: 12 }, (_, i) => [x + 50, y + 74 + i * 14, x + 650, y + 74 + i * 14]);
  return [
    rect(x + 30, y - 60, 24, 380, P.steel),
    rect(x + 646, y - 60, 24, 380, P.steel),
    rect(x, y, 700, 60, P.wood, { rx: 6 }),
    rect(x, y + 240, 700, 60, P.wood, { rx: 6 }),
    rect(x, y + 42, 700, 18, undefined, { class: 'k' }),
    rect(x + 50, y + 60, 600, 180, P.white),
    segments(lines, P.line, 3),
    rect(x + 50, y + 60, 380, 180, '#f3ecd9', { 'fill-opacity': 0.9 }),
    rect(x + 60, y + 70, 300, 16, '#fff', { 'fill-opacity': 0.6 }),
    ...[x + 42, x + 658].map((sx) => rect(sx - 40, y - 90, 80, 34, shade(P.steel, -0.25), { rx: 10 })),
    g(
      { transform: transform(x + 430, y + 150, -58) },
      rect(0, -16, 320, 32, P.rust, { rx: 12 }),
      rect(-70, -22, 76, 44, '#e4dccb', { rx: 6 }),
      rect(0, -18, 30, 36, P.steel),
    ),
  ].join('');
}

export const BINDING_SCENES: Record<string, Scene> = {
  'services/encuadernacion/cover': (c) => [
    room('#e8e1d4', '#b0906c', 1080),
    workbench(120, 780, 1360, 1080),
    pressWithBlock(420, 480),
    ...[F.navy, P.terracotta, P.petrol].map((colour, i) =>
      lyingSpine(c, 150 + i * 8, 700 - i * 72, 240, 70, fabricOf(c.rng, colour, ['linen'])),
    ),
    rect(1250, 640, 150, 140, P.petrol, { rx: 10 }),
    ellipse(1325, 640, 75, 18, '#f3ecd9'),
  ],
  'binding/slide-01': (c) => [
    woodTop(c),
    ringBinder(
      c,
      800,
      600,
      1240,
      860,
      P.petrol,
      fabricRun(c.rng, COLOURWAYS.warm, 3, ['twill', 'herringbone', 'linen']),
    ),
  ],
  'binding/slide-02': (c) => [
    studioTop(shade(P.sage, 0.5)),
    screwBook(c, 500, 240, 520, 700, fabricRun(c.rng, COLOURWAYS.earth, 5, ['plain', 'linen', 'twill']), P.plum, -6),
    screwBook(c, 1120, 300, 460, 640, fabricRun(c.rng, COLOURWAYS.cool, 4, ['plain', 'herringbone']), P.petrol, 8),
  ],
  'binding/slide-03': (c) => [
    room('#e6ece9', '#b6977a', 1030),
    rect(140, 900, 1320, 30, shade(P.wood, -0.1)),
    rect(140, 930, 1320, 12, undefined, { class: 'k' }),
    ...[
      [P.plum, -5, 420],
      [F.forest, 0, 800],
      [P.rust, 5, 1180],
    ].map(([colour, rotate, cx]) =>
      closedBook(c, {
        cx: cx as number,
        cy: 620,
        w: 380,
        h: 540,
        cover: fabricOf(c.rng, colour as string, ['linen', 'herringbone']),
        rotate: rotate as number,
      }),
    ),
  ],
  'binding/slide-04': (c) => [
    studioTop(P.sand),
    ...[P.ink, F.camel, P.teal, P.plum, F.olive].map((colour, i) =>
      lyingSpine(
        c,
        -120 + (i % 2) * 60,
        80 + i * 215,
        1840,
        200,
        fabricOf(c.rng, colour, ['linen', 'twill', 'herringbone']),
      ),
    ),
  ],
  'binding/slide-05': (c) => [
    linenTop(c),
    ...fabricRun(c.rng, COLOURWAYS.jewel, 3, ['plain', 'velvet', 'twill']).map((fabric, i) => {
      const x = 150 + i * 460;
      const y = 200 + (i % 2) * 120;
      return place(
        x,
        y,
        -4 + i * 4,
        1,
        ...[5, 4, 3, 2, 1].map((k) => rect(k * 5, k * 7, 380, 600, k % 2 ? P.white : shade(P.paper, -0.06), { rx: 4 })),
        rect(10, 14, 380, 600, undefined, { class: 's', rx: 4 }),
        rect(0, 0, 380, 600, P.white, { rx: 4 }),
        rect(30, 110, 320, 420, fabric.colour),
        rect(0, 0, 380, 80, '#f3ecd9', { rx: 4 }),
        rect(0, 0, 380, 80, '#fff', { 'fill-opacity': 0.35, rx: 4 }),
        rect(0, 72, 380, 8, undefined, { class: 'k' }),
      );
    }),
  ],
  'binding/slide-06': (c) => [
    woodTop(c, '#c9a57d'),
    folder(
      c,
      800,
      600,
      1300,
      860,
      P.petrol,
      fabricRun(c.rng, COLOURWAYS.warm, 3, ['plain', 'linen', 'herringbone']),
      -2,
    ),
  ],
  'binding/slide-07': (c) => [
    studioTop(P.linen),
    windowPage(c, 560, 600, 640, 880, fabricRun(c.rng, COLOURWAYS.pastel, 4, ['linen', 'boucle', 'twill']), -5),
    windowPage(c, 1080, 580, 640, 880, fabricRun(c.rng, COLOURWAYS.jewel, 4, ['velvet', 'herringbone', 'plain']), 6),
  ],
  'binding/slide-08': (c) => [
    woodTop(c, '#b98f66'),
    closedBook(c, { cx: 560, cy: 560, w: 760, h: 980, cover: { colour: F.burgundy, weave: 'linen' }, rotate: -6 }),
    g({ transform: transform(560, 560, -6) }, cornersOf(380, 490)),
    closedBook(c, { cx: 1280, cy: 700, w: 560, h: 760, cover: { colour: F.navy, weave: 'herringbone' }, rotate: 10 }),
    g({ transform: transform(1280, 700, 10) }, cornersOf(280, 380)),
  ],
};

/** Brass corners for a book centred on the origin, half-size hw × hh. */
function cornersOf(hw: number, hh: number): string {
  const s = hw * 0.32;
  const metal = '#c8963e';
  return (
    path(`M${hw} ${-hh}h${-s}l${s} ${s}zM${hw} ${hh}h${-s}l${s} ${-s}z`, metal) +
    path(
      `M${hw - s * 0.75} ${-hh + 6}l${s * 0.7} ${s * 0.7}M${hw - s * 0.75} ${hh - 6}l${s * 0.7} ${-s * 0.7}`,
      'none',
      { stroke: '#fff', 'stroke-opacity': 0.45, 'stroke-width': 8 },
    )
  );
}
