import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreloadingNavigation } from './preload-navigation';
import { deferred } from './testing/deferred';

describe('navigation that waits for the next page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('changes the address once the page has loaded, not before', async () => {
    const load = deferred();
    const navigate = vi.fn();
    createPreloadingNavigation(() => load.promise, 500)(navigate, '/contacto', { replace: true });
    await vi.advanceTimersByTimeAsync(100);
    expect(navigate).not.toHaveBeenCalled();
    load.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/contacto', { replace: true });
  });

  it('goes ahead after the wait when the page has not arrived', async () => {
    const navigate = vi.fn();
    createPreloadingNavigation(() => new Promise(() => {}), 500)(navigate, '/historia');
    await vi.advanceTimersByTimeAsync(499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/historia', undefined);
  });

  it('goes ahead when loading fails, so the page can say why', async () => {
    const load = deferred();
    const navigate = vi.fn();
    createPreloadingNavigation(() => load.promise, 500)(navigate, '/contacto');
    load.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/contacto', undefined);
  });

  it('follows only the latest of two links tapped in turn', async () => {
    const slow = deferred();
    const fast = deferred();
    const loads: Record<string, Promise<void>> = { '/historia': slow.promise, '/contacto': fast.promise };
    const navigate = vi.fn();
    const around = createPreloadingNavigation((to) => loads[to]!, 500);
    around(navigate, '/historia');
    around(navigate, '/contacto');
    fast.resolve();
    await vi.advanceTimersByTimeAsync(0);
    slow.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate.mock.calls).toEqual([['/contacto', undefined]]);
  });
});

describe('what the page shows while a link waits', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is told when a link starts waiting and, once, when the latest one goes ahead', async () => {
    const slow = deferred();
    const fast = deferred();
    const loads: Record<string, Promise<void>> = { '/historia': slow.promise, '/contacto': fast.promise };
    const waiting = vi.fn();
    const around = createPreloadingNavigation((to) => loads[to]!, 500, waiting);
    around(vi.fn(), '/historia');
    around(vi.fn(), '/contacto');
    expect(waiting.mock.calls).toEqual([[true], [true]]);
    fast.resolve();
    slow.resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(waiting.mock.calls).toEqual([[true], [true], [false]]);
  });
});
