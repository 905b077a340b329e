import { describe, expect, it, vi } from 'vitest';
import { triedAgain, usesOn } from './tried-again';

describe('triedAgain', () => {
  it('tries nothing before a failure', () => {
    const tryAgain = vi.fn();
    const gate = triedAgain(tryAgain);
    gate.chance();
    expect(tryAgain).not.toHaveBeenCalled();
  });

  it('tries once for each failure, however many chances come', () => {
    const tryAgain = vi.fn();
    const gate = triedAgain(tryAgain);
    gate.failed();
    gate.chance();
    // The try is under way (or done): later uses try nothing.
    gate.chance();
    gate.chance();
    expect(tryAgain).toHaveBeenCalledTimes(1);
    // That try failed too: the next chance tries once more.
    gate.failed();
    gate.chance();
    gate.chance();
    expect(tryAgain).toHaveBeenCalledTimes(2);
  });

  it('tries once for failures with no chance between them', () => {
    const tryAgain = vi.fn();
    const gate = triedAgain(tryAgain);
    gate.failed();
    gate.failed();
    gate.chance();
    gate.chance();
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
