import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';
import { HELD_RETRY_FIRST_MS } from './retry-schedule';

// The browser's window, as far as this module uses it: where `online` is heard.
beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  return () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadWhenOnline', () => {
  it('hands what the load brought to its user', async () => {
    const use = vi.fn();
    loadWhenOnline(() => Promise.resolve('panel'), use);
    await settle();
    expect(use).toHaveBeenCalledWith('panel');
  });

  it('tries a failed load again once the browser is online, without throwing', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('panel');
    const use = vi.fn();
    const failed = vi.fn();
    loadWhenOnline(load, use, failed);
    await settle();
    expect(use).not.toHaveBeenCalled();
    expect(failed).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(use).toHaveBeenCalledWith('panel');
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('does nothing more once cleaned up', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const use = vi.fn();
    const stop = loadWhenOnline(load, use);
    await settle();
    stop();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(use).not.toHaveBeenCalled();
  });

  it('drops a load that arrives after the cleanup', async () => {
    let arrive: (value: string) => void = () => {};
    const use = vi.fn();
    const stop = loadWhenOnline(() => new Promise<string>((resolve) => (arrive = resolve)), use);
    stop();
    arrive('panel');
    await settle();
    expect(use).not.toHaveBeenCalled();
  });
});

describe('loadWhenOnline, with the uses of its part', () => {
  /** The part's uses, as the test makes them. */
  const partUses = () => {
    let use = () => {};
    const listening = vi.fn();
    return {
      watch: (task: () => void) => {
        use = task;
        listening(true);
        return () => {
          use = () => {};
          listening(false);
        };
      },
      use: () => use(),
      listening,
    };
  };

  it('tries a failed load again at the next use, while the browser stays online', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('panel');
    const use = vi.fn();
    const uses = partUses();
    vi.useFakeTimers({ toFake: ['Date'] });
    loadWhenOnline(load, use, () => {}, uses.watch);
    // Nothing is heard before a failure.
    expect(uses.listening).not.toHaveBeenCalled();
    await settle();
    // Presses at once after the failure are within its back-off: no request.
    uses.use();
    vi.setSystemTime(Date.now() + HELD_RETRY_FIRST_MS - 1);
    uses.use();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 1);
    uses.use();
    uses.use();
    vi.useRealTimers();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(use).toHaveBeenCalledWith('panel');
    // Nothing is heard once the load came, online or used.
    expect(uses.listening).toHaveBeenLastCalledWith(false);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries once for each failure, whether the use or `online` comes first', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const uses = partUses();
    loadWhenOnline(
      load,
      () => {},
      () => {},
      uses.watch,
    );
    await settle();
    uses.use();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('online'));
    uses.use();
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    // Left alone, it tries nothing more.
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('hears no use once cleaned up', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const uses = partUses();
    const stop = loadWhenOnline(
      load,
      () => {},
      () => {},
      uses.watch,
    );
    await settle();
    stop();
    uses.use();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
