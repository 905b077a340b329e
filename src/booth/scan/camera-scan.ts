import type { BadgeReader, Frame, PixelImage } from './badge-reader';

/** About eight reads a second: a badge held up is read within a blink, and a tablet stays cool. */
export const SCAN_INTERVAL_MS = 125;

/** The back camera where there is one (a tablet's), any camera otherwise: `ideal`, never required. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = { video: { facingMode: 'environment' }, audio: false };

/** How a scan ended by itself; a scan stopped by `stop()` says nothing. */
export type ScanEnd = { kind: 'read'; text: string } | { kind: 'failed'; error: unknown } | { kind: 'hidden' };

/** The `<video>` the preview plays in: what the session needs of it. */
export interface PreviewVideo {
  srcObject: MediaProvider | null;
  muted: boolean;
  playsInline: boolean;
  play(): Promise<void>;
}

/** Calls `run` with a timestamp (ms) at the next frame worth reading; returns what cancels it. */
export type NextFrame = (run: (now: number) => void) => () => void;

/** The page's visibility, as `document` has it. */
export interface PageVisibility {
  visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface ScanNeeds {
  video: PreviewVideo;
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** The reader, loaded as the camera starts (its chunk, when it needs one, comes meanwhile). */
  reader: () => Promise<BadgeReader>;
  /** The frame on screen now, for the reader. */
  frame: Frame;
  nextFrame: NextFrame;
  page: PageVisibility;
  onEnd: (end: ScanEnd) => void;
  intervalMs?: number;
}

export interface ScanSession {
  /** Ends the scan (cancelled, the card closed): every track stopped, nothing more said. */
  stop(): void;
}

/**
 * One scan: the camera opened into the preview, one frame read at a time at a modest rate (the
 * next read waits for the previous one, never a busy loop), until a code is read, something
 * fails, the page is hidden (a tablet put to sleep must not keep its camera on) or `stop()`.
 * Every way out stops every track of the stream; a stream that arrives after the end is stopped
 * as it arrives.
 */
export function startScan({
  video,
  getUserMedia,
  reader,
  frame,
  nextFrame,
  page,
  onEnd,
  intervalMs = SCAN_INTERVAL_MS,
}: ScanNeeds): ScanSession {
  let ended = false;
  let stream: MediaStream | null = null;
  let cancelFrame = () => {};

  const release = () => {
    ended = true;
    cancelFrame();
    page.removeEventListener('visibilitychange', onVisibility);
    stream?.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
  const end = (how: ScanEnd) => {
    if (ended) return;
    release();
    onEnd(how);
  };
  const onVisibility = () => {
    if (page.visibilityState === 'hidden') end({ kind: 'hidden' });
  };
  page.addEventListener('visibilitychange', onVisibility);

  const loading = reader();
  // Read only if the camera opens; a load failing meanwhile is said once the camera's answer is in.
  loading.catch(() => {});

  const run = async () => {
    const opened = await getUserMedia(CAMERA_CONSTRAINTS);
    if (ended) return opened.getTracks().forEach((track) => track.stop());
    stream = opened;
    video.muted = true;
    video.playsInline = true;
    video.srcObject = opened;
    const read = (await loading).read;
    if (ended) return;
    // play() rejects when the scan ends before the first frame; the end is said already then.
    await video.play().catch((error: unknown) => {
      if (!ended) throw error;
    });
    let last = -Infinity;
    const tick = (now: number) => {
      if (ended) return;
      if (now - last < intervalMs) return (cancelFrame = nextFrame(tick));
      last = now;
      read(frame).then(
        (text) => {
          if (ended) return;
          if (text !== null) end({ kind: 'read', text });
          else cancelFrame = nextFrame(tick);
        },
        (error: unknown) => end({ kind: 'failed', error }),
      );
    };
    cancelFrame = nextFrame(tick);
  };
  run().catch((error: unknown) => end({ kind: 'failed', error }));
  onVisibility();

  return { stop: () => void (ended || release()) };
}

/** The video's next new frame (requestVideoFrameCallback), or the next repaint where it has none. */
export function videoFrames(video: HTMLVideoElement): NextFrame {
  if ('requestVideoFrameCallback' in video) {
    return (run) => {
      const handle = video.requestVideoFrameCallback((now) => run(now));
      return () => video.cancelVideoFrameCallback(handle);
    };
  }
  return (run) => {
    const handle = requestAnimationFrame(run);
    return () => cancelAnimationFrame(handle);
  };
}

/** The longer side a frame is read at: a badge held up fills much of it; more costs time, not reads. */
export const READ_SIDE_MAX = 1024;

/** The frame the video shows, drawn on a canvas of its own (made once per scan) for the JS decoder. */
export function videoFrame(video: HTMLVideoElement): Frame {
  let context: CanvasRenderingContext2D | null = null;
  return {
    source: video,
    pixels(): PixelImage | null {
      const { videoWidth, videoHeight } = video;
      if (!videoWidth || !videoHeight) return null;
      const scale = Math.min(1, READ_SIDE_MAX / Math.max(videoWidth, videoHeight));
      const width = Math.round(videoWidth * scale);
      const height = Math.round(videoHeight * scale);
      if (!context) context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      if (context.canvas.width !== width || context.canvas.height !== height) {
        context.canvas.width = width;
        context.canvas.height = height;
      }
      context.drawImage(video, 0, 0, width, height);
      return context.getImageData(0, 0, width, height);
    },
  };
}
