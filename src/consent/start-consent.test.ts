import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startConsent } from './start-consent';
import { ACCEPT_ALL, CONSENT_STORAGE_KEY } from './consent';

// The banner's chunk, as the test sees it: how often it was loaded and mounted.
const banner = vi.hoisted(() => ({ mounted: 0 }));
vi.mock('./cookie-banner', () => ({ mountCookieBanner: () => void banner.mounted++ }));

/** A loaded page with no saved choice: the banner is due at once; its 1 s timer never fires. */
function loadedPage(): Window {
  return {
    document: { readyState: 'complete' },
    addEventListener: () => {},
    setTimeout: () => 0,
    clearTimeout: () => {},
  } as unknown as Window;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Lets pending promise callbacks and a dynamic import of an already mocked module run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startConsent', () => {
  describe('with the browser’s window, where the banner’s load hears `online`', () => {
    beforeEach(() => void vi.stubGlobal('window', new EventTarget()));
    afterEach(() => void vi.unstubAllGlobals());

    it('loads the due banner only once the first view is shown, never before the largest paint', async () => {
      banner.mounted = 0;
      const firstView = deferred();
      startConsent(firstView.promise, loadedPage());
      await settle();
      expect(banner.mounted).toBe(0);
      firstView.resolve();
      await vi.waitFor(() => expect(banner.mounted).toBe(1));
    });

    it('loads the banner at once when the visitor opens it, whatever the first view', async () => {
      banner.mounted = 0;
      const store = startConsent(new Promise<void>(() => {}), loadedPage());
      store.showView('preferences');
      await vi.waitFor(() => expect(banner.mounted).toBe(1));
    });
  });

  it('reads the saved choice at once, before the page has loaded, and follows another tab’s', () => {
    const stored = new Map([[CONSENT_STORAGE_KEY, JSON.stringify(ACCEPT_ALL)]]);
    const localStorage = { getItem: (key: string) => stored.get(key) ?? null };
    vi.stubGlobal('window', { localStorage });
    const listeners = new Map<string, (event: unknown) => void>();
    const loading = {
      document: { readyState: 'loading' },
      localStorage,
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      removeEventListener: () => {},
      setTimeout: () => 0,
      clearTimeout: () => {},
    } as unknown as Window;
    try {
      const store = startConsent(new Promise<void>(() => {}), loading);
      expect(store.get().preferences).toEqual(ACCEPT_ALL);
      stored.delete(CONSENT_STORAGE_KEY);
      listeners.get('storage')?.({ key: 'i18nextLng', storageArea: localStorage });
      expect(store.get().preferences).toEqual(ACCEPT_ALL);
      // Session storage cleared, or a key of the same name there: not the choice.
      listeners.get('storage')?.({ key: null, storageArea: {} });
      listeners.get('storage')?.({ key: CONSENT_STORAGE_KEY, storageArea: {} });
      expect(store.get().preferences).toEqual(ACCEPT_ALL);
      listeners.get('storage')?.({ key: CONSENT_STORAGE_KEY, storageArea: localStorage });
      expect(store.get().preferences.functional).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('counts the banner’s second from the load, when started after it', () => {
    const delays: number[] = [];
    const page = {
      ...loadedPage(),
      setTimeout: (_run: () => void, ms: number) => delays.push(ms),
    } as unknown as Window;
    startConsent(new Promise<void>(() => {}), page, () => 500);
    startConsent(new Promise<void>(() => {}), page, () => 1400);
    startConsent(new Promise<void>(() => {}), page);
    expect(delays).toEqual([500, 0, 1000]);
  });
});
