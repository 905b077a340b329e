import { describe, expect, it, vi } from 'vitest';
import { createBoundariesHydrated } from './boundaries-hydrated';

describe('createBoundariesHydrated', () => {
  it('answers at once when no boundary is expected', () => {
    const boundaries = createBoundariesHydrated();
    const then = vi.fn();
    boundaries.whenHydrated(then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for every boundary expected, nested ones expected while their parent hydrates', () => {
    const boundaries = createBoundariesHydrated();
    const [header, main, section] = [{}, {}, {}];
    boundaries.expect(header);
    boundaries.expect(main);
    expect(boundaries.waitsFor(header)).toBe(true);
    const then = vi.fn();
    boundaries.whenHydrated(then);
    boundaries.done(header);
    expect(boundaries.waitsFor(header)).toBe(false);
    // main's content commits: its section is expected before main is done.
    boundaries.expect(section);
    boundaries.done(main);
    expect(then).not.toHaveBeenCalled();
    boundaries.done(section);
    expect(then).toHaveBeenCalledTimes(1);
    // Never again, whatever comes later.
    boundaries.expect({});
    boundaries.done(header);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('counts a boundary gone before it hydrated as done, and a cancelled wait is never answered', () => {
    const boundaries = createBoundariesHydrated();
    const gone = {};
    boundaries.expect(gone);
    const cancelled = vi.fn();
    const kept = vi.fn();
    boundaries.whenHydrated(cancelled)();
    boundaries.whenHydrated(kept);
    boundaries.done(gone);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
