import { describe, expect, it, vi } from 'vitest';
import { codeOnNeed, partWish } from './code-on-need';
import { HELD_RETRY_FIRST_MS, HELD_RETRY_MAX_MS } from './load-when-online';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('codeOnNeed', () => {
  it('imports nothing until needed, then once however often it is needed', async () => {
    const load = vi.fn(() => Promise.resolve('form'));
    const code = codeOnNeed(load, () => new EventTarget());
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(code.loaded()).toBeNull();
    const first = code.need();
    expect(code.need()).toBe(first);
    expect(await first).toBe('form');
    expect(await code.need()).toBe('form');
    expect(load).toHaveBeenCalledTimes(1);
    expect(code.loaded()).toBe('form');
  });

  it('tells whoever waits for it when another started the import', async () => {
    const code = codeOnNeed(
      () => Promise.resolve('form'),
      () => new EventTarget(),
    );
    const waiting = vi.fn();
    void code.arrived().then(waiting);
    await settle();
    expect(waiting).not.toHaveBeenCalled();
    void code.need();
    await settle();
    expect(waiting).toHaveBeenCalledWith('form');
  });

  it('fails the need of a failed import, keeps the waiting waiting, and tries again once online', async () => {
    const online = new EventTarget();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('form');
    const code = codeOnNeed(load, () => online);
    const waiting = vi.fn();
    void code.arrived().then(waiting, waiting);
    await expect(code.need()).rejects.toThrow('Failed to fetch');
    await settle();
    expect(waiting).not.toHaveBeenCalled();
    expect(code.loaded()).toBeNull();
    online.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(waiting).toHaveBeenCalledWith('form');
    // Heard once: a later `online` imports nothing more.
    online.dispatchEvent(new Event('online'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('imports again after its back-off when the import began offline and failed after the network returned', async () => {
    const browser = { onLine: false };
    vi.stubGlobal('navigator', browser);
    vi.useFakeTimers();
    try {
      const online = new EventTarget();
      let refuse: (error: Error) => void = () => {};
      const load = vi
        .fn()
        .mockImplementationOnce(() => new Promise((_, reject) => (refuse = reject)))
        .mockResolvedValueOnce('form');
      const code = codeOnNeed(load, () => online);
      const needed = code.need();
      browser.onLine = true;
      online.dispatchEvent(new Event('online'));
      refuse(new TypeError('Failed to fetch'));
      await expect(needed).rejects.toThrow('Failed to fetch');
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(HELD_RETRY_FIRST_MS);
      expect(await code.arrived()).toBe('form');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('needed again after a failure, imports again at once', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('form');
    const code = codeOnNeed(load, () => new EventTarget());
    await expect(code.need()).rejects.toThrow();
    expect(await code.need()).toBe('form');
    expect(await code.arrived()).toBe('form');
  });
});

describe('codeOnNeed, used by the visitor', () => {
  it('tries a failed import again at the next use after its back-off, once for each failure, while the browser stays online', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
    try {
      const online = new EventTarget();
      const load = vi
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce('form');
      const code = codeOnNeed(load, () => online);
      const waiting = vi.fn();
      void code.arrived().then(waiting);
      // Used before any failure: nothing to try again.
      code.used();
      expect(load).not.toHaveBeenCalled();
      await expect(code.need()).rejects.toThrow();
      // Keys typed at once after the failure: within its back-off, no request.
      code.used();
      later(HELD_RETRY_FIRST_MS - 1);
      code.used();
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      later(1);
      code.used();
      code.used();
      await settle();
      expect(load).toHaveBeenCalledTimes(2);
      // That try failed too: `online` tries at once, and a use after it tries nothing more.
      online.dispatchEvent(new Event('online'));
      later(HELD_RETRY_MAX_MS);
      code.used();
      await settle();
      expect(load).toHaveBeenCalledTimes(3);
      expect(waiting).toHaveBeenCalledWith('form');
      code.used();
      await settle();
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('partWish', () => {
  it('draws nothing on code that came ahead, until the part is wished for', async () => {
    const code = codeOnNeed(
      () => Promise.resolve('form'),
      () => new EventTarget(),
    );
    const wish = partWish(code);
    const drawn = vi.fn();
    void wish.drawn.then(drawn);
    await code.need();
    await settle();
    expect(drawn).not.toHaveBeenCalled();
    wish.want();
    await settle();
    expect(drawn).toHaveBeenCalledWith('form');
  });

  it('fetches the code when wished for, and is drawn only once it has come', async () => {
    let arrive = (_value: string) => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    const wish = partWish(codeOnNeed(load, () => new EventTarget()));
    wish.want();
    wish.want();
    expect(load).toHaveBeenCalledTimes(1);
    const drawn = vi.fn();
    void wish.drawn.then(drawn);
    await settle();
    expect(drawn).not.toHaveBeenCalled();
    arrive('form');
    expect(await wish.drawn).toBe('form');
  });

  it('wished for again after its code failed (a pointer over the form, a field’s input), fetches nothing: its uses do', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('form');
      const code = codeOnNeed(load, () => new EventTarget());
      const wish = partWish(code);
      wish.want();
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      // A mouse sweeping over the form, long after the failure: no request.
      vi.setSystemTime(Date.now() + HELD_RETRY_MAX_MS);
      for (let reach = 0; reach < 20; reach++) wish.want();
      expect(load).toHaveBeenCalledTimes(1);
      code.used();
      expect(await wish.drawn).toBe('form');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
