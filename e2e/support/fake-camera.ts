import { writeFileSync } from 'node:fs';
import encodeQR from 'qr';

/**
 * Videos for Chromium's fake camera: YUV4MPEG2 files (`.y4m`, 4:2:0) that Chromium plays in a
 * loop as the camera when launched with
 *   --use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>
 * (and --use-fake-ui-for-media-stream to grant the permission without a prompt).
 *
 * Grey only: the chroma planes are neutral (128). Levels are video range (16 black, 235 white),
 * as a camera's I420 frames are; read as full range they are still near black and near white.
 */

export interface VideoOptions {
  width?: number;
  height?: number;
  fps?: number;
  /** Frames in the file; Chromium loops them. */
  frames?: number;
  /** How much of the frame's height the code takes, quiet zone included. */
  fill?: number;
}

const BLACK = 16;
const WHITE = 235;
/** The scene around the code: a mid grey, so the code's own quiet zone is what sets it apart. */
const BACKGROUND = 120;
/** Chroma for no colour. */
const NEUTRAL = 128;
/** The light border the QR standard asks for, in modules. */
const QUIET_ZONE = 4;

/**
 * Writes a video of the QR code of `text` (drawn by the same `qr` package as the site's share
 * codes, medium error correction): black modules on white with a four-module quiet zone, on a
 * grey scene, centred, about half the frame high (the nearest whole number of pixels per
 * module, at least 2 while the code fits).
 */
export function writeQrVideo(text: string, file: string, opts: VideoOptions = {}): void {
  const { width, height } = frameSize(opts);
  const rows = encodeQR(text, 'raw', { ecc: 'medium', border: QUIET_ZONE });
  const modules = rows.length;
  const wanted = Math.round((height * (opts.fill ?? 0.5)) / modules);
  const pixels = Math.min(Math.max(wanted, 2), Math.floor(Math.min(width, height) / modules));
  if (pixels < 1) throw new Error(`A code of ${modules} modules does not fit a ${width}×${height} frame`);
  const left = Math.floor((width - modules * pixels) / 2);
  const top = Math.floor((height - modules * pixels) / 2);
  const luma = new Uint8Array(width * height).fill(BACKGROUND);
  for (let y = 0; y < modules * pixels; y++) {
    const row = rows[Math.floor(y / pixels)]!;
    const offset = (top + y) * width + left;
    for (let x = 0; x < modules * pixels; x++) luma[offset + x] = row[Math.floor(x / pixels)] ? BLACK : WHITE;
  }
  writeVideo(file, luma, width, height, opts);
}

/**
 * Writes a video with no code in view: a soft left-to-right gradient, something for a decoder to
 * look at and find nothing in.
 */
export function writeBlankVideo(file: string, opts: VideoOptions = {}): void {
  const { width, height } = frameSize(opts);
  const luma = new Uint8Array(width * height);
  for (let i = 0; i < luma.length; i++) luma[i] = 64 + Math.floor((128 * (i % width)) / width);
  writeVideo(file, luma, width, height, opts);
}

function frameSize(opts: VideoOptions): { width: number; height: number } {
  const width = opts.width ?? 640;
  const height = opts.height ?? 480;
  // 4:2:0 halves both directions for the chroma planes.
  if (width % 2 || height % 2 || width <= 0 || height <= 0)
    throw new Error(`Not an even frame size: ${width}×${height}`);
  return { width, height };
}

/** The same frame `frames` times: header, then per frame `FRAME`, the Y plane, U and V. */
function writeVideo(file: string, luma: Uint8Array, width: number, height: number, opts: VideoOptions): void {
  const fps = opts.fps ?? 10;
  const frames = opts.frames ?? 10;
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frameHeader = Buffer.from('FRAME\n', 'ascii');
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, NEUTRAL);
  const frame = Buffer.concat([frameHeader, luma, chroma]);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
