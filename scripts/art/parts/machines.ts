import type { Canvas } from '../canvas.ts';
import { P, shade } from '../colour.ts';
import { cloth, type Fabric } from '../fabric.ts';
import { circle, d, ellipse, path, poly, rect, segments } from '../svg.ts';

/**
 * Workshop machines seen from the front, drawn around their own origin: x = 0 is their middle and
 * y = 0 the floor (or the bench top) they stand on. Place them with place(x, y, 0, scale, …).
 */

/** A dial gauge: white face, needle. */
function gauge(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, P.white, { stroke: P.ink, 'stroke-width': r * 0.2 }) +
    segments([[x, y, x + r * 0.5, y - r * 0.5]], P.rust, r * 0.14, { 'stroke-linecap': 'round' })
  );
}

/** A hot-foil stamping press: cabinet, column, heated head, a roll of gold foil and a lever. */
export function stampingPress(body: string, work: string = P.petrol, foil: string = P.gold): string {
  const dark = shade(body, -0.25);
  return [
    ellipse(0, 0, 340, 22, undefined, { class: 's' }),
    rect(-60, -830, 120, 400, dark),
    rect(-260, -440, 520, 440, body, { rx: 12 }),
    rect(-270, -40, 540, 40, dark, { rx: 6 }),
    rect(-225, -395, 205, 320, shade(body, -0.07), { rx: 8 }),
    rect(20, -395, 205, 320, shade(body, -0.07), { rx: 8 }),
    circle(-40, -240, 10, P.steel),
    circle(40, -240, 10, P.steel),
    rect(-210, -480, 420, 44, P.steel),
    rect(-130, -500, 260, 22, work, { rx: 3 }),
    rect(-230, -820, 460, 150, body, { rx: 18 }),
    rect(-230, -820, 460, 30, undefined, { class: 'h', rx: 18 }),
    rect(-150, -670, 300, 38, shade(P.steel, -0.15)),
    rect(-105, -632, 210, 22, '#b8733a'),
    path('M-280 -660L-140 -604H140L280 -660', 'none', { stroke: foil, 'stroke-width': 16, 'stroke-linejoin': 'round' }),
    circle(-290, -700, 60, foil),
    circle(-290, -700, 22, P.ink),
    circle(290, -700, 42, shade(foil, -0.2)),
    circle(290, -700, 16, P.ink),
    segments([[190, -780, 390, -940]], P.ink, 20, { 'stroke-linecap': 'round' }),
    circle(390, -940, 30, P.rust),
    gauge(0, -745, 34),
    rect(120, -560, 120, 70, P.ink, { rx: 8 }),
    circle(155, -525, 14, '#4caf7a'),
    circle(205, -525, 14, P.rust),
  ].join('');
}

/** An overlock machine on a bench: thread cones on a stand, handwheel, and fabric with an overlocked edge. */
export function overlock(c: Canvas, body: string, accent: string, fabric: Fabric, cones: readonly string[]): string {
  const coneXs = [-150, -60, 30, 120];
  const stitches = Array.from({ length: 18 }, (_, i) => d`l10 ${i % 2 ? -12 : 12}`).join('');
  return [
    cloth(c, fabric, (fill) => poly([-470, -20, -120, -20, -60, 70, -520, 70], fill)),
    path(d`M-518 62` + stitches, 'none', { stroke: accent, 'stroke-width': 4 }),
    ellipse(0, 0, 290, 18, undefined, { class: 's' }),
    rect(-250, -80, 480, 80, shade(body, -0.12), { rx: 14 }),
    rect(-240, -390, 420, 320, body, { rx: 40 }),
    rect(-240, -390, 420, 40, undefined, { class: 'h', rx: 40 }),
    rect(-205, -345, 300, 190, shade(body, 0.12), { rx: 24 }),
    rect(-240, -240, 420, 18, accent),
    circle(205, -270, 78, shade(body, -0.25)),
    circle(205, -270, 44, shade(body, -0.05)),
    circle(205, -270, 12, P.ink),
    rect(-215, -150, 130, 80, shade(body, -0.18), { rx: 10 }),
    segments([[-150, -150, -150, -92]], P.steel, 8),
    rect(-190, -92, 84, 14, P.steel, { rx: 4 }),
    segments(
      [
        [-10, -390, -10, -660],
        [-200, -660, 180, -660],
      ],
      P.steel,
      9,
      { 'stroke-linecap': 'round' },
    ),
    ...coneXs.map(
      (x, i) =>
        poly([x - 34, -390, x + 34, -390, x + 14, -540, x - 14, -540], cones[i % cones.length]!) +
        rect(x - 38, -398, 76, 12, shade(P.linen, -0.1), { rx: 4 }),
    ),
    segments(
      coneXs.map((x) => [x, -540, x * 1.2, -660]),
      shade(P.ink, 0.3),
      2,
    ),
    segments(
      coneXs.map((x) => [x * 1.2, -660, -150, -300]),
      shade(P.ink, 0.3),
      2,
      { 'stroke-opacity': 0.5 },
    ),
  ].join('');
}

/** A gluing machine from the side: a frame with a glue roller and a pressure roller, a sheet going in and coming out glued. */
export function gluer(body: string, glue = '#f3ecd9'): string {
  const dark = shade(body, -0.3);
  return [
    ellipse(0, 0, 380, 22, undefined, { class: 's' }),
    rect(-300, -300, 44, 300, dark),
    rect(256, -300, 44, 300, dark),
    rect(-300, -90, 600, 26, dark),
    rect(-210, -280, 200, 150, shade(body, -0.15), { rx: 10 }),
    rect(-560, -596, 380, 18, P.steel),
    rect(-520, -610, 300, 14, P.white),
    rect(170, -600, 400, 18, P.steel),
    rect(200, -612, 330, 12, P.white),
    rect(200, -618, 330, 8, glue),
    circle(-80, -520, 100, '#3b3f44'),
    circle(-80, -520, 100, 'none', { stroke: glue, 'stroke-width': 14 }),
    circle(-80, -520, 36, P.steel),
    circle(100, -690, 78, P.steel),
    circle(100, -690, 78, 'none', { stroke: shade(P.steel, -0.2), 'stroke-width': 10 }),
    circle(100, -690, 24, dark),
    rect(-330, -560, 660, 290, body, { rx: 30 }),
    rect(-330, -560, 660, 34, undefined, { class: 'h', rx: 30 }),
    rect(-250, -470, 330, 80, shade(body, -0.1), { rx: 10 }),
    path('M-240 -450h150', undefined, { class: 'tw', 'stroke-width': 10 }),
    rect(150, -480, 130, 170, P.ink, { rx: 10 }),
    circle(190, -440, 15, '#4caf7a'),
    circle(240, -440, 15, P.rust),
    gauge(215, -360, 30),
  ].join('');
}

/** A riveting press on a bench: a small C-frame with a lever. */
export function rivetPress(body: string): string {
  return [
    ellipse(0, 0, 180, 14, undefined, { class: 's' }),
    rect(-170, -40, 340, 40, shade(body, -0.2), { rx: 8 }),
    rect(40, -420, 90, 390, body, { rx: 14 }),
    rect(-120, -420, 250, 100, body, { rx: 18 }),
    rect(-100, -320, 50, 90, P.steel),
    rect(-112, -230, 74, 18, shade(P.steel, -0.2)),
    rect(-120, -70, 90, 30, shade(P.steel, -0.2)),
    segments([[100, -380, 300, -560]], P.ink, 16, { 'stroke-linecap': 'round' }),
    circle(300, -560, 24, P.rust),
  ].join('');
}
