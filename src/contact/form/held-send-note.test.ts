import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_SEND_NOTE_MS, HELD_SEND_STORAGE_KEY, noteHeldSend, takeHeldSend } from './held-send-note';

function tabStorage() {
  const items = new Map<string, string>();
  const storage = {
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
  };
  vi.stubGlobal('window', { sessionStorage: storage });
  return { storage, items };
}

const T = 1_800_000_000_000;

describe('a Send carried across the reload that brings the app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is held by the reloaded page of the same path, once', () => {
    tabStorage();
    expect(noteHeldSend('/contacto', T)).toBe(true);
    expect(takeHeldSend('/contacto', 'reload', T + 800)).toBe(true);
    // Taken as read: a second reload (the visitor's) sends nothing by itself.
    expect(takeHeldSend('/contacto', 'reload', T + 5_000)).toBe(false);
  });

  it('is not held by another path, and the note is gone after it', () => {
    tabStorage();
    noteHeldSend('/contacto', T);
    expect(takeHeldSend('/en/contact', 'reload', T + 800)).toBe(false);
    expect(takeHeldSend('/contacto', 'reload', T + 900)).toBe(false);
  });

  it('is not read by a page reached by a link or history: only a reload carries it', () => {
    const { storage } = tabStorage();
    noteHeldSend('/contacto', T);
    expect(takeHeldSend('/contacto', 'navigate', T + 800)).toBe(false);
    expect(takeHeldSend('/contacto', 'back_forward', T + 800)).toBe(false);
    expect(storage.getItem).not.toHaveBeenCalled();
    // Where the browser cannot say how the page was loaded, the note is read.
    expect(takeHeldSend('/contacto', undefined, T + 800)).toBe(true);
  });

  it('is not held when the reload it was written for never took over: a later reload of the visitor’s sends nothing', () => {
    tabStorage();
    noteHeldSend('/contacto', T);
    expect(takeHeldSend('/contacto', 'reload', T + HELD_SEND_NOTE_MS + 1)).toBe(false);
    // Nor with the clock set back since the note: it cannot say how old it is.
    noteHeldSend('/contacto', T);
    expect(takeHeldSend('/contacto', 'reload', T - 60_000)).toBe(false);
  });

  it('reads a note that is not its own shape as none, without throwing', () => {
    const { items } = tabStorage();
    for (const raw of ['/contacto', '{"path":"/contacto"}', '{"path":"/contacto","at":"soon"}', 'null', '[]']) {
      items.set(HELD_SEND_STORAGE_KEY, raw);
      expect(takeHeldSend('/contacto', 'reload', T), raw).toBe(false);
    }
  });

  it('cannot be noted where session storage is blocked, and reads as none there', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(noteHeldSend('/contacto', T)).toBe(false);
    expect(takeHeldSend('/contacto', 'reload', T)).toBe(false);
  });
});
