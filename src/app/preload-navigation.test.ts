import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreloadingNavigation, loadPageFor } from './preload-navigation';
import { pageNamespaces } from './page-modules';
import { screenPath } from '../routing/paths';
import { deferred } from './testing/deferred';
import { settledNow, spanishInstance } from '../i18n/testing/held-texts';

// The page's code is not what these tests follow: it is there at once.
vi.mock('./pages', () => ({ prefetchPage: () => Promise.resolve() }));

/**
 * The window the browser's back and forward are heard from: its address, which `go` changes as
 * a back, a forward or a `#` jump does (a popstate), and how many popstate listeners it holds.
 */
function historyWindow(path = '/en/contact') {
  const target = new EventTarget();
  let listening = 0;
  const win = {
    location: { pathname: path, search: '', hash: '' },
    addEventListener: (type: string, listener: EventListener) => {
      if (type === 'popstate') listening++;
      target.addEventListener(type, listener);
    },
    removeEventListener: (type: string, listener: EventListener) => {
      if (type === 'popstate') listening--;
      target.removeEventListener(type, listener);
    },
    go(address: string) {
      const url = new URL(address, 'https://example.test');
      Object.assign(win.location, { pathname: url.pathname, search: url.search, hash: url.hash });
      target.dispatchEvent(new Event('popstate'));
    },
    listening: () => listening,
  };
  return win;
}

