import { describe, expect, it, vi } from 'vitest';
import { announcePageShown, onPageShown } from './page-shown';

describe('page shown', () => {
  it('reaches each listener until it stops listening', () => {
    const doc = new EventTarget();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onPageShown(doc, first);
    onPageShown(doc, second);
    announcePageShown(doc);
    stopFirst();
    announcePageShown(doc);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('is heard only where it is said', () => {
    const listener = vi.fn();
    onPageShown(new EventTarget(), listener);
    announcePageShown(new EventTarget());
    expect(listener).not.toHaveBeenCalled();
  });
});
