import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chunkLoaded,
  failedChunkUrl,
  handledByCaller,
  reloadIfChunkGone,
  reloadIfChunkGoneUnhandled,
  reloadForFailedImport,
  failedImportProbe,
  RELOAD_STORAGE_KEY,
} from './reload-once';

const CHUNK = 'http://localhost/assets/history-page-Ab12.js';
/** The page's entry script (boot.ts's own address). */
const ENTRY = 'http://localhost/assets/index-Cd34.js';

/** How the document was loaded, as its navigation timing says; `unknown`: a browser that cannot say. */
type LoadedBy = NavigationTimingType | 'unknown';

function fakeWindow(sessionStorage: () => Storage, loadedBy: LoadedBy = 'navigate') {
  const reload = vi.fn();
  vi.stubGlobal('window', {
    location: { pathname: '/contacto', href: 'http://localhost/contacto', reload },
    get sessionStorage() {
      return sessionStorage();
    },
    performance: { getEntriesByType: () => (loadedBy === 'unknown' ? [] : [{ type: loadedBy }]) },
  });
  return reload;
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
  } as unknown as Storage & Record<'getItem' | 'setItem', ReturnType<typeof vi.fn>>;
}

/**
 * The server's answer to any request: a status, or a network failure; a script by default,
 * else `type`, from the address asked unless `from` (where a redirect ended).
 */
