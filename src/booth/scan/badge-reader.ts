/**
 * Reads a QR code's text from camera frames: the browser's own `BarcodeDetector` where it reads QR
 * codes (Chrome on Android and macOS, Safari), else the `qr` package's decoder (pure JS, ≈15 KB
 * gzip, maintained; no WebAssembly, so no CSP change), loaded only when a scan starts.
 */

/** A picture of what the camera sees, offered to whichever reader is in use. */
export interface Frame {
  /** What a `BarcodeDetector` reads directly (the `<video>` itself). */
  source: unknown;
  /** The frame's RGBA pixels for the JS decoder, or null when none is drawn yet (no video size). */
  pixels(): PixelImage | null;
}

/** A canvas `ImageData`'s shape, which the `qr` decoder takes. */
export interface PixelImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** The part of the Shape Detection API used here (not in TypeScript's DOM types yet). */
export interface QrDetector {
  detect(source: never): Promise<readonly { rawValue: string }[]>;
}
export interface QrDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<readonly string[]>;
}

/** `qr/decode.js`'s decoder: the text of the code in the image; throws when it finds none. */
export type DecodeQr = (image: PixelImage) => string;

/** The text of the QR code in the frame, or null when the frame shows none (yet). */
export type ReadFrame = (frame: Frame) => Promise<string | null>;

export interface BadgeReader {
  /** Which reader reads: said in tests, and why a scan behaves as it does on a given device. */
  kind: 'detector' | 'decoder';
  read: ReadFrame;
}

/** The JS decoder's chunk could not be loaded (offline before the site's copy was saved). */
export class DecoderNotLoaded extends Error {
  constructor(cause: unknown) {
    super('The QR decoder could not be loaded', { cause });
    this.name = 'DecoderNotLoaded';
  }
}

export interface ReaderNeeds {
  /** `globalThis.BarcodeDetector`, when the browser has one. */
  Detector?: QrDetectorClass;
  /** Loads the JS decoder: `() => import('qr/decode.js').then((m) => m.decodeQR)`. */
  loadDecoder: () => Promise<DecodeQr>;
  /** How long one `detect()` may take before it counts as a throw (tests shorten it). */
  detectTimeoutMs?: number;
}

/**
 * A `detect()` that never settles (seen on detectors whose platform service hangs) would keep the
 * camera on for good: past this, it counts as a throw, and the decoder takes over. A frame is
 * read in well under 100 ms where the detector works.
 */
export const DETECT_TIMEOUT_MS = 2000;

const QR = 'qr_code';

/**
 * The reader for this browser. A detector that cannot say its formats, or does not read QR codes
 * (desktop Chrome lists formats it cannot serve on some systems), leaves the decoder; so does one
 * that throws on a frame, for the rest of the scan: a detector that fails once fails on every
 * frame, and the scan would never end. Rejects with `DecoderNotLoaded` when the decoder is needed
 * and cannot be had.
 */
export async function chooseReader({
  Detector,
  loadDecoder,
  detectTimeoutMs = DETECT_TIMEOUT_MS,
}: ReaderNeeds): Promise<BadgeReader> {
  const detector = await detectorFor(Detector);
  if (!detector) return { kind: 'decoder', read: decoderRead(await decoder(loadDecoder)) };
  let fallback: ReadFrame | null = null;
  const read: ReadFrame = async (frame) => {
    if (fallback) return fallback(frame);
    try {
      const [code] = await withinTime(detector.detect(frame.source as never), detectTimeoutMs);
      return code?.rawValue || null;
    } catch {
      fallback = decoderRead(await decoder(loadDecoder));
      return fallback(frame);
    }
  };
  return { kind: 'detector', read };
}

/** `promise`, or a rejection once `ms` have passed without it settling. */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`detect() did not settle within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function detectorFor(Detector: QrDetectorClass | undefined): Promise<QrDetector | null> {
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes(QR)) return null;
    return new Detector({ formats: [QR] });
  } catch {
    return null;
  }
}

async function decoder(loadDecoder: () => Promise<DecodeQr>): Promise<DecodeQr> {
  try {
    return await loadDecoder();
  } catch (error) {
    throw new DecoderNotLoaded(error);
  }
}

/** The decoder throws on a frame without a code: a miss, and the next frame is tried. */
const decoderRead =
  (decode: DecodeQr): ReadFrame =>
  async (frame) => {
    const image = frame.pixels();
    if (!image || image.width === 0 || image.height === 0) return null;
    try {
      return decode(image) || null;
    } catch {
      return null;
    }
  };
