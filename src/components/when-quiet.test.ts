import { describe, expect, it } from 'vitest';
import { whenQuiet, whenPastLoad, type PageActivity } from './when-quiet';

/** A page whose clock, load, activity and visibility the test moves by hand. */
function fakePage({ hidden = false, loaded = false } = {}) {
  let time = 0;
  let timers: { at: number; callback: () => void }[] = [];
  let onActivity = () => {};
  let onHidden = () => {};
  let onLoaded: (() => void) | null = null;
  let onShown: (() => void) | null = null;
  let watching = false;
  const activity: PageActivity = {
    watch(activityCallback, hiddenCallback) {
      watching = true;
      onActivity = activityCallback;
      onHidden = hiddenCallback;
      return () => (watching = false);
    },
    whenLoaded(callback) {
      if (loaded) {
        callback();
        return () => {};
      }
      onLoaded = callback;
      return () => (onLoaded = null);
    },
    hidden: () => hidden,
    whenShown(callback) {
      onShown = callback;
      return () => (onShown = null);
    },
    now: () => time,
    setTimer(callback, ms) {
      const timer = { at: time + ms, callback };
      timers.push(timer);
      return () => (timers = timers.filter((t) => t !== timer));
    },
  };
  /** Moves the clock, firing each timer due on the way at its own time. */
  const advance = (ms: number) => {
    const end = time + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((t) => t !== due);
      time = due.at;
      due.callback();
    }
    time = end;
  };
  return {
    activity,
    advance,
    act: () => onActivity(),
    hide: () => onHidden(),
    show: () => {
      hidden = false;
      const shown = onShown;
      onShown = null;
      shown?.();
    },
    waitingToBeShown: () => onShown !== null,
    load: () => {
      loaded = true;
      onLoaded?.();
    },
    watching: () => watching,
    waitingForLoad: () => onLoaded !== null,
    pendingTimers: () => timers.length,
  };
}

const OPTIONS = { quietMs: 2000, longestWaitMs: 10_000 };

