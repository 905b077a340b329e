import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceForMissingChunk } from './reload-once';

function fakeWindow(sessionStorage: () => Storage) {
  const reload = vi.fn();
  vi.stubGlobal('window', {
    location: { pathname: '/contacto', reload },
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

describe('reloadOnceForMissingChunk', () => {
  afterEach(() => vi.unstubAllGlobals());
  const online = (onLine: boolean) => vi.stubGlobal('navigator', { onLine });

  it('never reloads offline, where any chunk fails and so would the reload', () => {
    const reload = fakeWindow(() => memoryStorage());
    online(false);
    expect(reloadOnceForMissingChunk()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once per page, then leaves the failure to the page', () => {
    online(true);
    const storage = memoryStorage();
    const reload = fakeWindow(() => storage);
    expect(reloadOnceForMissingChunk()).toBe(true);
    expect(reloadOnceForMissingChunk()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when session storage is blocked, since it could not stop a loop', () => {
    online(true);
    const reload = fakeWindow(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(reloadOnceForMissingChunk()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
