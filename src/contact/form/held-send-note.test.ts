import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_SEND_STORAGE_KEY, noteHeldSend, takeHeldSend } from './held-send-note';

function tabStorage() {
  const items = new Map<string, string>();
  const storage = {
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
  };
  vi.stubGlobal('window', { sessionStorage: storage });
  return { storage, items };
}

describe('a Send carried across the reload that brings the app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is held by the reloaded page of the same path, once, with the field the visitor was in', () => {
    tabStorage();
    expect(noteHeldSend('/contacto', 'email')).toBe(true);
    expect(takeHeldSend('/contacto', 'reload')).toEqual({ field: 'email' });
    // Taken as read: a second reload (the visitor's) sends nothing by itself.
    expect(takeHeldSend('/contacto', 'reload')).toBeNull();
    noteHeldSend('/contacto');
    expect(takeHeldSend('/contacto', 'reload')).toEqual({ field: null });
  });

  it('is not held by another path, which leaves it for the page it was written on', () => {
    tabStorage();
    noteHeldSend('/contacto', null);
    expect(takeHeldSend('/en/contact', 'reload')).toBeNull();
    expect(takeHeldSend('/contacto', 'reload')).toEqual({ field: null });
  });

  it('is not read by a page reached by a link or history: only a reload carries it', () => {
    const { storage } = tabStorage();
    noteHeldSend('/contacto', null);
    expect(takeHeldSend('/contacto', 'navigate')).toBeNull();
    expect(takeHeldSend('/contacto', 'back_forward')).toBeNull();
    expect(storage.getItem).not.toHaveBeenCalled();
    // Where the browser cannot say how the page was loaded, the note is read.
    expect(takeHeldSend('/contacto', undefined)).toEqual({ field: null });
  });

  it('outlives a reload that landed on an error page: the visitor’s reload of it, however late, still sends', () => {
    vi.useFakeTimers();
    try {
      tabStorage();
      noteHeldSend('/contacto', 'message');
      // The reload the note was written for shows the browser's error page, which runs nothing.
      vi.advanceTimersByTime(10 * 60_000);
      expect(takeHeldSend('/contacto', 'reload')).toEqual({ field: 'message' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a note that is not its own shape as none, without throwing', () => {
    const { items } = tabStorage();
    for (const raw of ['/contacto', '{"path":"/elsewhere"}', 'null', '[]']) {
      items.set(HELD_SEND_STORAGE_KEY, raw);
      expect(takeHeldSend('/contacto', 'reload'), raw).toBeNull();
    }
    items.set(HELD_SEND_STORAGE_KEY, '{"path":"/contacto","field":3}');
    expect(takeHeldSend('/contacto', 'reload')).toEqual({ field: null });
  });

  it('cannot be noted where session storage is blocked, and reads as none there', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(noteHeldSend('/contacto', null)).toBe(false);
    expect(takeHeldSend('/contacto', 'reload')).toBeNull();
  });
});
