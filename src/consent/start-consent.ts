import { CONSENT_STORAGE_KEY } from './consent';
import { createConsentStore, type ConsentStore } from './consent-store';
import { readStorage, writeStorage } from '../components/safe-storage';
import { loadWhenOnline } from '../components/load-when-online';
import { fetchCommonTextsAhead } from '../i18n/texts-ahead';
import { newTask } from '../components/task-by-task';

/**
 * The visitor's cookie choice for this page, started by its first script (src/boot.ts), which
 * hands the store to the app for its "cookie settings" links. The saved choice is read as the
 * store is made: at once on a page with a frame that waits for it (the map, then right from the
 * first paint), elsewhere half a second after the load (or at the visitor's first use, or the
 * app's start); it is followed when another tab changes it. With none, the banner shows 1 s
 * after the page has loaded (SPEC §4). The banner's code (cookie-banner.ts) and texts load only
 * when it is due, once `firstViewShown` has settled (so they never stand before the page's
 * largest paint), or at once when the visitor opens it; they are tried again when the browser is
 * next online if they cannot be had. Started after the load, it still counts the banner's second
 * from the load: `sinceLoad` says how long ago that was.
 */
export function startConsent(
  firstViewShown: Promise<void>,
  win: Window = window,
  sinceLoad: () => number = () => 0,
): ConsentStore {
  const store = createConsentStore({
    read: () => readStorage(CONSENT_STORAGE_KEY),
    write: (value) => void writeStorage(CONSENT_STORAGE_KEY, value),
    warn: (message) => console.warn(message),
    watch: (changed) => {
      // `key` is null when another tab cleared the whole storage. Session storage has `storage`
      // events too (another frame of this tab): only local storage holds the choice.
      const inLocalStorage = (event: StorageEvent) => {
        try {
          return event.storageArea === win.localStorage;
        } catch {
          // Storage blocked: nothing could have been written there either.
          return false;
        }
      };
      const heard = (event: StorageEvent) => {
        if ((event.key === CONSENT_STORAGE_KEY || event.key === null) && inLocalStorage(event)) changed();
      };
      win.addEventListener('storage', heard);
      return () => win.removeEventListener('storage', heard);
    },
  });
  store.readSaved();
  let loading = false;
  const loadBanner = () => {
    if (loading) return;
    loading = true;
    // Its texts beside its code, not after it: on a slow link, a round trip less before it shows.
    fetchCommonTextsAhead(win.document);
    // The code asked for in the next task (components/task-by-task.ts): on one busy core, the
    // texts' fetch and the code's import, each a call to the browser, made one long task.
    void newTask().then(() =>
      loadWhenOnline(
        () => import('./cookie-banner'),
        ({ mountCookieBanner }) => mountCookieBanner(store),
      ),
    );
  };
  const start = () =>
    store.start((run, ms) => {
      // The banner is due: its code and texts, together, are fetched once the first view is on
      // screen and the store made (at the pause, on most pages). On a slow link they may come
      // after its second: it then shows once they have come. Not in the task that read the
      // choice: each call to the browser in a task of its own.
      void firstViewShown.then(newTask).then(loadBanner);
      const timer = win.setTimeout(run, Math.max(0, ms - sinceLoad()));
      return () => win.clearTimeout(timer);
    });
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
  // Or the visitor opens it ("cookie settings").
  const stopWaiting = store.subscribe(() => {
    if (store.get().view === 'hidden') return;
    stopWaiting();
    loadBanner();
  });
  return store;
}