describe('whenQuiet', () => {
  it('runs once a loaded page has been quiet for the whole span', () => {
    const page = fakePage({ loaded: true });
    let ran = 0;
    whenQuiet(() => ran++, OPTIONS, page.activity);
    page.advance(1999);
    expect(ran).toBe(0);
    page.advance(1);
    expect(ran).toBe(1);
    expect(page.watching()).toBe(false);
    expect(page.pendingTimers()).toBe(0);
  });

  it('counts the quiet from the load, not from the call', () => {
    const page = fakePage();
    let ranAt: number | null = null;
    whenQuiet(() => (ranAt = page.activity.now()), OPTIONS, page.activity);
    page.advance(3000);
    expect(ranAt).toBeNull();
    page.load();
    page.advance(1999);
    expect(ranAt).toBeNull();
    page.advance(1);
    expect(ranAt).toBe(5000);
  });

  it('starts the span again at each activity after the load', () => {
    const page = fakePage({ loaded: true });
    let ranAt: number | null = null;
    whenQuiet(() => (ranAt = page.activity.now()), OPTIONS, page.activity);
    page.advance(1500);
    page.act();
    page.advance(1500);
    page.act();
    page.advance(1999);
    expect(ranAt).toBeNull();
    page.advance(1);
    expect(ranAt).toBe(5000);
  });

  it('runs after the longest wait, counted from the call, in a page that never goes quiet or never loads', () => {
    const busy = fakePage({ loaded: true });
    let busyRanAt: number | null = null;
    whenQuiet(() => (busyRanAt = busy.activity.now()), OPTIONS, busy.activity);
    for (let t = 0; t < 12_000 && busyRanAt === null; t += 500) {
      busy.act();
      busy.advance(500);
    }
    expect(busyRanAt).toBe(10_000);

    const loading = fakePage();
    let loadingRanAt: number | null = null;
    whenQuiet(() => (loadingRanAt = loading.activity.now()), OPTIONS, loading.activity);
    loading.advance(12_000);
    expect(loadingRanAt).toBe(10_000);
    expect(loading.waitingForLoad()).toBe(false);
  });

  it('in a page hidden from the start (a background tab), counts from when it is shown', () => {
    const page = fakePage({ hidden: true, loaded: true });
    let ranAt: number | null = null;
    whenQuiet(() => (ranAt = page.activity.now()), OPTIONS, page.activity);
    page.advance(30_000);
    expect(ranAt).toBeNull();
    expect(page.watching()).toBe(false);
    page.show();
    page.advance(1999);
    expect(ranAt).toBeNull();
    page.advance(1);
    expect(ranAt).toBe(32_000);
  });

  it('never runs in a hidden page cancelled before it is shown', () => {
    const page = fakePage({ hidden: true, loaded: true });
    let ran = 0;
    const cancel = whenQuiet(() => ran++, OPTIONS, page.activity);
    cancel();
    expect(page.waitingToBeShown()).toBe(false);
    page.show();
    page.advance(20_000);
    expect(ran).toBe(0);
  });

  it('runs at once when the page is hidden meanwhile', () => {
    let ran = 0;
    const page = fakePage();
    whenQuiet(() => ran++, OPTIONS, page.activity);
    page.advance(500);
    page.hide();
    expect(ran).toBe(1);
    expect(page.watching()).toBe(false);
    expect(page.waitingForLoad()).toBe(false);
    expect(page.pendingTimers()).toBe(0);
  });

  it('runs the task once, whatever comes after', () => {
    const page = fakePage({ loaded: true });
    let ran = 0;
    whenQuiet(() => ran++, OPTIONS, page.activity);
    page.advance(2000);
    page.hide();
    page.act();
    page.advance(20_000);
    expect(ran).toBe(1);
  });

  it('never runs once cancelled, and stops watching the page', () => {
    const page = fakePage();
    let ran = 0;
    const cancel = whenQuiet(() => ran++, OPTIONS, page.activity);
    page.advance(500);
    cancel();
    expect(page.watching()).toBe(false);
    expect(page.waitingForLoad()).toBe(false);
    expect(page.pendingTimers()).toBe(0);
    page.load();
    page.hide();
    page.advance(20_000);
    expect(ran).toBe(0);
  });
});

describe('whenPastLoad', () => {
  const never = new Promise<void>(() => {});

  it('runs the pause after the load, not before, and once', () => {
    const page = fakePage();
    let ran = 0;
    whenPastLoad(() => ran++, 500, never, page.activity);
    page.advance(5000);
    expect(ran).toBe(0);
    page.load();
    page.advance(499);
    expect(ran).toBe(0);
    page.advance(1);
    expect(ran).toBe(1);
    page.advance(5000);
    expect(ran).toBe(1);
  });

  it('runs at once at the first use, before the load too, and not again after the pause', async () => {
    const page = fakePage();
    let ran = 0;
    let use!: () => void;
    whenPastLoad(() => ran++, 500, new Promise<void>((resolve) => (use = resolve)), page.activity);
    use();
    await Promise.resolve();
    expect(ran).toBe(1);
    page.load();
    page.advance(1000);
    expect(ran).toBe(1);
    expect(page.pendingTimers()).toBe(0);
  });

  it('says how long ago the page loaded, 0 until it has', () => {
    const page = fakePage();
    const { sinceLoad } = whenPastLoad(() => {}, 500, never, page.activity);
    page.advance(300);
    expect(sinceLoad()).toBe(0);
    page.load();
    page.advance(420);
    expect(sinceLoad()).toBe(420);
  });

  it('runs nothing once cancelled', () => {
    const page = fakePage();
    let ran = 0;
    const { cancel } = whenPastLoad(() => ran++, 500, never, page.activity);
    page.load();
    cancel();
    page.advance(1000);
    expect(ran).toBe(0);
  });
});
