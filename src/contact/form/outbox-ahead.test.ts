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

function fakeActions() {
  return { start: vi.fn(), fetchCode: vi.fn() };
}

describe('loadOutboxAhead', () => {
  it.each(USE_EVENTS)('starts the outbox at the first %s in the form, once', (type) => {
    const form = new EventTarget();
    const actions = fakeActions();
    loadOutboxAhead(form, actions, fakeDeps(true).deps);
    expect(actions.start).not.toHaveBeenCalled();
    form.dispatchEvent(new Event(type));
    form.dispatchEvent(new Event(type));
    form.dispatchEvent(new Event('focusin'));
    expect(actions.start).toHaveBeenCalledTimes(1);
    expect(actions.fetchCode).not.toHaveBeenCalled();
  });

  it('on a page no worker controls, fetches the code once the page has settled, and starts nothing until use', () => {
    const form = new EventTarget();
    const actions = fakeActions();
    const { deps, settle } = fakeDeps(false);
    loadOutboxAhead(form, actions, deps);
    expect(actions.fetchCode).not.toHaveBeenCalled();
    settle();
    expect(actions.fetchCode).toHaveBeenCalledTimes(1);
    expect(actions.start).not.toHaveBeenCalled();
    form.dispatchEvent(new Event('focusin'));
    form.dispatchEvent(new Event('keydown'));
    expect(actions.start).toHaveBeenCalledTimes(1);
  });

  it('on a controlled page, does not wait for the page settling, only for use', () => {
    const { deps, settledAsked } = fakeDeps(true);
    loadOutboxAhead(new EventTarget(), fakeActions(), deps);
    expect(settledAsked()).toBe(0);
  });

  it('used before the page settles: starts then, and cancels the wait', () => {
    const form = new EventTarget();
    const actions = fakeActions();
    const { deps, cancelled } = fakeDeps(false);
    loadOutboxAhead(form, actions, deps);
    form.dispatchEvent(new Event('pointerdown'));
    expect(actions.start).toHaveBeenCalledTimes(1);
    expect(cancelled).toHaveBeenCalled();
  });

  it('does nothing after its cleanup', () => {
    const form = new EventTarget();
    const actions = fakeActions();
    const { deps, cancelled } = fakeDeps(false);
    loadOutboxAhead(form, actions, deps)();
    form.dispatchEvent(new Event('keydown'));
    expect(actions.start).not.toHaveBeenCalled();
    expect(cancelled).toHaveBeenCalled();
  });

  it('after the code is fetched, its cleanup still stops the wait for use', () => {
    const form = new EventTarget();
    const actions = fakeActions();
    const { deps, settle, cancelled } = fakeDeps(false);
    const stop = loadOutboxAhead(form, actions, deps);
    settle();
    stop();
    form.dispatchEvent(new Event('pointerdown'));
    expect(actions.start).not.toHaveBeenCalled();
    // The settled wait is over; it is not cancelled after it ran.
    expect(cancelled).not.toHaveBeenCalled();
  });
});
