import { describe, expect, it, vi } from 'vitest';
import type { BadgeReader, Frame } from './badge-reader';
import { CAMERA_CONSTRAINTS, startScan, type ScanEnd, type ScanNeeds } from './camera-scan';

/** A stream whose tracks say whether they were stopped. */
function fakeStream() {
  const tracks = [{ readyState: 'live', stop: vi.fn() }];
  for (const track of tracks) track.stop.mockImplementation(() => (track.readyState = 'ended'));
  return { stream: { getTracks: () => tracks } as unknown as MediaStream, tracks };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A scan over fakes: frames are pumped by hand (`frameAt`), the reader answers `texts` in turn. */
function scanWith(options: {
  texts?: (string | null)[];
  camera?: Promise<MediaStream>;
  reader?: Promise<BadgeReader>;
}) {
  const { stream, tracks } = fakeStream();
  const ends: ScanEnd[] = [];
  const texts = [...(options.texts ?? [])];
  const read = vi.fn(async (_frame: Frame) => texts.shift() ?? null);
  const waiting: ((now: number) => void)[] = [];
  const listeners = new Set<() => void>();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const video = { srcObject: null as unknown, muted: false, playsInline: false, play: vi.fn(() => Promise.resolve()) };
  const getUserMedia = vi.fn(() => options.camera ?? Promise.resolve(stream));
  const session = startScan({
    video: video as ScanNeeds['video'],
    getUserMedia,
    reader: () => options.reader ?? Promise.resolve({ kind: 'decoder', read }),
    frame: { source: video, pixels: () => null },
    nextFrame: (run) => {
      waiting.push(run);
      return () => waiting.splice(waiting.indexOf(run) >>> 0, 1);
    },
    page,
    onEnd: (end) => ends.push(end),
    intervalMs: 100,
  });
  const frameAt = async (now: number) => {
    await settle();
    waiting.shift()?.(now);
    await settle();
  };
  const hide = () => {
    page.visibilityState = 'hidden';
    listeners.forEach((listener) => listener());
  };
  return { session, ends, read, tracks, video, getUserMedia, frameAt, waiting, listeners, hide };
}

describe('startScan', () => {
  it('opens the back camera into the preview, reads frames at the given rate, and stops the camera on a read', async () => {
    const scan = scanWith({ texts: [null, 'BEGIN:VCARD'] });
    expect(scan.getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    await scan.frameAt(1000);
    expect(scan.video.srcObject).not.toBeNull();
    expect(scan.video.muted).toBe(true);
    expect(scan.read).toHaveBeenCalledTimes(1);
    // A frame sooner than the interval after the last read is let go, unread.
    await scan.frameAt(1050);
    expect(scan.read).toHaveBeenCalledTimes(1);
    await scan.frameAt(1100);
    expect(scan.read).toHaveBeenCalledTimes(2);
    expect(scan.ends).toEqual([{ kind: 'read', text: 'BEGIN:VCARD' }]);
    expect(scan.tracks.map((track) => track.readyState)).toEqual(['ended']);
    expect(scan.video.srcObject).toBeNull();
    expect(scan.waiting).toEqual([]);
    expect(scan.listeners.size).toBe(0);
  });

  it('stops the camera when cancelled, and says nothing', async () => {
    const scan = scanWith({});
    await scan.frameAt(0);
    scan.session.stop();
    expect(scan.tracks[0]!.readyState).toBe('ended');
    expect(scan.waiting).toEqual([]);
    expect(scan.ends).toEqual([]);
  });

  it('stops a camera that opens only after the scan was cancelled, as it opens', async () => {
    let open!: (stream: MediaStream) => void;
    const { stream, tracks } = fakeStream();
    const scan = scanWith({ camera: new Promise((resolve) => (open = resolve)) });
    scan.session.stop();
    open(stream);
    await settle();
    expect(tracks[0]!.readyState).toBe('ended');
    expect(scan.video.srcObject).toBeNull();
  });

  it('stops the camera when the page is hidden (the tablet put to sleep), and says so', async () => {
    const scan = scanWith({});
    await scan.frameAt(0);
    scan.hide();
    expect(scan.tracks[0]!.readyState).toBe('ended');
    expect(scan.ends).toEqual([{ kind: 'hidden' }]);
  });

  it('says a camera refused, and a reader that cannot be loaded, with the camera stopped', async () => {
    const denied = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    const refused = scanWith({ camera: Promise.reject(denied) });
    await settle();
    expect(refused.ends).toEqual([{ kind: 'failed', error: denied }]);

    const offline = new TypeError('Failed to fetch');
    const unloaded = scanWith({ reader: Promise.reject(offline) });
    await settle();
    expect(unloaded.ends).toEqual([{ kind: 'failed', error: offline }]);
    expect(unloaded.tracks[0]!.readyState).toBe('ended');
  });
});
