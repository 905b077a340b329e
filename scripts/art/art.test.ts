import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BRAND_FILES, renderBrand } from './brand.ts';
import { MARK_COLOURS, MARK_RECTS } from './parts/mark.ts';
import { ART_BUDGET_BYTES, BRAND_DIR, IMAGE_IDS, IMAGES_DIR, renderImage } from './render.ts';

const ROOT_TAG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1200" width="1600" height="1200">';

function svgFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? svgFiles(join(dir, entry.name)) : entry.name.endsWith('.svg') ? [join(dir, entry.name)] : [],
  );
}

const committed = new Map(
  svgFiles(IMAGES_DIR).map((file) => [
    relative(IMAGES_DIR, file)
      .replace(/\\/g, '/')
      .replace(/\.svg$/, ''),
    readFileSync(file),
  ]),
);

describe('placeholder art in src/assets/images', () => {
  it('have one drawing per image id, and the generator draws every committed file', () => {
    expect([...committed.keys()].sort()).toEqual(IMAGE_IDS);
    expect(IMAGE_IDS).toHaveLength(87);
  });

  it('are self-contained 1600×1200 SVGs within the size budget', () => {
    for (const id of IMAGE_IDS) {
      const svg = committed.get(id)!.toString('utf8');
      expect(svg.startsWith(ROOT_TAG), id).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>'), id).toBe(true);
      expect(Buffer.byteLength(svg), id).toBeLessThanOrEqual(ART_BUDGET_BYTES);
      // No bitmaps, no words, no scripts, nothing fetched from elsewhere.
      expect(svg, id).not.toMatch(/<(image|text|script|foreignObject)\b/);
      expect(svg.match(/href="[^"]*"/g)?.filter((href) => !href.startsWith('href="#')) ?? [], id).toEqual([]);
    }
  });

  // Rasterizing 87 pictures takes a few seconds on a busy machine.
  it('parse and render pictures, not blanks', { timeout: 60_000 }, async () => {
    const rendered = await Promise.all(
      IMAGE_IDS.map(async (id) => {
        const image = sharp(committed.get(id)!, { density: 9 });
        const { width, height } = await image.metadata();
        const { channels } = await image.stats();
        return {
          id,
          size: [width, height],
          contrast: Math.max(...channels.slice(0, 3).map((channel) => channel.stdev)),
        };
      }),
    );
    for (const { id, size, contrast } of rendered) {
      expect(size, id).toEqual([200, 150]);
      expect(contrast, id).toBeGreaterThan(10);
    }
  });

  it('are what the generator draws (run `npm run art` after changing it)', () => {
    for (const id of IMAGE_IDS) expect(committed.get(id)!.toString('utf8'), id).toBe(renderImage(id));
  });

  it('draws each picture the same way every time and every picture differently', () => {
    expect(renderImage('services/cascadas/cover')).toBe(renderImage('services/cascadas/cover'));
    const hashes = new Set(IMAGE_IDS.map((id) => createHash('sha1').update(renderImage(id)).digest('hex')));
    expect(hashes.size).toBe(IMAGE_IDS.length);
  });
});

describe('brand art in src/assets/brand', () => {
  it('is what the generator draws', () => {
    for (const name of BRAND_FILES) expect(readFileSync(join(BRAND_DIR, name), 'utf8'), name).toBe(renderBrand(name));
  });

  it('has the Open Graph card at 1200×630 and the icon art at 512×512, without words', async () => {
    for (const [name, size] of [
      ['og-image.svg', [1200, 630]],
      ['app-icon.svg', [512, 512]],
      ['logo-mark.svg', [32, 32]],
    ] as const) {
      const svg = readFileSync(join(BRAND_DIR, name));
      const { width, height } = await sharp(svg).metadata();
      expect([width, height], name).toEqual(size);
      expect(svg.toString('utf8')).not.toMatch(/<(image|text|script)\b/);
    }
  });

  it('draws the same mark as the header logo', () => {
    const header = readFileSync('src/layout/header/logo.tsx', 'utf8');
    const headerRects = [...header.matchAll(/<rect ([^>]*)\/>/g)].map((match) => attributes(match[1]!));
    const markRects = MARK_RECTS.map((r, i) => ({
      x: String(r.x),
      y: String(r.y),
      width: String(r.width),
      height: String(r.height),
      rx: '2',
      fill: MARK_COLOURS[i]!,
      ...(r.rotate ? { transform: `rotate(${r.rotate} ${r.cx} ${r.cy})` } : {}),
    }));
    expect(headerRects).toEqual(markRects);
  });
});

function attributes(source: string): Record<string, string> {
  return Object.fromEntries([...source.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}
