import { describe, expect, it, vi } from 'vitest';
import { createPwaStatusStore, INITIAL_PWA_STATUS } from './pwa-status';

describe('pwa status store', () => {
  it('starts with nothing to say and notifies subscribers of each change', () => {
    const store = createPwaStatusStore();
    expect(store.get()).toEqual({
      offlineReady: false,
      updateWaiting: false,
      precache: null,
      storageBytes: null,
      precacheFailed: false,
      copyShort: null,
    });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ updateWaiting: true });
    expect(store.get()).toEqual({ ...INITIAL_PWA_STATUS, updateWaiting: true });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set({ offlineReady: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ ...INITIAL_PWA_STATUS, offlineReady: true, updateWaiting: true });
  });
});
