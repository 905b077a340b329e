import { describe, expect, it } from 'vitest';
import { LEAVING_MS, mayReloadNow, TYPING_PAUSE_MS, watchReloadMoment } from './reload-moment';

const T = 1_800_000_000_000;
const quiet = { lastInput: null, beforeUnload: null, hidden: false };

describe('mayReloadNow', () => {
  it('reloads with the cursor left in a field, once the visitor has stopped typing', () => {
    expect(mayReloadNow(quiet, T)).toBe(true);
    expect(mayReloadNow({ ...quiet, lastInput: T - TYPING_PAUSE_MS }, T)).toBe(true);
  });

  it('waits while the visitor is typing', () => {
    expect(mayReloadNow({ ...quiet, lastInput: T - 200 }, T)).toBe(false);
    expect(mayReloadNow({ ...quiet, lastInput: T - TYPING_PAUSE_MS + 1 }, T)).toBe(false);
  });

  it('never once the page is hidden for another, and not for a while after beforeunload', () => {
    expect(mayReloadNow({ ...quiet, hidden: true }, T)).toBe(false);
    expect(mayReloadNow({ ...quiet, beforeUnload: T - 500 }, T)).toBe(false);
    // A download or a tel: link fired it, and the page stayed.
    expect(mayReloadNow({ ...quiet, beforeUnload: T - LEAVING_MS }, T)).toBe(true);
  });
});

describe('watchReloadMoment', () => {
  it('reads the page’s events: typing, leaving, and a page shown again from the history cache', () => {
    const target = new EventTarget();
    let now = T;
    const mayReload = watchReloadMoment(target as unknown as Window, () => now);
    expect(mayReload()).toBe(true);
    target.dispatchEvent(new Event('input'));
    expect(mayReload()).toBe(false);
    now += TYPING_PAUSE_MS;
    expect(mayReload()).toBe(true);
    target.dispatchEvent(new Event('beforeunload'));
    target.dispatchEvent(new Event('pagehide'));
    now += LEAVING_MS;
    expect(mayReload()).toBe(false);
    target.dispatchEvent(new Event('pageshow'));
    expect(mayReload()).toBe(true);
  });
});
