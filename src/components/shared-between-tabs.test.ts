import { describe, expect, it, vi } from 'vitest';
import { createTabLink, createTurns, refusalOf, type ChannelLike } from './shared-between-tabs';

describe('refusalOf', () => {
  it('names a full quota, a storage that has not answered yet, and anything else as blocked', () => {
    expect(refusalOf(new DOMException('quota', 'QuotaExceededError'))).toBe('full');
    expect(refusalOf(new DOMException('slow open', 'TimeoutError'))).toBe('waiting');
    expect(refusalOf(new DOMException('private mode', 'InvalidStateError'))).toBe('blocked');
    expect(refusalOf(new Error('QuotaExceededError'))).toBe('blocked');
  });
});

describe('createTurns', () => {
  it('starts each task once the one before has settled, failed or not', async () => {
    const inTurn = createTurns();
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = inTurn(
      () =>
        new Promise<void>((resolve) => {
          order.push('first starts');
          finishFirst = () => {
            order.push('first ends');
            resolve();
          };
        }),
    );
    const failing = inTurn(async () => {
      order.push('second runs');
      throw new Error('refused');
    });
    const third = inTurn(async () => {
      order.push('third runs');
      return 3;
    });
    await Promise.resolve();
    expect(order).toEqual(['first starts']);
    finishFirst();
    await first;
    await expect(failing).rejects.toThrow('refused');
    expect(await third).toBe(3);
    expect(order).toEqual(['first starts', 'first ends', 'second runs', 'third runs']);
  });

  it('keeps one queue per store: another queue does not wait for it', async () => {
    const one = createTurns();
    const other = createTurns();
    void one(() => new Promise(() => {}));
    expect(await other(async () => 'ran')).toBe('ran');
  });
});

function fakeChannel() {
  const channel: ChannelLike & { posted: unknown[]; closed: boolean } = {
    posted: [],
    closed: false,
    onmessage: null,
    postMessage: (message) => void channel.posted.push(message),
    close: () => void (channel.closed = true),
  };
  return channel;
}

describe('createTabLink', () => {
  it('opens the channel and reads at the first start only, and reads again on each change heard', () => {
    const channel = fakeChannel();
    const open = vi.fn(() => channel);
    const read = vi.fn();
    const link = createTabLink(open, read);
    link.start();
    link.start();
    expect(open).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
    channel.onmessage?.(new MessageEvent('message', { data: { type: 'changed' } }));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('tells the other tabs of a change while started, and closes the channel at the last stop', () => {
    const channel = fakeChannel();
    const link = createTabLink(
      () => channel,
      () => {},
    );
    const stopOne = link.start();
    const stopOther = link.start();
    link.announce();
    expect(channel.posted).toEqual([{ type: 'changed' }]);
    stopOne();
    expect(channel.closed).toBe(false);
    stopOther();
    expect(channel.closed).toBe(true);
    link.announce();
    expect(channel.posted).toHaveLength(1);
  });

  it('counts a stop called twice once: the other start keeps the channel open', () => {
    const channel = fakeChannel();
    const link = createTabLink(
      () => channel,
      () => {},
    );
    const stopOne = link.start();
    const stopOther = link.start();
    stopOne();
    stopOne();
    expect(channel.closed).toBe(false);
    stopOther();
    expect(channel.closed).toBe(true);
  });

  it('works without a channel (a browser with no BroadcastChannel): it still reads', () => {
    const read = vi.fn();
    const link = createTabLink(() => null, read);
    const stop = link.start();
    link.announce();
    stop();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('opens a new channel when started again after the last stop', () => {
    const channels = [fakeChannel(), fakeChannel()];
    const link = createTabLink(
      () => channels.shift()!,
      () => {},
    );
    link.start()();
    link.start();
    expect(channels).toHaveLength(0);
  });
});
