import { describe, expect, it, vi } from 'vitest';
import { loadOutboxAhead, USE_EVENTS, type OutboxAheadDeps } from './outbox-ahead';

function fakeDeps(controlled: boolean) {
  const settled: Array<() => void> = [];
  const cancelled = vi.fn();
  const deps: OutboxAheadDeps = {
    controlled: () => controlled,
    whenSettled: (task) => {
      settled.push(task);
      return cancelled;
    },
  };
  return { deps, settle: () => settled.forEach((task) => task()), settledAsked: () => settled.length, cancelled };
}

describe('loadOutboxAhead', () => {
  it.each(USE_EVENTS)('loads at the first %s in the form, once', (type) => {
    const form = new EventTarget();
    const load = vi.fn();
    loadOutboxAhead(form, load, fakeDeps(true).deps);
    expect(load).not.toHaveBeenCalled();
    form.dispatchEvent(new Event(type));
    form.dispatchEvent(new Event(type));
    form.dispatchEvent(new Event('focusin'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a page no worker controls, loads once the page has settled, unused', () => {
    const form = new EventTarget();
    const load = vi.fn();
    const { deps, settle } = fakeDeps(false);
    loadOutboxAhead(form, load, deps);
    expect(load).not.toHaveBeenCalled();
    settle();
    expect(load).toHaveBeenCalledTimes(1);
    form.dispatchEvent(new Event('focusin'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a controlled page, does not load for the page settling, only for use', () => {
    const { deps, settledAsked } = fakeDeps(true);
    loadOutboxAhead(new EventTarget(), vi.fn(), deps);
    expect(settledAsked()).toBe(0);
  });

  it('used before the page settles: loads then, and cancels the wait', () => {
    const form = new EventTarget();
    const load = vi.fn();
    const { deps, cancelled } = fakeDeps(false);
    loadOutboxAhead(form, load, deps);
    form.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(cancelled).toHaveBeenCalled();
  });

  it('loads nothing after its cleanup', () => {
    const form = new EventTarget();
    const load = vi.fn();
    const { deps, cancelled } = fakeDeps(false);
    loadOutboxAhead(form, load, deps)();
    form.dispatchEvent(new Event('keydown'));
    expect(load).not.toHaveBeenCalled();
    expect(cancelled).toHaveBeenCalled();
  });
});
