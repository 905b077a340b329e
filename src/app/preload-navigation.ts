import type { i18n } from 'i18next';
import type { AroundNavHandler } from 'wouter';
import { resolveRoute } from '../routing/resolve-route';
import { pageKeyOf } from './resolve-shown';
import { shownLang } from './head';
import { prefetchPage } from './pages';
import { pageNamespaces } from './page-modules';
import { textsSettled } from '../i18n/texts-settled';
import { languageAfterSwitch } from '../i18n/language-after-switch';

/**
 * The longest a link waits for the next page's code and texts before it navigates anyway (a
 * hanging network): the page then shows as its parts arrive, as without the wait. Meanwhile the
 * page shows the link was heard (`onWaiting`), and a load that fails goes ahead at once. At
 * 500 ms, a slow load that arrived soon after met React's fallback and its 300 ms hold: over
 * HTTP/1.1 with 150 ms round trips at 4x CPU, a first visit's link from `/` to `/contacto` took
 * a median 967 ms to show the page, against 793 with this wait (5 runs each, alternated).
 */
export const PRELOAD_WAIT_MS = 2000;

/**
 * What the page at `to` needs before it can be shown at once: its code, and its texts (common: and
 * its own), those of its own language alone (textsSettled). A prefetch (`ownTask`: called in a task of its own, not
 * in a tap's, see `prefetchPage`) fetches texts only for a page in the language in use: the
 * language menu's links, in view on every page, are not worth three languages' texts until one is
 * followed; the language in use is the one a switch under way heads for (languageAfterSwitch). A
 * link followed into another language waits for that language's texts as for its code: told apart
 * by i18next's language, which during a switch stays the one being left until the new one's texts
 * have come, a link in the new language showed an empty page meanwhile.
 */
export function loadPageFor(i18n: i18n, to: string, ownTask = false): Promise<unknown> {
  const shown = resolveRoute(new URL(to, window.location.href).pathname);
  if (shown.kind === 'redirect') return Promise.resolve();
  const key = pageKeyOf(shown);
  const lang = shownLang(shown);
  // common: too, which the page, its header and its footer all draw with: in another language it is
  // not there yet, and the largest of the page's files but two.
  const texts =
    ownTask && lang !== languageAfterSwitch(i18n) ? null : textsSettled(i18n, lang, ['common', ...pageNamespaces(key)]);
  return Promise.all([prefetchPage(key, ownTask), texts]);
}

/**
 * Wraps every in-site navigation (wouter's `aroundNav`): the address changes once the next page
 * can render whole, or after `waitMs`, whichever is first. Rendered before then, the page
 * suspended and React showed the (empty) fallback, and a boundary that has shown a fallback is
 * revealed no sooner than 300 ms later: a tap on a link at 4× CPU took ~450 ms to show the next
 * page although its code and texts had arrived by ~270 ms. A navigation asked for while another
 * waits replaces it; one whose loading fails still goes ahead, so the page can say why. The
 * browser's back or forward meanwhile (`historyMoved`) drops it: the visitor has
 * gone elsewhere, and the tapped page, coming up to `waitMs` later, took them away from there and
 * cut the history ahead of it.
 * `onWaiting` hears when a tapped link starts and stops waiting, so the page can show it was heard.
 */
export function createPreloadingNavigation(
  load: (to: string) => Promise<unknown>,
  waitMs = PRELOAD_WAIT_MS,
  onWaiting: (waiting: boolean) => void = () => {},
  // Read at a tap, not here: the prerender makes this handler too, and has no window.
  historyMoved: (heard: () => void) => () => void = (heard) =>
    backOrForwardIn(window as Window & { navigation?: NavigationEvents })(heard),
): AroundNavHandler {
  let latest = 0;
  return (navigate, to, options) => {
    const ticket = ++latest;
    onWaiting(true);
    const stopHearing = historyMoved(() => {
      if (ticket !== latest) return;
      latest++;
      onWaiting(false);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    // A load that throws is a load that failed: the link still goes, and stops hearing.
    const loaded = new Promise<unknown>((resolve) => resolve(load(to))).catch(() => {});
    void Promise.race([loaded, waited]).then(() => {
      clearTimeout(timer);
      stopHearing();
      if (ticket !== latest) return;
      onWaiting(false);
      navigate(to, options);
    });
  };
}

/** What `backOrForwardIn` needs of the Navigation API, where the browser has it. */
interface NavigationEvents {
  addEventListener(type: 'navigate', listener: (event: Event & { navigationType?: string }) => void): void;
  removeEventListener(type: 'navigate', listener: (event: Event & { navigationType?: string }) => void): void;
}

/**
 * Hears the browser's back or forward in `win`'s history, by two signals, either of which drops
 * the link (a second hearing finds it dropped):
 * - a `popstate` that changed the address's path or query from what it was when the hearing
 *   began. Browsers fire `popstate` for a `#` jump within the page too (the skip link, a table of
 *   contents), which is no going elsewhere: a link, or a redirect, waiting meanwhile still goes;
 * - where the browser has the Navigation API, a traversal (`navigate`, `traverse`), whatever entry
 *   it lands on: the same page visited twice, the page before a `#` jump. Not alone: a document
 *   whose events it disables (an opaque origin), an implementation that fires none, or an element
 *   named `navigation` standing in for it still have the first.
 */
export function backOrForwardIn(
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'> & { navigation?: NavigationEvents },
) {
  return (heard: () => void): (() => void) => {
    const page = () => win.location.pathname + win.location.search;
    const from = page();
    const popped = () => {
      if (page() !== from) heard();
    };
    win.addEventListener('popstate', popped);
    const navigating = (event: Event & { navigationType?: string }) => {
      if (event.navigationType === 'traverse') heard();
    };
    const navigation = win.navigation;
    let hearsNavigation = false;
    try {
      navigation?.addEventListener('navigate', navigating);
      hearsNavigation = Boolean(navigation);
    } catch {
      // Not the Navigation API after all: `popstate` alone.
    }
    return () => {
      win.removeEventListener('popstate', popped);
      if (hearsNavigation) navigation!.removeEventListener('navigate', navigating);
    };
  };
}
