import { P, shade } from '../colour.ts';
import { circle, d, ellipse, path, poly, rect, segments } from '../svg.ts';

/** Things on and around a desk, seen from the front; y is the desk top they stand on. */

/** A beige 1990s computer: CRT monitor on a desktop case, keyboard in front. */
export function crtComputer(x: number, y: number): string {
  const beige = '#ddd3bd';
  return [
    rect(x, y - 70, 420, 70, beige, { rx: 6 }),
    rect(x + 30, y - 50, 120, 12, shade(beige, -0.2)),
    circle(x + 360, y - 36, 9, '#4caf7a'),
    rect(x + 40, y - 400, 340, 320, beige, { rx: 18 }),
    rect(x + 40, y - 400, 340, 24, undefined, { class: 'h', rx: 18 }),
    rect(x + 70, y - 370, 280, 220, '#1f3b3a', { rx: 16 }),
    path(d`M${x + 95} ${y - 335}h120M${x + 95} ${y - 305}h180M${x + 95} ${y - 275}h90`, 'none', {
      stroke: '#7fd1a8',
      'stroke-width': 10,
    }),
    rect(x + 120, y - 80, 180, 10, shade(beige, -0.15)),
    poly([x + 20, y + 30, x + 400, y + 30, x + 380, y, x + 40, y], shade(beige, -0.05)),
  ].join('');
}

/** A desk telephone with a coiled cord. */
export function phone(x: number, y: number, colour: string = P.rust): string {
  return (
    poly([x, y, x + 180, y, x + 160, y - 70, x + 20, y - 70], colour) +
    rect(x + 5, y - 100, 170, 40, shade(colour, -0.15), { rx: 20 }) +
    rect(x + 60, y - 55, 60, 40, shade(colour, 0.3), { rx: 6 }) +
    path(d`M${x + 180} ${y - 40}c40 10 20 60 60 50`, 'none', {
      stroke: P.ink,
      'stroke-width': 5,
      'stroke-dasharray': '6 4',
    })
  );
}

/** An angled desk lamp. */
export function deskLamp(x: number, y: number, colour: string = P.petrol): string {
  return (
    ellipse(x, y - 8, 70, 14, colour) +
    segments(
      [
        [x, y - 10, x + 60, y - 230],
        [x + 60, y - 230, x - 50, y - 360],
      ],
      colour,
      12,
      { 'stroke-linecap': 'round' },
    ) +
    poly([x - 130, y - 290, x - 20, y - 350, x - 50, y - 400, x - 120, y - 380], colour) +
    ellipse(x - 75, y - 315, 40, 14, '#fff6d8', { transform: `rotate(-30 ${x - 75} ${y - 315})` })
  );
}

/** A wall calendar: a picture and a grid of days. */
export function calendar(x: number, y: number, accent: string = P.terracotta): string {
  const days = [];
  for (let r = 0; r < 4; r++) for (let k = 0; k < 6; k++) days.push(d`M${x + 30 + k * 38} ${y + 200 + r * 34}h22`);
  return (
    rect(x + 6, y + 10, 280, 360, undefined, { class: 's' }) +
    rect(x, y, 280, 360, P.white) +
    rect(x, y, 280, 150, accent) +
    poly([x, y + 150, x + 90, y + 70, x + 160, y + 130, x + 210, y + 90, x + 280, y + 150], shade(accent, -0.25)) +
    path(days.join(''), undefined, { class: 't', 'stroke-width': 10 }) +
    circle(x + 140, y - 8, 10, P.ink)
  );
}

/** A pegboard panel; tools hang from it (drawn by the caller). */
export function pegboard(x: number, y: number, w: number, h: number, colour = '#c9a77a'): string {
  const holes = [];
  for (let yy = y + 30; yy < y + h; yy += 50)
    for (let xx = x + 30; xx < x + w; xx += 50) holes.push(d`M${xx} ${yy}h.1`);
  return (
    rect(x + 8, y + 12, w, h, undefined, { class: 's' }) +
    rect(x, y, w, h, colour) +
    path(holes.join(''), 'none', { stroke: shade(colour, -0.35), 'stroke-width': 10, 'stroke-linecap': 'round' })
  );
}

/** A hammer hanging head-up. */
export function hammer(x: number, y: number): string {
  return rect(x - 12, y, 24, 260, P.wood, { rx: 8 }) + rect(x - 70, y - 40, 140, 54, P.steel, { rx: 8 });
}

/** An awl: a round handle and a steel point. */
export function awl(x: number, y: number): string {
  return rect(x - 22, y, 44, 110, P.rust, { rx: 20 }) + poly([x - 6, y + 110, x + 6, y + 110, x, y + 250], P.steel);
}
