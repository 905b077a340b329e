import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** An image the site publishes, rendered from one of the SVGs in src/assets/brand. */
export interface BrandImage {
  /** Path in the build output (and URL path without the leading slash). */
  fileName: string;
  source: 'app-icon.svg' | 'og-image.svg';
  width: number;
  height: number;
  /** Corners cut round (transparent): for "any"-purpose icons. Maskable and Apple icons stay full bleed. */
  rounded?: boolean;
  /** Wrapped in an ICO container: /favicon.ico, which browsers ask for on documents without an icon link. */
  ico?: boolean;
}

export const BRAND_IMAGES: readonly BrandImage[] = [
  { fileName: 'images/og-image.png', source: 'og-image.svg', width: 1200, height: 630 },
  { fileName: 'icons/icon-192.png', source: 'app-icon.svg', width: 192, height: 192, rounded: true },
  { fileName: 'icons/icon-512.png', source: 'app-icon.svg', width: 512, height: 512, rounded: true },
  { fileName: 'icons/maskable-512.png', source: 'app-icon.svg', width: 512, height: 512 },
  { fileName: 'icons/apple-touch-icon.png', source: 'app-icon.svg', width: 180, height: 180 },
  { fileName: 'favicon.ico', source: 'app-icon.svg', width: 32, height: 32, rounded: true, ico: true },
];

/** An ICO file holding one PNG image (the PNG-in-ICO form every current browser reads). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no colour palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // size of the image data
  header.writeUInt32LE(header.length, 18); // where it starts
  return Buffer.concat([header, png]);
}

/** Renders one brand image to PNG bytes. */
export async function renderBrandImage(brandDir: string, image: BrandImage): Promise<Buffer> {
  const svg = readFileSync(join(brandDir, image.source));
  // Rasterized at the density that gives the target size directly, so small icons stay crisp.
  const { width = image.width } = await sharp(svg).metadata();
  let png = sharp(svg, { density: (72 * image.width) / width }).resize(image.width, image.height);
  if (image.rounded) {
    const r = Math.round(image.width * 0.18);
    const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}"><rect width="100%" height="100%" rx="${r}"/></svg>`;
    png = sharp(await png.png().toBuffer()).composite([{ input: Buffer.from(mask), blend: 'dest-in' }]);
  }
  // Flat art quantizes to a palette without visible loss, at about a quarter of the bytes.
  const bytes = await png.png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
  return image.ico ? icoFromPng(bytes, image.width) : bytes;
}

/**
 * Renders the brand images (Open Graph card, app icons, favicon.ico) from their SVG art at build time, into
 * the client build only; the dev server answers the same URLs by rendering on request.
 */
export function brandImagesPlugin(brandDir: string): Plugin {
  return {
    name: 'brand-images',
    apply: (userConfig, env) => env.command === 'serve' || !userConfig.build?.ssr,
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const image = BRAND_IMAGES.find((candidate) => `/${candidate.fileName}` === (req.url ?? '').split('?')[0]);
        if (!image) return next();
        try {
          const png = await renderBrandImage(brandDir, image);
          res.setHeader('Content-Type', image.ico ? 'image/x-icon' : 'image/png');
          res.end(png);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      for (const image of BRAND_IMAGES) {
        this.emitFile({ type: 'asset', fileName: image.fileName, source: await renderBrandImage(brandDir, image) });
      }
    },
  };
}
