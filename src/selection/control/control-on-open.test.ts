import { describe, expect, it, vi } from 'vitest';
import { followStoredSelection, type ControlOnOpenDeps } from './control-on-open';
import { SELECTION_DB } from '../selection-names';

/** Resolves once every promise queued so far (and those they queue) has run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeChannel() {
  return { onmessage: null as ((event: MessageEvent) => void) | null, close: vi.fn() };
}

function deps(overrides: Partial<ControlOnOpenDeps> = {}) {
  const channel = fakeChannel();
  const shown: number[] = [];
  const all: ControlOnOpenDeps = {
    databases: () => Promise.resolve([{ name: SELECTION_DB }]),
    readCount: vi.fn(() => Promise.resolve(3)),
    openChannel: () => channel,
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
    expect(all.readCount).not.toHaveBeenCalled();
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
      readCount: () => Promise.resolve(counts.shift()!),
    });
    followStoredSelection(all);
    channel.onmessage?.(new MessageEvent('message'));
    channel.onmessage?.(new MessageEvent('message'));
    await settled();
    expect(shown).toEqual([1, 2]);
  });

  it('stops once the app follows the control, and its channel is closed', async () => {
    const { all, channel } = deps({ show: () => false });
    followStoredSelection(all);
    await settled();
    expect(channel.close).toHaveBeenCalled();
    channel.onmessage?.(new MessageEvent('message'));
    await settled();
    expect(all.readCount).toHaveBeenCalledTimes(1);
  });

  it('leaves the control as it is when storage refuses or the reader cannot load, and never throws', async () => {
    const { all, shown } = deps({ readCount: () => Promise.reject(new Error('offline')) });
    followStoredSelection(all);
    await settled();
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
