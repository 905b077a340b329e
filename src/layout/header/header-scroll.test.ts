import { describe, expect, it } from 'vitest';
import { followScroll } from './header-scroll';

/** A window whose scroll a test sets, and an element that counts its attribute writes. */
function setUp(scrollY = 0) {
  const win = Object.assign(new EventTarget(), { scrollY });
  const attributes = new Map<string, string>();
  let writes = 0;
  const header = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => {
      writes++;
      attributes.set(name, value);
    },
  };
  const scrollTo = (y: number) => {
    win.scrollY = y;
    win.dispatchEvent(new Event('scroll'));
  };
  return { win, header, scrollTo, state: () => attributes.get('data-scrolled'), writes: () => writes };
}

describe('followScroll', () => {
  it('says at once where the page stands, halfway down after a reload too', () => {
    const top = setUp(0);
    followScroll(top.header, top.win);
    expect(top.state()).toBe('false');
    const down = setUp(600);
    followScroll(down.header, down.win);
    expect(down.state()).toBe('true');
  });

  it('turns past the threshold, not at it, and back', () => {
    const { header, win, scrollTo, state } = setUp();
    followScroll(header, win, 10);
    scrollTo(10);
    expect(state()).toBe('false');
    scrollTo(11);
    expect(state()).toBe('true');
    scrollTo(0);
    expect(state()).toBe('false');
  });

  it('writes the attribute only when it changes, and stops when asked', () => {
    const { header, win, scrollTo, state, writes } = setUp();
    const stop = followScroll(header, win, 10);
    for (const y of [20, 30, 40, 50]) scrollTo(y);
    expect(writes()).toBe(2);
    stop();
    scrollTo(0);
    expect(state()).toBe('true');
  });
});
