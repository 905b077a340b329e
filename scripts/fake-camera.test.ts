// The check of e2e/support/fake-camera.ts lives here, not beside it: Vitest reads src/ and
// scripts/ only, and Playwright takes every *.test.ts under e2e/ for one of its own tests.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBlankVideo, writeQrVideo } from '../e2e/support/fake-camera';

interface Video {
  width: number;
  height: number;
  header: string;
  /** Each frame's Y plane, U and V after it. */
  frames: { luma: Uint8Array; chroma: Uint8Array }[];
}

/** A YUV4MPEG2 file read back by its own header, as a player would, not by what the writer meant. */
function readY4m(file: string): Video {
  const bytes = readFileSync(file);
  const end = bytes.indexOf(0x0a);
  const header = bytes.subarray(0, end).toString('ascii');
  const tags = new Map(header.split(' ').map((tag) => [tag[0]!, tag.slice(1)]));
  const width = Number(tags.get('W'));
  const height = Number(tags.get('H'));
  const lumaSize = width * height;
  const chromaSize = 2 * (width / 2) * (height / 2);
  const frames: Video['frames'] = [];
  let at = end + 1;
  while (at < bytes.length) {
    const line = bytes.indexOf(0x0a, at);
    expect(bytes.subarray(at, line).toString('ascii')).toBe('FRAME');
    const luma = bytes.subarray(line + 1, line + 1 + lumaSize);
    const chroma = bytes.subarray(line + 1 + lumaSize, line + 1 + lumaSize + chromaSize);
    expect(chroma.length).toBe(chromaSize);
    frames.push({ luma, chroma });
    at = line + 1 + lumaSize + chromaSize;
  }
  return { width, height, header, frames };
}

/** jsQR's reading of a Y plane as a grey picture. */
function decodeLuma(luma: Uint8Array, width: number, height: number): string | null {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < luma.length; i++) {
    rgba.fill(luma[i]!, i * 4, i * 4 + 3);
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

const folder = mkdtempSync(join(tmpdir(), 'fake-camera-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the fake camera’s videos', () => {
  const vcard = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'N:Puig;Núria;;;',
    'FN:Núria Puig',
    'ORG:Hotel Costa Brava',
    'EMAIL;TYPE=INTERNET:nuria@hotelcostabrava.cat',
    'TEL;TYPE=CELL:+34 600 11 22 33',
    'ADR;TYPE=WORK:;;Passeig del Mar 1;Palamós;Girona;17230;Espanya',
    'END:VCARD',
  ].join('\r\n');

  it('writes a 640×480 4:2:0 video whose every frame reads back as the code’s text', () => {
    const file = join(folder, 'vcard.y4m');
    writeQrVideo(vcard, file);
    const video = readY4m(file);
    expect(video.header).toBe('YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg');
    expect(video.frames).toHaveLength(10);
    for (const frame of video.frames) {
      expect(decodeLuma(frame.luma, video.width, video.height)).toBe(vcard);
      expect(frame.chroma.every((value) => value === 128)).toBe(true);
    }
  });

  it('draws the code centred, about half the frame high, black on white inside a grey scene', () => {
    const file = join(folder, 'short.y4m');
    writeQrVideo('mailto:ana@example.com', file, { width: 320, height: 240, frames: 2, fps: 15 });
    const video = readY4m(file);
    const luma = video.frames[0]!.luma;
    expect(video.header).toBe('YUV4MPEG2 W320 H240 F15:1 Ip A1:1 C420jpeg');
    // The middle column from top to bottom: grey, then the code's white quiet zone and modules,
    // then grey again, the code spanning about half the height around the centre.
    const column = Array.from({ length: 240 }, (_, y) => luma[y * 320 + 160]!);
    const inCode = column.flatMap((value, y) => (value !== 120 ? [y] : []));
    const span = inCode[inCode.length - 1]! - inCode[0]! + 1;
    expect(span / 240).toBeGreaterThanOrEqual(0.4);
    expect(span / 240).toBeLessThanOrEqual(0.6);
    expect(Math.abs(inCode[0]! + span / 2 - 120)).toBeLessThanOrEqual(1);
    expect(new Set(column.filter((value) => value !== 120))).toEqual(new Set([16, 235]));
    expect(decodeLuma(luma, 320, 240)).toBe('mailto:ana@example.com');
  });

  it('writes a blank video in which no code is found', () => {
    const file = join(folder, 'blank.y4m');
    writeBlankVideo(file, { frames: 3 });
    const video = readY4m(file);
    expect(video.frames).toHaveLength(3);
    expect(decodeLuma(video.frames[0]!.luma, video.width, video.height)).toBeNull();
  });

  it('refuses a frame size 4:2:0 cannot halve, and a code too large for the frame', () => {
    expect(() => writeQrVideo('x', join(folder, 'odd.y4m'), { width: 641 })).toThrow(/even/);
    expect(() => writeQrVideo('x'.repeat(1000), join(folder, 'tiny.y4m'), { width: 64, height: 64 })).toThrow(/fit/);
  });
});
