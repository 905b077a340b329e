import type { Canvas, Scene } from '../canvas.ts';
import { COLOURWAYS, F, P, shade } from '../colour.ts';
import { fabricOf, type Weave } from '../fabric.ts';
import { lyingSpine, spine } from '../parts/book.ts';
import { barcode, sheet } from '../parts/paper.ts';
import { floorShadow, plant, room, shelf } from '../parts/room.ts';
import { studioTop } from '../parts/surface.ts';
import { ruler } from '../parts/tools.ts';
import { d, g, path, place, rect, transform } from '../svg.ts';

const SPINE_WEAVES: Weave[] = ['linen', 'plain', 'twill', 'herringbone'];

/** A row of standing books on a shelf line at y, from x, as many as fit in width. */
function row(c: Canvas, x: number, y: number, width: number, colours: readonly string[], tall = 300, widths = [100, 150]): string {
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
    return rect(x, 170, 96, 800, shade(colour, 0.75), { rx: 4 }) + rect(x, 170, 96, 130, colour, { rx: 4 }) +
      rect(x + 12, 330, 72, 8, P.gold) + path(d`M${x + 48} 380v${c.rng.range(220, 360)}`, undefined, { class: 't', 'stroke-width': 14 }) +
      g({ transform: transform(x + 30, 930, -90) }, barcode(0, 0, 110, 36));
  });
  return sheet(280, 130, 1040, 880) + strips.join('');
}

export const SPINE_SCENES: Record<string, Scene> = {
  'services/lomeras/cover': (c) => [
    room('#e8ece6', '#bf9f7a', 1040),
    shelf(120, 760, 1360),
    row(c, 170, 760, 1260, [P.petrol, F.camel, P.plum, P.teal, F.olive, P.rust, F.navy, P.sage, F.charcoal, P.terracotta], 560),
  ],
  'services/lomeras/gallery-1': (c) => [
    studioTop(P.sand),
    place(800, 1130, 0, 1, ...[P.plum, P.petrol, F.camel, F.forest, P.rust].map((colour, i) =>
      spine(c, -650 + i * 262, -1040, 250, 1040, fabricOf(c.rng, colour, ['linen', 'herringbone'])))),
    rect(0, 1130, 1600, 70, '#b98a5e'),
  ],
  'services/lomeras/gallery-2': (c) => [
    studioTop(shade(P.sage, 0.5)),
    labelSheet(c, [P.petrol, P.rust, P.gold, P.plum, P.teal, F.olive, F.navy]),
    ruler(1380, 140, 900, 90),
  ],
  'services/lomeras/gallery-3': (c) => [
    room(P.linen, '#a88763', 1080),
    ...[520, 960].map((y, k) => shelf(80, y, 1140) + row(c, 120, y, 1070, Object.values(COLOURWAYS)[k + 1]!, 360, [190, 250])),
    plant(1400, 1080),
  ],
  'services/lomeras/gallery-4': (c) => {
    let y = 1000;
    const colours = [P.ink, P.teal, F.mustard, P.plum, F.denim, P.terracotta, F.stone, P.petrol, F.burgundy];
    const pile = colours.map((colour, i) => {
      const h = c.rng.range(66, 84);
      y -= h + 2;
      return lyingSpine(c, 330 + c.rng.range(-24, 24) + (i % 3) * 10, y, c.rng.range(760, 860), h, fabricOf(c.rng, colour, SPINE_WEAVES));
    });
    return [room('#e6dfd3', '#c9ab86', 1000), floorShadow(760, 1004, 500), ...pile,
      spine(c, 1300, 380, 110, 620, fabricOf(c.rng, P.rust, SPINE_WEAVES))];
  },
};
