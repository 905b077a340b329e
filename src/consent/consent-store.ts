import {
  REJECT_ALL,
  initialConsentState,
  withCategory,
  type OptionalCategory,
  parseStoredConsent,
  serializeConsent,
  type ConsentPreferences,
} from './consent';

/** What the banner shows: nothing, its summary, or the visitor's preferences. */
export type BannerView = 'hidden' | 'summary' | 'preferences';

export interface ConsentState {
  /** The saved choice; until one is saved (or when it could not be read), only the necessary. */
  preferences: ConsentPreferences;
  view: BannerView;
}

/**
 * The visitor's cookie choice and the banner's view, without any framework: the page's first
 * script starts it, so the banner shows 1 s after load whether or not the app has loaded yet
 * (SPEC §4), and the app's "cookie settings" links reach the same one.
 */
export interface ConsentStore {
  get(): ConsentState;
  /** Calls `listener` after each change; returns what stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Reads the saved choice, once, if nothing has read it yet. The page's first script calls it
   * at once, so a visitor who has chosen never sees what stands for a choice not yet made (the
   * map's "show the map") until the page has loaded.
   */
  readSaved(): void;
  /**
   * With no saved choice, shows the banner after SPEC §4's delay, which `schedule` counts.
   * Called when the page has loaded. Returns what cancels the wait.
   */
  start(schedule: (run: () => void, ms: number) => () => void): () => void;
  /** Stores the choice and hides the banner (any save hides it). */
  save(preferences: ConsentPreferences): void;
  /**
   * Allows one category on top of the saved choice (the map's own "show the map" button) and
   * saves it, as a save from the banner would. The choice is read afresh first: another tab may
   * have saved a newer one, which this must not overwrite with what this tab last knew. Open in
   * its preferences, the banner stays open: the toggles the visitor has changed there and not
   * saved are theirs to save or leave (the banner shows the granted one as allowed); only that
   * one category, which the button asked for, is saved. The summary is answered by it and goes.
   */
  grant(category: OptionalCategory): void;
  /** Opens the banner in one of its views (the footer's "cookie settings" opens the preferences). */
  showView(view: Exclude<BannerView, 'hidden'>): void;
}

/** Where the choice is kept, and where an unreadable one is reported. */
export interface ConsentStorage {
  read(): string | null;
  write(value: string): void;
  warn(message: string): void;
  /**
   * Calls `changed` when another tab of the site changes or clears the stored choice (the
   * `storage` event); returns what stops it. A tab never hears its own writes.
   */
  watch?(changed: () => void): () => void;
}

export function createConsentStore(storage: ConsentStorage): ConsentStore {
  let state: ConsentState = { preferences: REJECT_ALL, view: 'hidden' };
  let started: ReturnType<typeof initialConsentState> | null = null;
  let scheduled = false;
  let saved = false;
  const listeners = new Set<() => void>();

  const set = (next: Partial<ConsentState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  // The saved choice is read once, when first needed: at load, or at an earlier "cookie settings".
  const read = () => {
    if (started) return started;
    const stored = parseStoredConsent(storage.read());
    if (stored.kind === 'corrupt') storage.warn(`Ignoring unreadable cookie consent (${stored.reason}).`);
    started = initialConsentState(stored);
    if (started.preferences !== state.preferences) set({ preferences: started.preferences });
    return started;
  };
  const save = (preferences: ConsentPreferences, view: BannerView = 'hidden') => {
    read();
    saved = true;
    storage.write(serializeConsent(preferences));
    set({ preferences, view });
  };
  /** What is stored now, whatever this tab read before; null when nothing readable is. */
  const storedNow = () => {
    const stored = parseStoredConsent(storage.read());
    return stored.kind === 'saved' ? stored.preferences : null;
  };
  // Another tab chose: this one follows, and its banner, if showing its summary, has been
  // answered. Cleared there (the site's data deleted), nothing optional stays allowed here.
  storage.watch?.(() => {
    read();
    const preferences = storedNow();
    if (preferences) saved = true;
    const view = preferences && state.view === 'summary' ? 'hidden' : state.view;
    set({ preferences: preferences ?? REJECT_ALL, view });
  });

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readSaved: () => void read(),
    start(schedule) {
      const { showBannerAfterMs } = read();
      if (scheduled || showBannerAfterMs === null) return () => {};
      scheduled = true;
      // A choice made meanwhile (through "cookie settings") stands: the banner does not come back.
      return schedule(() => {
        if (!saved && state.view === 'hidden') set({ view: 'summary' });
      }, showBannerAfterMs);
    },
    save: (preferences) => save(preferences),
    grant(category) {
      read();
      save(
        withCategory(storedNow() ?? state.preferences, category, true),
        state.view === 'preferences' ? 'preferences' : 'hidden',
      );
    },
    showView(view) {
      read();
      set({ view });
    },
  };
}
