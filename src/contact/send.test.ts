import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from './send';

describe('settleWithin', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the promise’s value when it settles in time', async () => {
    await expect(settleWithin(Promise.resolve('sent'), 1000, () => 'late')).resolves.toBe('sent');
  });

  it('gives the fallback once the time is up, for a promise that never settles', async () => {
    vi.useFakeTimers();
    const outcome = settleWithin(new Promise<string>(() => {}), 1000, () => 'late');
    await vi.advanceTimersByTimeAsync(999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('late');
  });

  it('passes a rejection through and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await expect(settleWithin(Promise.reject(new Error('boom')), 1000, () => 'late')).rejects.toThrow('boom');
    expect(vi.getTimerCount()).toBe(0);
  });
});
