import { describe, expect, it } from 'vitest';
import { createConsentStore } from './consent-store';
import { ACCEPT_ALL, BANNER_DELAY_MS, REJECT_ALL } from './consent';

/** A store over a fake storage, and a clock the test runs by hand. */
function setUp(stored: string | null = null) {
  const storage = { value: stored, reads: 0, writes: [] as string[], warnings: [] as string[] };
  const watchers = new Set<() => void>();
  /** Another tab of the site stores `value` (null: clears it); this one hears a `storage` event. */
  const otherTab = (value: string | null) => {
    storage.value = value;
    watchers.forEach((changed) => changed());
  };
  const store = createConsentStore({
    watch: (changed) => (watchers.add(changed), () => watchers.delete(changed)),
    read: () => (storage.reads++, storage.value),
    write: (value) => {
      storage.writes.push(value);
      storage.value = value;
    },
    warn: (message) => storage.warnings.push(message),
  });
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule = (run: () => void, ms: number) => {
    const timer = { run, ms, cancelled: false };
    timers.push(timer);
    return () => void (timer.cancelled = true);
  };
  const elapse = () => timers.filter((timer) => !timer.cancelled).forEach((timer) => timer.run());
  const changes: string[] = [];
  store.subscribe(() => changes.push(store.get().view));
  return { store, storage, timers, schedule, elapse, changes, otherTab };
}

