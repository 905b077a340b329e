import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_SEND_STORAGE_KEY, noteHeldSend, takeHeldSend } from './held-send-note';

function tabStorage() {
  const items = new Map<string, string>();
  const storage = {
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
  };
  vi.stubGlobal('window', { sessionStorage: storage });
  return storage;
}

describe('a Send carried across the reload that brings the app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is made by the reloaded page of the same path, once', () => {
    tabStorage();
    expect(noteHeldSend('/contacto')).toBe(true);
    expect(takeHeldSend('/contacto', 'reload')).toBe(true);
    // Taken as read: a second reload (the visitor's) sends nothing by itself.
    expect(takeHeldSend('/contacto', 'reload')).toBe(false);
  });

  it('is not made by another path, and the note is gone after it', () => {
    tabStorage();
    noteHeldSend('/contacto');
    expect(takeHeldSend('/en/contact', 'reload')).toBe(false);
    expect(takeHeldSend('/contacto', 'reload')).toBe(false);
  });

  it('is not read by a page reached by a link or history: only a reload carries it', () => {
    const storage = tabStorage();
    noteHeldSend('/contacto');
    expect(takeHeldSend('/contacto', 'navigate')).toBe(false);
    expect(takeHeldSend('/contacto', 'back_forward')).toBe(false);
    expect(storage.getItem).not.toHaveBeenCalled();
    // Where the browser cannot say how the page was loaded, the note is read.
    expect(takeHeldSend('/contacto', undefined)).toBe(true);
  });

  it('cannot be noted where session storage is blocked, and reads as none there', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(noteHeldSend('/contacto')).toBe(false);
    expect(takeHeldSend('/contacto', 'reload')).toBe(false);
    expect(HELD_SEND_STORAGE_KEY).toBe('contact-send-held');
  });
});
