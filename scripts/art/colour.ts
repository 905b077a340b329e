/** The site's palette (src/styles/global.css and the brief) and the fabric colours the art adds. */
export const P = {
  paper: '#faf7f2',
  sand: '#f1ebe1',
  line: '#ddd3c4',
  ink: '#1d2730',
  muted: '#56606a',
  petrol: '#0f4c5c',
  teal: '#2f7f86',
  sage: '#8fb8b0',
  linen: '#e9d8b9',
  gold: '#d9a441',
  terracotta: '#c7653f',
  rust: '#a63d22',
  plum: '#5b2a3a',
  white: '#fffdf8',
  steel: '#8c959b',
  wood: '#b98a5e',
  board: '#a39e93',
} as const;

export const F = {
  mustard: '#c9a24a',
  olive: '#7d7f4a',
  rose: '#d9a5a0',
  navy: '#26354d',
  grey: '#9a9c99',
  cream: '#efe6d2',
  denim: '#4b6c8f',
  moss: '#5e7a55',
  blush: '#e8c7b8',
  charcoal: '#3b3f44',
  burgundy: '#7a2e3b',
  camel: '#c19a6b',
  sky: '#9cc3d5',
  coral: '#e07a5f',
  lilac: '#a99cc0',
  forest: '#2f5544',
  stone: '#bdb3a3',
  ochre: '#b8862e',
} as const;

/** Families of fabric colours that sit well together: one per collection a picture shows. */
export const COLOURWAYS = {
  warm: [P.terracotta, F.mustard, P.rust, F.camel, F.blush, P.gold, F.coral, P.linen],
  cool: [P.petrol, P.teal, P.sage, F.denim, F.sky, F.navy, F.stone, F.lilac],
  earth: [F.olive, F.moss, F.camel, F.ochre, F.stone, F.forest, P.linen, F.charcoal],
  jewel: [P.plum, F.burgundy, P.petrol, F.forest, F.mustard, F.navy, P.rust, F.lilac],
  pastel: [F.blush, F.sky, P.sage, F.cream, F.lilac, F.rose, P.linen, F.stone],
  neutral: [F.cream, F.stone, F.grey, P.linen, F.charcoal, F.camel, P.sand, F.navy],
} as const;

export type ColourwayName = keyof typeof COLOURWAYS;

function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return (
    '#' +
    ca
      .map((v, i) =>
        Math.round(v + (cb[i]! - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards deep ink). */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#10171d', -amount);
}