describe('navigation that waits for the next page', () => {
  let win: ReturnType<typeof historyWindow>;
  beforeEach(() => {
    vi.useFakeTimers();
    win = historyWindow();
    vi.stubGlobal('window', win);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

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

  it('drops a link still waiting when the browser goes back or forward: the visitor has gone elsewhere', async () => {
    const load = deferred();
    const navigate = vi.fn();
    const waiting = vi.fn();
    createPreloadingNavigation(() => load.promise, 2000, waiting)(navigate, '/en/history');
    await vi.advanceTimersByTimeAsync(300);
    win.go('/en');
    expect(waiting.mock.calls).toEqual([[true], [false]]);
    load.resolve();
    await vi.advanceTimersByTimeAsync(2000);
    expect(navigate).not.toHaveBeenCalled();
    expect(waiting.mock.calls).toEqual([[true], [false]]);
    expect(win.listening()).toBe(0);
  });

  it('drops both of two links tapped in turn at a back, clearing the mark once, and hears no more after', async () => {
    const navigate = vi.fn();
    const waiting = vi.fn();
    const around = createPreloadingNavigation(() => new Promise(() => {}), 2000, waiting);
    around(navigate, '/en/history');
    await vi.advanceTimersByTimeAsync(100);
    around(navigate, '/en/services');
    win.go('/en');
    await vi.advanceTimersByTimeAsync(2000);
    expect(navigate).not.toHaveBeenCalled();
    expect(waiting.mock.calls).toEqual([[true], [true], [false]]);
    expect(win.listening()).toBe(0);
  });

  it('lets a link, or a redirect, waiting through a # jump within the page go: that is no going elsewhere', async () => {
    const navigate = vi.fn();
    const load = deferred();
    createPreloadingNavigation(() => load.promise, 2000)(navigate, '/en/contact/', { replace: true });
    win.go('/en/contact#main');
    load.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/en/contact/', { replace: true });
    expect(win.listening()).toBe(0);
  });

  it('drops a link at a back to the same page with another query', async () => {
    const navigate = vi.fn();
    createPreloadingNavigation(() => new Promise(() => {}), 2000)(navigate, '/en/history');
    win.go('/en/contact?s=a1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(navigate).not.toHaveBeenCalled();
  });

  describe('where the browser has the Navigation API', () => {
    /** `win` with a `navigation` that says what kind each navigation is, as Chromium's does. */
    let navigationListeners = 0;
    const withNavigation = () => {
      const target = new EventTarget();
      navigationListeners = 0;
      const navigation = {
        addEventListener: (type: string, listener: EventListener) => {
          navigationListeners++;
          target.addEventListener(type, listener);
        },
        removeEventListener: (type: string, listener: EventListener) => {
          navigationListeners--;
          target.removeEventListener(type, listener);
        },
      };
      vi.stubGlobal('window', Object.assign(win, { navigation }));
      return (navigationType: string) => target.dispatchEvent(Object.assign(new Event('navigate'), { navigationType }));
    };

    it('drops a link at any back or forward, even to an entry at the same address', async () => {
      const navigating = withNavigation();
      const navigate = vi.fn();
      const load = deferred();
      createPreloadingNavigation(() => load.promise, 2000)(navigate, '/en/history');
      // The same page visited twice (A, B, A), and the first A picked from the back button's menu.
      navigating('traverse');
      load.resolve();
      await vi.advanceTimersByTimeAsync(2000);
      expect(navigate).not.toHaveBeenCalled();
      expect(win.listening()).toBe(0);
      expect(navigationListeners).toBe(0);
    });

    it('still drops a link at a popstate to another page when no navigate event comes', async () => {
      withNavigation();
      const navigate = vi.fn();
      createPreloadingNavigation(() => new Promise(() => {}), 2000)(navigate, '/en/history');
      win.go('/en');
      await vi.advanceTimersByTimeAsync(2000);
      expect(navigate).not.toHaveBeenCalled();
      expect(navigationListeners).toBe(0);
    });

    it('lets a link go through a # jump, a push, and through the app’s own pushes and replaces', async () => {
      const navigating = withNavigation();
      const navigate = vi.fn();
      const load = deferred();
      createPreloadingNavigation(() => load.promise, 2000)(navigate, '/en/history');
      navigating('push');
      win.go('/en/contact#main');
      navigating('replace');
      load.resolve();
      await vi.advanceTimersByTimeAsync(0);
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/en/history', undefined);
    });
  });

  it('hears back and forward only while a link waits: a later link goes ahead as usual', async () => {
    const navigate = vi.fn();
    const waiting = vi.fn();
    const around = createPreloadingNavigation(() => Promise.resolve(), 2000, waiting);
    around(navigate, '/en/history');
    await vi.advanceTimersByTimeAsync(0);
    expect(win.listening()).toBe(0);
    win.go('/en');
    around(navigate, '/en/services');
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate.mock.calls).toEqual([
      ['/en/history', undefined],
      ['/en/services', undefined],
    ]);
    expect(waiting.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it('goes ahead, and stops hearing, when the load throws rather than fails', async () => {
    const navigate = vi.fn();
    createPreloadingNavigation(() => {
      throw new Error('no such page');
    }, 2000)(navigate, '/en/history');
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/en/history', undefined);
    expect(win.listening()).toBe(0);
  });

  describe('what the page shows while a link waits', () => {
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
});

describe('what a link waits for: the next page’s texts, in its own language', () => {
  const contactTexts = (lang: string) => ['common', ...pageNamespaces('contact')].map((ns) => `${lang}/${ns}`);

  beforeEach(() => {
    vi.stubGlobal('window', { location: { href: 'https://example.test/' } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a link into another language, during a switch to it, waits for that language’s texts alone', async () => {
    const { instance, reads, answer } = await spanishInstance();
    // The switch has begun; a Spanish text it also loads hangs, so i18next's language is still Spanish.
    void instance.loadNamespaces('services');
    void instance.changeLanguage('en');
    expect(instance.language).toBe('es');
    const loaded = loadPageFor(instance, screenPath('contact', 'en'));
    expect(reads).toEqual(expect.arrayContaining(contactTexts('en')));
    expect(await settledNow(loaded)).toBe(false);
    // Every one of them: the page, its header and its footer draw with common: too.
    const [common, ...own] = contactTexts('en');
    for (const key of own) answer(key);
    expect(await settledNow(loaded)).toBe(false);
    answer(common!);
    expect(await settledNow(loaded)).toBe(true);
    expect(instance.language).toBe('es');
  });

  it('a prefetch fetches the texts of a page in the language in use, not those of another language', async () => {
    const { instance, reads } = await spanishInstance();
    await settledNow(loadPageFor(instance, screenPath('contact', 'en'), true));
    expect(reads.filter((read) => read.startsWith('en/'))).toEqual([]);
    void loadPageFor(instance, screenPath('contact', 'es'), true);
    expect(reads).toEqual(expect.arrayContaining(contactTexts('es').slice(1)));
  });

  it('during a switch, the language in use is the one it heads for: its pages’ texts are fetched, not the one left’s', async () => {
    const { instance, reads } = await spanishInstance();
    void instance.changeLanguage('en');
    expect(instance.language).toBe('es');
    void loadPageFor(instance, screenPath('contact', 'en'), true);
    expect(reads).toEqual(expect.arrayContaining(contactTexts('en').slice(1)));
    void loadPageFor(instance, screenPath('contact', 'es'), true);
    expect(reads.filter((read) => read.startsWith('es/') && read !== 'es/common')).toEqual([]);
  });
});
