import type { Canvas, Scene } from '../canvas.ts';
import { COLOURWAYS, F, P, shade } from '../colour.ts';
import { fabricOf, type Weave } from '../fabric.ts';
import { screwPost, standingBinder } from '../parts/binding.ts';
import { spine } from '../parts/book.ts';
import { barcode, sheet } from '../parts/paper.ts';
import { plant, room, shelf } from '../parts/room.ts';
import { studioTop } from '../parts/surface.ts';
import { ruler } from '../parts/tools.ts';
import { d, g, path, place, rect, segments, transform } from '../svg.ts';

const SPINE_WEAVES: Weave[] = ['linen', 'plain', 'twill', 'herringbone'];

/** A row of standing books on a shelf line at y, from x, as many as fit in width. */
function row(
  c: Canvas,
  x: number,
  y: number,
  width: number,
  colours: readonly string[],
  tall = 300,
  widths = [100, 150],
): string {
  const out: string[] = [];
  let at = x;
  let i = 0;
  while (at < x + width - 60) {
    const w = Math.min(c.rng.range(widths[0]!, widths[1]!), x + width - at);
    const h = tall * c.rng.range(0.82, 1);
    out.push(spine(c, at, y - h, w, h, fabricOf(c.rng, colours[i % colours.length]!, SPINE_WEAVES)));
    at += w + 3;
    i++;
  }
  return out.join('');
}

/** A printed sheet of spine labels: long strips with a colour block, lines and a barcode. */
function labelSheet(c: Canvas, colours: readonly string[]): string {
  const strips = colours.map((colour, i) => {
    const x = 330 + i * 130;
    return (
      rect(x, 170, 96, 800, shade(colour, 0.75), { rx: 4 }) +
      rect(x, 170, 96, 130, colour, { rx: 4 }) +
      rect(x + 12, 330, 72, 8, P.gold) +
      path(d`M${x + 48} 380v${c.rng.range(220, 360)}`, undefined, { class: 't', 'stroke-width': 14 }) +
      g({ transform: transform(x + 30, 930, -90) }, barcode(0, 0, 110, 36))
    );
  });
  return sheet(280, 130, 1040, 880) + strips.join('');
}

export const SPINE_SCENES: Record<string, Scene> = {
  'services/lomeras/cover': (c) => [
    room('#e8ece6', '#bf9f7a', 1040),
    shelf(120, 760, 1360),
    row(
      c,
      170,
      760,
      1260,
      [P.petrol, F.camel, P.plum, P.teal, F.olive, P.rust, F.navy, P.sage, F.charcoal, P.terracotta],
      560,
    ),
  ],
  'services/lomeras/gallery-1': (c) => [
    studioTop(P.sand),
    place(
      800,
      1130,
      0,
      1,
      ...[P.plum, P.petrol, F.camel, F.forest, P.rust].map((colour, i) =>
        spine(c, -650 + i * 262, -1040, 250, 1040, fabricOf(c.rng, colour, ['linen', 'herringbone'])),
      ),
    ),
    rect(0, 1130, 1600, 70, '#b98a5e'),
  ],
  'services/lomeras/gallery-2': (c) => [
    studioTop(shade(P.sage, 0.5)),
    labelSheet(c, [P.petrol, P.rust, P.gold, P.plum, P.teal, F.olive, F.navy]),
    ruler(1380, 140, 900, 90),
  ],
  'services/lomeras/gallery-3': (c) => [
    room(P.linen, '#a88763', 1080),
    ...[520, 960].map(
      (y, k) => shelf(80, y, 1140) + row(c, 120, y, 1070, Object.values(COLOURWAYS)[k + 1]!, 360, [190, 250]),
    ),
    plant(1400, 1080),
  ],
  'services/lomeras/gallery-4': (c) => {
    // The kinds of spine the workshop makes, side by side: cloth with raised bands, a label
    // pocket, a ring binder, wire-o and screw posts.
    const ridges = [0.3, 0.45, 0.6]
      .map(
        (f) =>
          rect(180, 170 + 620 * f, 200, 14, undefined, { class: 'h' }) +
          rect(180, 184 + 620 * f, 200, 8, undefined, { class: 'k' }),
      )
      .join('');
    const loops = Array.from({ length: 15 }, (_, i) => d`M980 ${200 + i * 40}h40`).join('');
    const posts = [260, 660].map((y) => screwPost(1290, y, 30)).join('');
    return [
      room('#ebe6dc', '#b39372', 1010),
      shelf(100, 800, 1400),
      spine(c, 180, 170, 200, 630, fabricOf(c.rng, P.plum, ['linen'])),
      ridges,
      spine(c, 420, 200, 180, 600, fabricOf(c.rng, P.teal, ['plain'])),
      rect(445, 310, 130, 150, '#fff', { 'fill-opacity': 0.3, stroke: '#fff', 'stroke-width': 4, rx: 4 }),
      standingBinder(c, 640, 180, 190, 620, P.rust),
      rect(880, 190, 90, 610, P.white, { rx: 4 }),
      rect(880, 190, 90, 610, undefined, { class: 'k', 'fill-opacity': 0.06 }),
      segments(
        Array.from({ length: 8 }, (_, i) => [890 + i * 10, 200, 890 + i * 10, 790]),
        P.line,
        2,
      ),
      path(loops, 'none', { stroke: P.ink, 'stroke-width': 14, 'stroke-linecap': 'round' }),
      ...[0, 1, 2, 3, 4, 5, 6].map((i) =>
        rect(1200, 190 + i * 87, 180, 82, [F.camel, F.olive, P.sage, F.mustard, P.terracotta, F.stone, F.navy][i]!, {
          rx: 3,
        }),
      ),
      posts,
    ];
  },
};
