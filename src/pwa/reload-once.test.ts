import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedChunkUrl, handledByCaller, reloadIfChunkGone, reloadIfChunkGoneUnhandled } from './reload-once';

const CHUNK = 'http://localhost/assets/history-page-Ab12.js';

function fakeWindow(sessionStorage: () => Storage) {
  const reload = vi.fn();
  vi.stubGlobal('window', {
    location: { pathname: '/contacto', href: 'http://localhost/contacto', reload },
    get sessionStorage() {
      return sessionStorage();
    },
  });
  return reload;
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage;
}

/** The server's answer to any request: a status, or a network failure. */
function server(answer: number | 'unreachable') {
  const fetch = vi.fn(async () => {
    if (answer === 'unreachable') throw new TypeError('NetworkError when attempting to fetch resource.');
    return new Response(null, { status: answer });
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
    expect(await reloadIfChunkGone(chromiumError)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(CHUNK, { method: 'HEAD', cache: 'no-store' });
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
