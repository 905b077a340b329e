import { triedAgain, type WatchUses } from './tried-again';

/** No part the visitor uses: a failed load waits for `online` alone. */
const NO_USES: WatchUses = () => () => {};

/**
 * Runs `load` (a dynamic import) and hands what it brings to `use`. A load that fails (offline
 * before the service worker has the site, a server's hiccup, or a page being left: Firefox stops
 * its pending loads, style sheets included) is tried again when the browser is next online, or
 * at the visitor's next use of the part (`uses`: none by default), whichever comes first
 * (tried-again.ts); never thrown. Returns the cleanup that stops all of it. `failed` hears of
 * each load that failed.
 */
export function loadWhenOnline<T>(
  load: () => Promise<T>,
  use: (loaded: T) => void,
  failed: () => void = () => {},
  uses: WatchUses = NO_USES,
): () => void {
  let active = true;
  let stopUses: (() => void) | null = null;
  const onOnline = () => again.online();
  const onUse = () => again.used();
  /** Stops hearing `online` and the uses, heard only since a failure. */
  const stopRetries = () => {
    if (!stopUses) return;
    window.removeEventListener('online', onOnline);
    stopUses();
    stopUses = null;
  };
  const attempt = () => {
    load().then(
      (loaded) => {
        if (!active) return;
        stopRetries();
        use(loaded);
      },
      () => {
        if (!active) return;
        failed();
        again.failed();
        if (stopUses) return;
        window.addEventListener('online', onOnline);
        stopUses = uses(onUse);
      },
    );
  };
  const again = triedAgain(attempt);
  attempt();
  return () => {
    active = false;
    stopRetries();
  };
}
