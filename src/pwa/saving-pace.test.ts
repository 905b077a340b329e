import { describe, expect, it } from 'vitest';
import { createSavingPace, isPageBusy, PAGE_BUSY } from './saving-pace';

/** A clock that moves only when something sleeps on it, and the sleeps it was asked for. */
function fakeTime() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    advance: (ms: number) => (time += ms),
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
  };
}

describe('createSavingPace', () => {
  it('pauses between batches, not within one', async () => {
    const clock = fakeTime();
    const pace = createSavingPace({ batch: 3, pauseMs: 40, ...clock });
    for (let file = 0; file < 7; file++) await pace.next();
    // Files 4 and 7 start a batch.
    expect(clock.sleeps).toEqual([40, 40]);
  });

  it('holds every file of a batch fetched at once behind the pause', async () => {
    const clock = fakeTime();
    const pace = createSavingPace({ batch: 2, pauseMs: 40, ...clock });
    await Promise.all([pace.next(), pace.next()]);
    await Promise.all([pace.next(), pace.next()]);
    expect(clock.sleeps).toEqual([40]);
  });

  it('waits until the page has been quiet after an interaction', async () => {
    const clock = fakeTime();
    const pace = createSavingPace({ batch: 100, quietMs: 400, ...clock });
    await pace.next();
    clock.advance(100);
    pace.busy();
    clock.advance(150);
    await pace.next();
    expect(clock.sleeps).toEqual([250]);
    expect(clock.now()).toBe(500);
  });

  it('holds a file no longer than its limit, however busy the page', async () => {
    const clock = fakeTime();
    const pace = createSavingPace({ batch: 100, quietMs: 5000, longestHoldMs: 1000, ...clock });
    pace.busy();
    await pace.next();
    expect(clock.sleeps).toEqual([1000]);
  });

  it('recognises the page’s word only', () => {
    expect(isPageBusy({ type: PAGE_BUSY })).toBe(true);
    expect(isPageBusy({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isPageBusy(null)).toBe(false);
    expect(isPageBusy('PAGE_BUSY')).toBe(false);
  });
});
