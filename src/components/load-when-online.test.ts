import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_RETRY_FIRST_MS, HELD_RETRY_MAX_MS, loadWhenOnline, triedAgain, usesOn } from './load-when-online';

// The browser's window, as far as this module uses it: where `online` is heard.
beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  return () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A browser whose `navigator.onLine` the test sets (timers faked), and a load whose first try is
 * refused only when the test says (`refuse()`), its next bringing 'panel'.
 */
function refusedWhenTold(onLine: boolean) {
  const browser = { onLine };
  vi.stubGlobal('navigator', browser);
  vi.useFakeTimers();
  let refuse: (error: Error) => void = () => {};
  const load = vi
    .fn()
    .mockImplementationOnce(() => new Promise((_, reject) => (refuse = reject)))
    .mockResolvedValueOnce('panel');
  return { browser, load, refuse: () => refuse(new TypeError('Failed to fetch')) };
}

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

  it('tries again after its back-off a load begun offline whose failure came after the network returned', async () => {
    const { browser, load, refuse } = refusedWhenTold(false);
    const use = vi.fn();
    loadWhenOnline(load, use);
    // The network returns while the request is still being refused: its `online` finds nothing
    // waiting, and no other comes.
    browser.onLine = true;
    window.dispatchEvent(new Event('online'));
    refuse();
    await vi.advanceTimersByTimeAsync(HELD_RETRY_FIRST_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(use).toHaveBeenCalledWith('panel');
  });

  it('tries again after its back-off a load begun online that the network dropped and came back under', async () => {
    const { browser, load, refuse } = refusedWhenTold(true);
    const use = vi.fn();
    loadWhenOnline(load, use);
    browser.onLine = false;
    window.dispatchEvent(new Event('offline'));
    browser.onLine = true;
    window.dispatchEvent(new Event('online'));
    refuse();
    await vi.advanceTimersByTimeAsync(HELD_RETRY_FIRST_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(use).toHaveBeenCalledWith('panel');
  });

  it('fetches nothing on the timed try once cleaned up', async () => {
    const { browser, load, refuse } = refusedWhenTold(false);
    const stop = loadWhenOnline(load, vi.fn());
    browser.onLine = true;
    refuse();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(HELD_RETRY_MAX_MS);
    expect(load).toHaveBeenCalledTimes(1);
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

  it('tries once for each failure, whether a use or `online` starts the try', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const uses = partUses();
    vi.useFakeTimers({ toFake: ['Date'] });
    loadWhenOnline(
      load,
      () => {},
      () => {},
      uses.watch,
    );
    await settle();
    vi.setSystemTime(Date.now() + HELD_RETRY_FIRST_MS);
    uses.use();
    expect(load).toHaveBeenCalledTimes(2);
    // The same failure: tried already.
    uses.use();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    // The next failure: `online` tries it, and a use past its back-off then does not.
    window.dispatchEvent(new Event('online'));
    vi.setSystemTime(Date.now() + HELD_RETRY_MAX_MS);
    uses.use();
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('starts one try for a press and the click that ends it', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const part = new EventTarget();
    vi.useFakeTimers({ toFake: ['Date'] });
    loadWhenOnline(
      load,
      () => {},
      () => {},
      usesOn(part, () => true),
    );
    await settle();
    vi.setSystemTime(Date.now() + HELD_RETRY_FIRST_MS);
    part.dispatchEvent(new Event('pointerdown'));
    part.dispatchEvent(new Event('click'));
    expect(load).toHaveBeenCalledTimes(2);
    await settle();
    // The next press's try fails before its click comes: the click is within that failure's back-off.
    vi.setSystemTime(Date.now() + HELD_RETRY_MAX_MS);
    part.dispatchEvent(new Event('pointerdown'));
    await settle();
    part.dispatchEvent(new Event('click'));
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('hears no use once cleaned up', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const uses = partUses();
    vi.useFakeTimers({ toFake: ['Date'] });
    const stop = loadWhenOnline(
      load,
      () => {},
      () => {},
      uses.watch,
    );
    await settle();
    vi.setSystemTime(Date.now() + HELD_RETRY_FIRST_MS);
    uses.use();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    stop();
    expect(uses.listening).toHaveBeenLastCalledWith(false);
    vi.setSystemTime(Date.now() + HELD_RETRY_MAX_MS);
    uses.use();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('triedAgain', () => {
  /** A gate whose clock the test sets: `at(ms)`. */
  const gateAt = () => {
    let now = 1_000_000;
    const tryAgain = vi.fn();
    const gate = triedAgain(tryAgain, () => now);
    return { gate, tryAgain, at: (ms: number) => (now = 1_000_000 + ms) };
  };

  it('tries nothing before a failure', () => {
    const { gate, tryAgain } = gateAt();
    gate.used();
    gate.online();
    expect(tryAgain).not.toHaveBeenCalled();
  });

  it('tries once for each failure, however many uses or `online`s come', () => {
    const { gate, tryAgain, at } = gateAt();
    gate.failed();
    gate.online();
    // The try is under way (or done): later chances try nothing.
    at(HELD_RETRY_FIRST_MS);
    gate.used();
    gate.online();
    expect(tryAgain).toHaveBeenCalledTimes(1);
    // That try failed too: the next chance tries once more.
    gate.failed();
    gate.online();
    gate.online();
    expect(tryAgain).toHaveBeenCalledTimes(2);
  });

  it('tries once for failures with no chance between them', () => {
    const { gate, tryAgain } = gateAt();
    gate.failed();
    gate.failed();
    gate.online();
    gate.online();
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });

  it('hears no use within the back-off after each failure, 5 s, then 10 s, …, a minute at most', () => {
    const { gate, tryAgain, at } = gateAt();
    let failedAt = 0;
    for (const backOff of [HELD_RETRY_FIRST_MS, 2 * HELD_RETRY_FIRST_MS, 4 * HELD_RETRY_FIRST_MS]) {
      at(failedAt);
      gate.failed();
      const tries = tryAgain.mock.calls.length;
      // A visitor typing fast: a key every 100 ms, all within the back-off.
      for (let key = 0; key * 100 < backOff; key++) {
        at(failedAt + key * 100);
        gate.used();
      }
      expect(tryAgain).toHaveBeenCalledTimes(tries);
      at(failedAt + backOff);
      gate.used();
      gate.used();
      expect(tryAgain).toHaveBeenCalledTimes(tries + 1);
      failedAt += backOff + 1_000;
    }
    for (let failure = 0; failure < 10; failure++) gate.failed();
    at(failedAt + HELD_RETRY_MAX_MS);
    gate.used();
    expect(tryAgain).toHaveBeenCalledTimes(4);
  });

  it('`online` needs no back-off, and a clock set back ends it', () => {
    const { gate, tryAgain, at } = gateAt();
    gate.failed();
    gate.online();
    expect(tryAgain).toHaveBeenCalledTimes(1);
    gate.failed();
    at(-1);
    gate.used();
    expect(tryAgain).toHaveBeenCalledTimes(2);
  });

  it('tries again after its back-off a try begun offline that fails once the browser is online', () => {
    vi.useFakeTimers();
    let online = false;
    const tryAgain = vi.fn();
    const gate = triedAgain(
      tryAgain,
      () => 0,
      () => online,
    );
    gate.started();
    // The network returns before the try's failure is known: its `online` finds nothing waiting.
    online = true;
    gate.online();
    gate.failed();
    vi.advanceTimersByTime(HELD_RETRY_FIRST_MS - 1);
    expect(tryAgain).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tryAgain).toHaveBeenCalledTimes(1);
    // That try failed too, online all along: it waits for the next chance, as any other.
    gate.started();
    gate.failed();
    vi.advanceTimersByTime(HELD_RETRY_MAX_MS);
    expect(tryAgain).toHaveBeenCalledTimes(1);
    gate.online();
    expect(tryAgain).toHaveBeenCalledTimes(2);
  });

  it('tries once more after its back-off when the try `online` started fails (it may have joined a request made offline)', () => {
    vi.useFakeTimers();
    let online = false;
    const tryAgain = vi.fn();
    const gate = triedAgain(
      tryAgain,
      () => 0,
      () => online,
    );
    gate.started();
    gate.failed();
    vi.advanceTimersByTime(HELD_RETRY_MAX_MS);
    expect(tryAgain).not.toHaveBeenCalled();
    online = true;
    gate.online();
    expect(tryAgain).toHaveBeenCalledTimes(1);
    gate.started();
    gate.failed();
    // The second failure's back-off: 10 s.
    vi.advanceTimersByTime(2 * HELD_RETRY_FIRST_MS - 1);
    expect(tryAgain).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(tryAgain).toHaveBeenCalledTimes(2);
    // One timed try per return of the network: the next failure waits for a chance.
    gate.started();
    gate.failed();
    vi.advanceTimersByTime(10 * HELD_RETRY_MAX_MS);
    expect(tryAgain).toHaveBeenCalledTimes(2);
  });

  it('tries again after its back-off a try begun online that heard `online` while under way (a network that dropped and came back)', () => {
    vi.useFakeTimers();
    const tryAgain = vi.fn();
    const gate = triedAgain(
      tryAgain,
      () => 0,
      () => true,
    );
    gate.started();
    gate.online();
    gate.failed();
    vi.advanceTimersByTime(HELD_RETRY_FIRST_MS);
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });

  it('tries nothing on the timer when another chance came first', () => {
    vi.useFakeTimers();
    let online = false;
    const tryAgain = vi.fn();
    const gate = triedAgain(
      tryAgain,
      () => 0,
      () => online,
    );
    gate.started();
    online = true;
    gate.failed();
    gate.online();
    expect(tryAgain).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HELD_RETRY_FIRST_MS);
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });

  it('sets no timer where the browser stayed online, whatever the visitor’s uses', () => {
    vi.useFakeTimers();
    const tryAgain = vi.fn();
    const gate = triedAgain(
      tryAgain,
      () => 0,
      () => true,
    );
    for (let failure = 0; failure < 3; failure++) {
      gate.started();
      gate.used();
      gate.failed();
      gate.used();
      vi.advanceTimersByTime(HELD_RETRY_MAX_MS);
    }
    expect(tryAgain).not.toHaveBeenCalled();
  });

  it('hears no use once the code is gone, and `online` still tries', () => {
    const { gate, tryAgain, at } = gateAt();
    gate.failed();
    gate.gone();
    at(HELD_RETRY_MAX_MS * 10);
    gate.used();
    expect(tryAgain).not.toHaveBeenCalled();
    gate.online();
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });
});

describe('usesOn', () => {
  /** An event of `type`, as dispatched at `target` (which `isPart` reads). */
  const fire = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type));

  it('hears a press, a key and a focus on the part, not elsewhere, nor a pointer moving', () => {
    const page = new EventTarget();
    const part = new EventTarget();
    const task = vi.fn();
    // Without a DOM, the part's own events reach its own target only: it stands for the page.
    usesOn(part, (event) => event.target === part)(task);
    fire(part, 'pointerdown');
    fire(part, 'keydown');
    fire(part, 'focusin');
    fire(part, 'pointermove');
    fire(part, 'pointerover');
    fire(part, 'wheel');
    fire(page, 'pointerdown');
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('hears a click alone, after a press that never ended in one', () => {
    const part = new EventTarget();
    const task = vi.fn();
    usesOn(part, () => true)(task);
    // A touch the page's scrolling took (pointercancel), then a key typed: no click followed.
    fire(part, 'pointerdown');
    fire(part, 'pointercancel');
    fire(part, 'keydown');
    // A screen reader's click, with no press before it.
    fire(part, 'click');
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('hears nothing once stopped', () => {
    const part = new EventTarget();
    const task = vi.fn();
    const stop = usesOn(part, () => true)(task);
    stop();
    fire(part, 'pointerdown');
    fire(part, 'click');
    expect(task).not.toHaveBeenCalled();
  });
});
