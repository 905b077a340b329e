/** What the service worker has told us, for the notices to show. Framework-free. */
export interface PwaStatus {
  /** The whole catalogue is cached: the site now works offline. */
  offlineReady: boolean;
  /** A new version is installed and waits for the visitor to accept it. */
  updateWaiting: boolean;
}

type Listener = () => void;

export function createPwaStatusStore(initial: PwaStatus = { offlineReady: false, updateWaiting: false }) {
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

export const pwaStatus = createPwaStatusStore();
