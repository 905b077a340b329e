/**
 * `npm run art:sheet -- [prefixes] [out.png]`: lays the drawn pictures (those whose id starts with
 * one of the comma-separated prefixes; all by default) out on one PNG, four to a row with their
 * ids, to check at a glance that each reads as its subject.
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_IDS, IMAGES_DIR } from './render.ts';

const [prefix = '', out = join(tmpdir(), 'art-sheet.png')] = process.argv.slice(2);
const ids = IMAGE_IDS.filter((id) => prefix.split(',').some((p) => id.startsWith(p)));
const W = 480;
const H = 360;
const CAPTION = 34;
const COLS = 4;
const tiles = await Promise.all(
  ids.map(async (id, i) => {
    const image = await sharp(readFileSync(join(IMAGES_DIR, `${id}.svg`)))
      .resize(W, H)
      .png()
      .toBuffer();
    const caption = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${CAPTION}"><rect width="100%" height="100%" fill="#1d2730"/>` +
        `<text x="10" y="23" font-family="sans-serif" font-size="18" fill="#fff">${id}</text></svg>`,
    );
    const left = (i % COLS) * (W + 10);
    const top = Math.floor(i / COLS) * (H + CAPTION + 10);
    return [
      { input: image, left, top },
      { input: caption, left, top: top + H },
    ];
  }),
);
const rows = Math.ceil(ids.length / COLS);
await sharp({
  create: { width: COLS * (W + 10), height: rows * (H + CAPTION + 10), channels: 3, background: '#ffffff' },
})
  .composite(tiles.flat())
  .png()
  .toFile(out);
console.log(`${ids.length} pictures → ${out}`);
