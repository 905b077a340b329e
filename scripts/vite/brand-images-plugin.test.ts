import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BRAND_IMAGES, renderBrandImage } from './brand-images-plugin.ts';

const BRAND_DIR = 'src/assets/brand';

async function cornerAlpha(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[info.channels - 1]!;
}

// Rendering with sharp can take seconds when the machine is busy.
describe('brand images rendered at build time', { timeout: 30_000 }, () => {
  it('publishes the Open Graph card and the app icons the manifest will list', () => {
    expect(BRAND_IMAGES.map((image) => image.fileName)).toEqual([
      'images/og-image.png',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/maskable-512.png',
      'icons/apple-touch-icon.png',
      'favicon.ico',
    ]);
  });

  it('wraps favicon.ico as an icon file holding one 32×32 PNG', async () => {
    const ico = await renderBrandImage(
      BRAND_DIR,
      BRAND_IMAGES.find((image) => image.ico)!,
    );
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    const offset = ico.readUInt32LE(18);
    const png = ico.subarray(offset);
    expect(png.length).toBe(ico.readUInt32LE(14));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 32, 32]);
  });

  it.each(BRAND_IMAGES.filter((image) => !image.ico))('renders $fileName as a $width×$height PNG', async (image) => {
    const png = await renderBrandImage(BRAND_DIR, image);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([image.width, image.height]);
  });

  it('keeps maskable, Apple and Open Graph images full bleed and rounds the corners of the others', async () => {
    for (const image of BRAND_IMAGES.filter((candidate) => !candidate.ico)) {
      const alpha = await cornerAlpha(await renderBrandImage(BRAND_DIR, image));
      expect(alpha, image.fileName).toBe(image.rounded ? 0 : 255);
    }
  });

  it('paints the icons on the petrol ground of the theme colour', async () => {
    const maskable = BRAND_IMAGES.find((image) => image.fileName === 'icons/maskable-512.png')!;
    const { data } = await sharp(await renderBrandImage(BRAND_DIR, maskable))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x0f, 0x4c, 0x5c]);
  });
});
