import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followStoredSelection, type ControlOnOpenDeps } from './control-on-open';
import { SELECTION_DB } from '../selection-names';

// The browser's window, as far as loading the reader uses it: where `online` is heard.
beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  return () => vi.unstubAllGlobals();
});

/** Resolves once every promise queued so far (and those they queue) has run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeChannel() {
  return { onmessage: null as ((event: MessageEvent) => void) | null, close: vi.fn() };
}

/** A reader, loaded, that reads with `readCount`. */
const readerOf = (readCount: () => Promise<number>) => () => Promise.resolve(readCount);

function deps(overrides: Partial<ControlOnOpenDeps> = {}) {
  const channel = fakeChannel();
  const shown: number[] = [];
  const all: ControlOnOpenDeps = {
    databases: () => Promise.resolve([{ name: SELECTION_DB }]),
    loadReader: vi.fn(readerOf(() => Promise.resolve(3))),
    openChannel: () => channel,
    followedByApp: () => false,
    show: (count) => {
      shown.push(count);
      return true;
    },
    ...overrides,
  };
  return { all, channel, shown };
}

describe('followStoredSelection (the control before the app)', () => {
  it('shows the stored count where the selection’s database exists', async () => {
    const { all, shown } = deps();
    followStoredSelection(all);
    await settled();
    expect(shown).toEqual([3]);
  });

  it('reads nothing, and loads no reader, where the device has no selection', async () => {
    const { all, shown } = deps({ databases: () => Promise.resolve([{ name: 'outbox' }]) });
    followStoredSelection(all);
    await settled();
    expect(all.loadReader).not.toHaveBeenCalled();
    expect(shown).toEqual([]);
  });

  it('reads where the browser cannot list its databases, or fails to', async () => {
    for (const databases of [undefined, () => Promise.reject(new Error('refused'))]) {
      const { all, shown } = deps({ databases });
      followStoredSelection(all);
      await settled();
      expect(shown).toEqual([3]);
    }
  });

  it('reads again when another tab announces a change, one read after the other', async () => {
    const counts = [1, 2];
    const { all, channel, shown } = deps({
      databases: () => Promise.resolve([]),
      loadReader: readerOf(() => Promise.resolve(counts.shift()!)),
    });
    followStoredSelection(all);
    channel.onmessage?.(new MessageEvent('message'));
    channel.onmessage?.(new MessageEvent('message'));
    await settled();
    expect(shown).toEqual([1, 2]);
  });

  it('stops once the app follows the control, and its channel is closed', async () => {
    const readCount = vi.fn(() => Promise.resolve(3));
    const { all, channel } = deps({ show: () => false, loadReader: readerOf(readCount) });
    followStoredSelection(all);
    await settled();
    expect(channel.close).toHaveBeenCalled();
    channel.onmessage?.(new MessageEvent('message'));
    await settled();
    expect(readCount).toHaveBeenCalledTimes(1);
  });

  it('leaves the control as it is when storage refuses, and never throws', async () => {
    const { all, shown } = deps({ loadReader: readerOf(() => Promise.reject(new Error('refused'))) });
    followStoredSelection(all);
    await settled();
    expect(shown).toEqual([]);
  });

  /** A reader whose first load fails (the network dropped as it was asked for), and loads after. */
  const failingOnce = () =>
    vi
      .fn<ControlOnOpenDeps['loadReader']>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(readerOf(() => Promise.resolve(3)));

  it('asks for a reader that could not load again once the browser is online, and shows the count then', async () => {
    const loadReader = failingOnce();
    const { all, shown } = deps({ loadReader });
    followStoredSelection(all);
    await settled();
    expect(shown).toEqual([]);
    window.dispatchEvent(new Event('online'));
    await settled();
    expect(loadReader).toHaveBeenCalledTimes(2);
    expect(shown).toEqual([3]);
  });

  it('a change announced after the reader failed to load, still online, asks for it again', async () => {
    const loadReader = failingOnce();
    const { all, channel, shown } = deps({ loadReader });
    followStoredSelection(all);
    await settled();
    expect(loadReader).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([]);
    channel.onmessage?.(new MessageEvent('message'));
    await settled();
    expect(loadReader).toHaveBeenCalledTimes(2);
    expect(shown).toEqual([3]);
    // Loaded: the browser coming online later reads nothing more.
    window.dispatchEvent(new Event('online'));
    await settled();
    expect(loadReader).toHaveBeenCalledTimes(2);
    expect(shown).toEqual([3]);
  });

  it('stops, its channel closed, once the app follows, though the reader never loads', async () => {
    let followed = false;
    const loadReader = vi.fn<ControlOnOpenDeps['loadReader']>(() => new Promise(() => {}));
    const { all, channel } = deps({ loadReader, followedByApp: () => followed });
    followStoredSelection(all);
    await settled();
    expect(loadReader).toHaveBeenCalledTimes(1);
    followed = true;
    channel.onmessage?.(new MessageEvent('message'));
    await settled();
    expect(channel.close).toHaveBeenCalled();
  });

  it('asks for the reader no more once stopped while it could not load', async () => {
    const loadReader = vi.fn<ControlOnOpenDeps['loadReader']>(() => Promise.reject(new TypeError('offline')));
    const { all, shown } = deps({ loadReader });
    const stop = followStoredSelection(all);
    await settled();
    stop();
    window.dispatchEvent(new Event('online'));
    await settled();
    expect(loadReader).toHaveBeenCalledTimes(1);
    expect(shown).toEqual([]);
  });

  it('stops when told to', async () => {
    const { all, channel, shown } = deps();
    const stop = followStoredSelection(all);
    stop();
    await settled();
    expect(shown).toEqual([]);
    expect(channel.close).toHaveBeenCalled();
  });
});
