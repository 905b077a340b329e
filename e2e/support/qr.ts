import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import jsQR from 'jsqr';

/**
 * What a phone would open from a QR code on screen: the code screenshotted as shown and read back
 * from its pixels with an independent decoder (jsQR), or null if it cannot be read.
 */
export async function decodeQr(code: Locator): Promise<string | null> {
  const png = await code.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(pixels, info.width, info.height)?.data ?? null;
}
