import { describe, expect, it, vi } from 'vitest';
import { triedAgain, usesOn } from './tried-again';
import { HELD_RETRY_FIRST_MS, HELD_RETRY_MAX_MS } from './retry-schedule';

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

  it('takes the click that ends a press as the same use, and a click alone as one', () => {
    const part = new EventTarget();
    const task = vi.fn();
    usesOn(part, () => true)(task);
    fire(part, 'pointerdown');
    fire(part, 'click');
    expect(task).toHaveBeenCalledTimes(1);
    fire(part, 'click');
    expect(task).toHaveBeenCalledTimes(2);
    fire(part, 'keydown');
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
