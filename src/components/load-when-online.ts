/**
 * Runs `load` (a dynamic import) and hands what it brings to `use`. A load that fails (offline
 * before the service worker has the site, or a page being left: Firefox stops its pending loads,
 * style sheets included) is tried again when the browser is next online, never thrown. Returns
 * the cleanup that stops both. `failed` hears of each load that failed.
 */
export function loadWhenOnline<T>(
  load: () => Promise<T>,
  use: (loaded: T) => void,
  failed: () => void = () => {},
): () => void {
  let active = true;
  const attempt = () => {
    load().then(
      (loaded) => active && use(loaded),
      () => {
        if (!active) return;
        failed();
        window.addEventListener('online', attempt, { once: true });
      },
    );
  };
  attempt();
  return () => {
    active = false;
    window.removeEventListener('online', attempt);
  };
}