function server(
  answer: number | 'unreachable',
  { type = 'text/javascript', from }: { type?: string; from?: string } = {},
) {
  const fetch = vi.fn(async (url: string) => {
    if (answer === 'unreachable') throw new TypeError('NetworkError when attempting to fetch resource.');
    const response = new Response(null, { status: answer, headers: { 'content-type': type } });
    Object.defineProperty(response, 'url', { value: from ?? url });
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const chromiumError = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

describe('failedChunkUrl', () => {
  it("reads the file from Chromium's, Firefox's and Vite's messages", () => {
    expect(failedChunkUrl(chromiumError, 'http://localhost/')).toBe(CHUNK);
    expect(failedChunkUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}`), 'http://x/')).toBe(
      CHUNK,
    );
    expect(failedChunkUrl(new Error('Unable to preload CSS for /assets/page-C9.css'), 'http://localhost/en')).toBe(
      'http://localhost/assets/page-C9.css',
    );
  });

  it("finds none in Safari's message, or in something that is not an error", () => {
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'), 'http://localhost/')).toBeNull();
    expect(failedChunkUrl(undefined, 'http://localhost/')).toBeNull();
  });
});

describe('reloadIfChunkGone', () => {
  afterEach(() => vi.unstubAllGlobals());
  const online = (onLine: boolean) => vi.stubGlobal('navigator', { onLine });

  it('reloads when the server says the file is gone, once per page', async () => {
    online(true);
    const fetch = server(404);
    const storage = memoryStorage();
    const reload = fakeWindow(() => storage);
    expect(await reloadIfChunkGone(chromiumError)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
    // The reloaded page fails the same way: no second reload.
    const again = fakeWindow(() => storage, 'reload');
    expect(await reloadIfChunkGone(chromiumError)).toBe(false);
    expect(again).not.toHaveBeenCalled();
  });

  it('reads its note only in a page that is a reload, or where the browser cannot say', async () => {
    online(true);
    server(404);
    const storage = memoryStorage();
    fakeWindow(() => storage);
    await reloadIfChunkGone(chromiumError);
    expect(storage.getItem).not.toHaveBeenCalled();
    // Later the visitor comes back to the page by a link, and a chunk is gone again: the old
    // note does not stop this page from reloading once.
    const later = fakeWindow(() => storage, 'navigate');
    expect(await reloadIfChunkGone(chromiumError)).toBe(true);
    expect(later).toHaveBeenCalledTimes(1);
    const unknown = fakeWindow(() => storage, 'unknown');
    expect(await reloadIfChunkGone(chromiumError)).toBe(false);
    expect(unknown).not.toHaveBeenCalled();
  });

  it('never reloads when the file cannot be reached: offline, or a page being left', async () => {
    online(true);
    server('unreachable');
    const reload = fakeWindow(() => memoryStorage());
    expect(await reloadIfChunkGone(chromiumError)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads when the file is still there', async () => {
    online(true);
    server(200);
    const reload = fakeWindow(() => memoryStorage());
    expect(await reloadIfChunkGone(chromiumError)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads without the file named (WebKit), online or not', async () => {
    const fetch = server(404);
    const webkitError = new TypeError('Importing a module script failed.');
    const reload = fakeWindow(() => memoryStorage());
    online(false);
    expect(await reloadIfChunkGone(webkitError)).toBe(false);
    online(true);
    expect(await reloadIfChunkGone(webkitError)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never reloads when session storage is blocked, since it could not stop a loop', async () => {
    online(true);
    server(404);
    const reload = fakeWindow(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(await reloadIfChunkGone(chromiumError)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('failedImportProbe', () => {
  const base = 'http://localhost/contacto';
  const webkitLoad = new TypeError('Importing a module script failed.');
  it("asks for the script the error names, else for the entry script while a Send is held (WebKit's load failure)", () => {
    expect(failedImportProbe(chromiumError, base, ENTRY, true)).toBe(CHUNK);
    expect(failedImportProbe(chromiumError, base, ENTRY, false)).toBe(CHUNK);
    expect(failedImportProbe(webkitLoad, base, ENTRY, true)).toBe(ENTRY);
    expect(failedImportProbe(webkitLoad, base, ENTRY, false)).toBeNull();
  });

  it("asks nothing for an error naming no script that is not WebKit's load failure (the app's code throwing)", () => {
    for (const error of [
      new TypeError("Cannot read properties of undefined (reading 'map')"),
      new ReferenceError('x is not defined'),
      new Error('Importing a module script failed.'),
    ])
      expect(failedImportProbe(error, base, ENTRY, true), String(error)).toBeNull();
  });
});

describe('reloadForFailedImport', () => {
  afterEach(() => vi.unstubAllGlobals());
  const firefoxError = new TypeError(`error loading dynamically imported module: ${CHUNK}`);
  const webkitError = new TypeError('Importing a module script failed.');

  it('with a Send held, reloads once when the script the import names answers, the Send noted before the guard', async () => {
    const fetch = server(200);
    const storage = memoryStorage();
    const reload = fakeWindow(() => storage);
    const written: string[] = [];
    const carry = vi.fn(() => {
      written.push(`carry, guard ${storage.getItem(RELOAD_STORAGE_KEY)}`);
      return true;
    });
    expect(await reloadForFailedImport(firefoxError, carry, ENTRY)).toBe('reloading');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
    expect(written).toEqual(['carry, guard null']);
    expect(storage.getItem(RELOAD_STORAGE_KEY)).toBe('/contacto');
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails the same way: it stays, no loop.
    const again = fakeWindow(() => storage, 'reload');
    expect(await reloadForFailedImport(firefoxError, carry, ENTRY)).toBe('stays');
    expect(again).not.toHaveBeenCalled();
  });

  it('without a Send held, a script that answers is no reason to reload (the next try fetches it in Chromium)', async () => {
    server(200);
    const reload = fakeWindow(() => memoryStorage());
    expect(await reloadForFailedImport(firefoxError, null, ENTRY)).toBe('stays');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads for a script gone after a deploy, carrying a held Send too', async () => {
    server(404);
    const reload = fakeWindow(() => memoryStorage());
    const carry = vi.fn(() => true);
    expect(await reloadForFailedImport(firefoxError, carry, ENTRY)).toBe('reloading');
    expect(carry).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    const plain = fakeWindow(() => memoryStorage());
    expect(await reloadForFailedImport(firefoxError, null, ENTRY)).toBe('reloading');
    expect(plain).toHaveBeenCalledTimes(1);
  });

  it('stays where the answer is not the script from the site (a captive portal)', async () => {
    for (const [label, options] of [
      ['its page', { type: 'text/html; charset=utf-8' }],
      ['a redirect to it', { from: 'http://portal.example/login.js' }],
    ] as const) {
      server(200, options);
      const reload = fakeWindow(() => memoryStorage());
      const carry = vi.fn(() => true);
      expect(await reloadForFailedImport(firefoxError, carry, ENTRY), label).toBe('stays');
      expect(await reloadForFailedImport(webkitError, carry, ENTRY), label).toBe('stays');
      expect(carry).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it('stays while the script cannot be reached or fails', async () => {
    for (const answer of ['unreachable', 503] as const) {
      server(answer);
      const reload = fakeWindow(() => memoryStorage());
      const carry = vi.fn(() => true);
      expect(await reloadForFailedImport(firefoxError, carry, ENTRY), String(answer)).toBe('stays');
      expect(carry).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it("with a Send held and no script named (WebKit), asks for the page's entry script, and reloads once it answers", async () => {
    const fetch = server(200);
    const storage = memoryStorage();
    const reload = fakeWindow(() => storage);
    const carry = vi.fn(() => true);
    expect(await reloadForFailedImport(webkitError, carry, ENTRY)).toBe('reloading');
    expect(fetch).toHaveBeenCalledWith(ENTRY, { method: 'HEAD', cache: 'no-store' });
    expect(carry).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails its first try the same way: it stays, and holds the Send.
    const again = fakeWindow(() => storage, 'reload');
    expect(await reloadForFailedImport(webkitError, carry, ENTRY)).toBe('stays');
    expect(again).not.toHaveBeenCalled();
  });

  it('with no script named, stays while the site cannot be reached, and without a Send held asks nothing', async () => {
    server('unreachable');
    const offline = fakeWindow(() => memoryStorage());
    const carry = vi.fn(() => true);
    expect(await reloadForFailedImport(webkitError, carry, ENTRY)).toBe('stays');
    expect(carry).not.toHaveBeenCalled();
    expect(offline).not.toHaveBeenCalled();
    // A page being left (WebKit stops its loads) fails the same way: no reload to take it back.
    const fetch = server(200);
    const leaving = fakeWindow(() => memoryStorage());
    expect(await reloadForFailedImport(webkitError, null, ENTRY)).toBe('stays');
    expect(fetch).not.toHaveBeenCalled();
    expect(leaving).not.toHaveBeenCalled();
  });

  it('stays, its guard unwritten, when the Send cannot be carried (the visitor is typing, storage refuses)', async () => {
    server(200);
    const storage = memoryStorage();
    const reload = fakeWindow(() => storage);
    expect(await reloadForFailedImport(firefoxError, () => false, ENTRY)).toBe('stays');
    expect(storage.getItem(RELOAD_STORAGE_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    const blocked = fakeWindow(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(await reloadForFailedImport(firefoxError, () => true, ENTRY)).toBe('stays');
    expect(blocked).not.toHaveBeenCalled();
  });

  it('asks whether the page may reload now before any reload, a gone script too, and says it is gone if it stays', async () => {
    server(404);
    const storage = memoryStorage();
    const reload = fakeWindow(() => storage);
    const carry = vi.fn(() => true);
    // The visitor is typing: no reload, whether a Send is held or not, and nothing written.
    expect(await reloadForFailedImport(firefoxError, null, ENTRY, () => false)).toBe('gone');
    expect(await reloadForFailedImport(firefoxError, carry, ENTRY, () => false)).toBe('gone');
    expect(carry).not.toHaveBeenCalled();
    expect(storage.getItem(RELOAD_STORAGE_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    const ready = vi.fn(() => true);
    expect(await reloadForFailedImport(firefoxError, null, ENTRY, ready)).toBe('reloading');
    expect(ready).toHaveBeenCalledTimes(1);
    // The reloaded page finds it gone too: it stays, and says so.
    fakeWindow(() => storage, 'reload');
    expect(await reloadForFailedImport(firefoxError, null, ENTRY, ready)).toBe('gone');
  });
});

describe('chunkLoaded', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('touches no session storage in a page that is not a reload (a first visit, a link)', () => {
    const storage = memoryStorage();
    for (const loadedBy of ['navigate', 'back_forward'] as const) {
      fakeWindow(() => storage, loadedBy);
      chunkLoaded();
    }
    expect(storage.getItem).not.toHaveBeenCalled();
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('in the reloaded page, clears the note once its code has loaded, so a later failure may reload again', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    server(404);
    const storage = memoryStorage();
    fakeWindow(() => storage);
    await reloadIfChunkGone(chromiumError);
    fakeWindow(() => storage, 'reload');
    chunkLoaded();
    expect(await reloadIfChunkGone(chromiumError)).toBe(true);
  });
});

describe('the page-wide rule for failed imports', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reloads for a failure no caller took on, and leaves alone one its caller handles', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { onLine: true });
    const fetch = server(404);
    const storage = memoryStorage();
    const reload = fakeWindow(() => storage);
    const handled = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
    reloadIfChunkGoneUnhandled(handled);
    // The caller's handler runs as the import's promise rejects, before the rule's task.
    handledByCaller(handled);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).not.toHaveBeenCalled();
    reloadIfChunkGoneUnhandled(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`));
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
