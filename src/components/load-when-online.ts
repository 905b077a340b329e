/**
 * Runs `load` (a dynamic import) and hands what it brings to `use`. A load that fails (offline
 * before the service worker has the site, or a page being left: Firefox stops its pending loads,
 * style sheets included) is tried again when the browser is next online, never thrown. Returns
 * the cleanup that stops both.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, use: (loaded: T) => void): () => void {
  let active = true;
  const attempt = () => {
    load().then(
      (loaded) => active && use(loaded),
      () => active && window.addEventListener('online', attempt, { once: true }),
    );
  };
  attempt();
  return () => {
    active = false;
    window.removeEventListener('online', attempt);
  };
}
