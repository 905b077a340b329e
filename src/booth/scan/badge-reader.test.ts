import { describe, expect, it, vi } from 'vitest';
import { chooseReader, DecoderNotLoaded, type DecodeQr, type Frame, type QrDetectorClass } from './badge-reader';

const image = { width: 2, height: 2, data: new Uint8ClampedArray(16) };
const video = { tag: 'video' };
const frame = (pixels: Frame['pixels'] = () => image): Frame => ({ source: video, pixels });

/** A detector class as the browser's, reading `values` in turn (an Error is thrown). */
function fakeDetector(formats: string[] | Error, values: (string | null | Error)[] = []) {
  const made: { formats: string[] }[] = [];
  const seen: unknown[] = [];
  const Detector = class {
    constructor(options: { formats: string[] }) {
      made.push(options);
    }
    static getSupportedFormats = () => (formats instanceof Error ? Promise.reject(formats) : Promise.resolve(formats));
    detect(source: unknown) {
      seen.push(source);
      const value = values.shift() ?? null;
      if (value instanceof Error) return Promise.reject(value);
      return Promise.resolve(value === null ? [] : [{ rawValue: value }]);
    }
  } as unknown as QrDetectorClass;
  return { Detector, made, seen };
}

const decoding = (text: string) => {
  const decode = vi.fn<DecodeQr>(() => text);
  return { decode, loadDecoder: vi.fn(() => Promise.resolve(decode)) };
};

describe('chooseReader', () => {
  it('reads with the browser’s detector when it reads QR codes, from the video, and never loads the decoder', async () => {
    const { Detector, made, seen } = fakeDetector(['ean_13', 'qr_code'], [null, 'BEGIN:VCARD']);
    const { loadDecoder } = decoding('unused');
    const reader = await chooseReader({ Detector, loadDecoder });
    expect(reader.kind).toBe('detector');
    expect(made).toEqual([{ formats: ['qr_code'] }]);
    expect(await reader.read(frame())).toBeNull();
    expect(await reader.read(frame())).toBe('BEGIN:VCARD');
    expect(seen).toEqual([video, video]);
    expect(loadDecoder).not.toHaveBeenCalled();
  });

  it('loads the decoder when the browser has no detector, and reads the frame’s pixels', async () => {
    const { decode, loadDecoder } = decoding('MECARD:N:Roig;;');
    const reader = await chooseReader({ loadDecoder });
    expect(reader.kind).toBe('decoder');
    expect(await reader.read(frame())).toBe('MECARD:N:Roig;;');
    expect(decode).toHaveBeenCalledWith(image);
    expect(loadDecoder).toHaveBeenCalledTimes(1);
  });

  it('leaves a detector that does not read QR codes, or cannot say what it reads, for the decoder', async () => {
    for (const formats of [['ean_13', 'code_128'], new Error('NotSupportedError')]) {
      const { Detector, made } = fakeDetector(formats);
      const reader = await chooseReader({ Detector, ...decoding('x') });
      expect(reader.kind).toBe('decoder');
      expect(made).toEqual([]);
    }
  });

  it('turns to the decoder for the rest of the scan when the detector throws on a frame', async () => {
    const { Detector, seen } = fakeDetector(['qr_code'], [new Error('InvalidStateError'), 'never read']);
    const { decode, loadDecoder } = decoding('from the decoder');
    const reader = await chooseReader({ Detector, loadDecoder });
    expect(await reader.read(frame())).toBe('from the decoder');
    expect(await reader.read(frame())).toBe('from the decoder');
    expect(seen).toHaveLength(1);
    expect(decode).toHaveBeenCalledTimes(2);
    expect(loadDecoder).toHaveBeenCalledTimes(1);
  });

  it('turns to the decoder when a detect() never settles, so the scan does not hang with the camera on', async () => {
    vi.useFakeTimers();
    try {
      const Detector = class {
        static getSupportedFormats = () => Promise.resolve(['qr_code']);
        detect = () => new Promise<never>(() => {});
      } as unknown as QrDetectorClass;
      const { decode, loadDecoder } = decoding('MECARD:N:Vidal,Núria;;');
      const reader = await chooseReader({ Detector, loadDecoder, detectTimeoutMs: 2000 });
      const read = reader.read(frame());
      await vi.advanceTimersByTimeAsync(2000);
      expect(await read).toBe('MECARD:N:Vidal,Núria;;');
      expect(decode).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a frame the decoder finds no code in, or one not drawn yet, as a miss', async () => {
    const decode = vi.fn<DecodeQr>(() => {
      throw new Error('Finder: len(found) = 0');
    });
    const reader = await chooseReader({ loadDecoder: () => Promise.resolve(decode) });
    expect(await reader.read(frame())).toBeNull();
    expect(await reader.read(frame(() => null))).toBeNull();
    expect(await reader.read(frame(() => ({ ...image, width: 0 })))).toBeNull();
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('says the decoder could not be loaded, as such', async () => {
    const failed = chooseReader({ loadDecoder: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(failed).rejects.toBeInstanceOf(DecoderNotLoaded);
  });
});