describe('consent store', () => {
  it('reads nothing until started, and shows the summary after the delay when nothing is saved', () => {
    const { store, storage, timers, schedule, elapse } = setUp();
    expect(store.get()).toEqual({ preferences: REJECT_ALL, view: 'hidden' });
    expect(storage.reads).toBe(0);
    store.start(schedule);
    expect(storage.reads).toBe(1);
    expect(timers.map((timer) => timer.ms)).toEqual([BANNER_DELAY_MS]);
    expect(store.get().view).toBe('hidden');
    elapse();
    expect(store.get().view).toBe('summary');
  });

  it('never shows the banner when a choice is saved, and holds that choice', () => {
    const { store, timers, schedule } = setUp(JSON.stringify(ACCEPT_ALL));
    store.start(schedule);
    expect(timers).toEqual([]);
    expect(store.get()).toEqual({ preferences: ACCEPT_ALL, view: 'hidden' });
  });

  it('warns of an unreadable choice, ignores it, and keeps the banner hidden', () => {
    const { store, storage, timers, schedule } = setUp('{"functional":"yes"}');
    store.start(schedule);
    expect(storage.warnings).toEqual(['Ignoring unreadable cookie consent ("functional" is not a boolean).']);
    expect(timers).toEqual([]);
    expect(store.get()).toEqual({ preferences: REJECT_ALL, view: 'hidden' });
  });

  it('saving stores the choice, hides the banner and tells its listeners', () => {
    const { store, storage, schedule, elapse, changes } = setUp();
    store.start(schedule);
    elapse();
    store.save(ACCEPT_ALL);
    expect(storage.writes).toEqual([JSON.stringify(ACCEPT_ALL)]);
    expect(store.get()).toEqual({ preferences: ACCEPT_ALL, view: 'hidden' });
    expect(changes).toEqual(['summary', 'hidden']);
  });

  it('opens the preferences on demand, with the saved choice read first', () => {
    const { store, storage, schedule } = setUp(JSON.stringify(ACCEPT_ALL));
    store.showView('preferences');
    expect(store.get()).toEqual({ preferences: ACCEPT_ALL, view: 'preferences' });
    // Started afterwards, at load: the choice is not read twice and nothing is scheduled.
    store.start(schedule);
    expect(storage.reads).toBe(1);
  });

  it('a choice made before the delay ends stands: the banner does not come back', () => {
    const { store, schedule, elapse } = setUp();
    store.start(schedule);
    store.showView('preferences');
    store.save(REJECT_ALL);
    elapse();
    expect(store.get().view).toBe('hidden');
  });

  it('does not hide a view the visitor opened when the delay ends', () => {
    const { store, schedule, elapse } = setUp();
    store.start(schedule);
    store.showView('preferences');
    elapse();
    expect(store.get().view).toBe('preferences');
  });

  it('schedules the banner once, however often it is started', () => {
    const { store, timers, schedule } = setUp();
    store.start(schedule);
    store.start(schedule);
    expect(timers).toHaveLength(1);
  });

  it('stops telling a listener that has unsubscribed', () => {
    const { store } = setUp();
    const heard: string[] = [];
    const stop = store.subscribe(() => heard.push(store.get().view));
    store.showView('summary');
    stop();
    store.showView('preferences');
    expect(heard).toEqual(['summary']);
  });

  it('grants one category on top of the saved choice, read first, and hides the summary it answers', () => {
    const saved = JSON.stringify({ ...REJECT_ALL, marketing: true });
    const { store, storage } = setUp(saved);
    store.showView('summary');
    store.grant('functional');
    expect(store.get()).toEqual({ preferences: { ...REJECT_ALL, marketing: true, functional: true }, view: 'hidden' });
    expect(JSON.parse(storage.writes.at(-1)!)).toEqual({ ...REJECT_ALL, marketing: true, functional: true });
  });

  it('leaves the preferences open when it grants, so the toggles changed there and not saved stay', () => {
    const { store, storage } = setUp(JSON.stringify(REJECT_ALL));
    store.showView('preferences');
    store.grant('functional');
    expect(store.get()).toEqual({ preferences: { ...REJECT_ALL, functional: true }, view: 'preferences' });
    expect(JSON.parse(storage.writes.at(-1)!)).toEqual({ ...REJECT_ALL, functional: true });
  });

  it('reads the saved choice when asked to at once, before the page has loaded, and only once', () => {
    const { store, storage, timers, schedule } = setUp(JSON.stringify(ACCEPT_ALL));
    store.readSaved();
    expect(store.get()).toEqual({ preferences: ACCEPT_ALL, view: 'hidden' });
    store.start(schedule);
    expect(storage.reads).toBe(1);
    expect(timers).toEqual([]);
  });

  it('follows a choice saved in another tab, and its shown summary counts as answered', () => {
    const { store, schedule, elapse, otherTab } = setUp();
    store.start(schedule);
    elapse();
    expect(store.get().view).toBe('summary');
    otherTab(JSON.stringify({ ...REJECT_ALL, functional: true }));
    expect(store.get()).toEqual({ preferences: { ...REJECT_ALL, functional: true }, view: 'hidden' });
    // Withdrawn there: withdrawn here, without a reload.
    otherTab(JSON.stringify(REJECT_ALL));
    expect(store.get().preferences).toEqual(REJECT_ALL);
  });

  it('does not show the banner when another tab chose before the delay ended', () => {
    const { store, schedule, elapse, otherTab } = setUp();
    store.start(schedule);
    otherTab(JSON.stringify(ACCEPT_ALL));
    elapse();
    expect(store.get()).toEqual({ preferences: ACCEPT_ALL, view: 'hidden' });
  });

  it('allows nothing optional once another tab has cleared the stored choice', () => {
    const { store, otherTab } = setUp(JSON.stringify(ACCEPT_ALL));
    store.readSaved();
    otherTab(null);
    expect(store.get().preferences).toEqual(REJECT_ALL);
  });

  it('grants on top of the newest stored choice, never over it with what this tab last read', () => {
    const { store, storage } = setUp(JSON.stringify(ACCEPT_ALL));
    store.readSaved();
    // Another tab withdraws analytics and marketing; this tab has not heard yet (no event).
    storage.value = JSON.stringify(REJECT_ALL);
    store.grant('functional');
    expect(JSON.parse(storage.writes.at(-1)!)).toEqual({ ...REJECT_ALL, functional: true });
    expect(store.get().preferences).toEqual({ ...REJECT_ALL, functional: true });
  });
});
