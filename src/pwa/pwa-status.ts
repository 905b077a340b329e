/** What the service worker has told us, for the notices to show. Framework-free. */
export interface PwaStatus {
  /** The whole catalogue is cached: the site now works offline. */
  offlineReady: boolean;
  /** A new version is installed and waits for the visitor to accept it. */
  updateWaiting: boolean;
  /** A first visit's worker saving the catalogue: files done of the total; null when not under way. */
  precache: { done: number; total: number } | null;
  /** What the site keeps on this device once it is ready offline, where the browser says. */
  storageBytes: number | null;
  /** The first visit's worker could not save the catalogue (a file failed to load). */
  precacheFailed: boolean;
  /**
   * Files the copy, whole once, misses while the server cannot be reached, to be saved when it can
   * (copy-state.ts); null when none are, or when they are being saved or cannot be.
   */
  copyShort: number | null;
}

export const INITIAL_PWA_STATUS: PwaStatus = {
  offlineReady: false,
  updateWaiting: false,
  precache: null,
  storageBytes: null,
  precacheFailed: false,
  copyShort: null,
};

type Listener = () => void;

/** What the page's service worker has said so far, and who wants to hear of it next. */
export type PwaStatusStore = ReturnType<typeof createPwaStatusStore>;

export function createPwaStatusStore(initial: PwaStatus = INITIAL_PWA_STATUS) {
  let status = initial;
  const listeners = new Set<Listener>();
  return {
    get: (): PwaStatus => status,
    set(patch: Partial<PwaStatus>) {
      status = { ...status, ...patch };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
