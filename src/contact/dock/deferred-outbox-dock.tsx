import { startTransition, useEffect, useState, type ComponentType } from 'react';

/**
 * The pending-enquiries indicator, on every page. It depends on IndexedDB, so it is neither
 * prerendered nor part of the main bundle: its code loads once the page has hydrated. When
 * that fails (offline before the service worker has the site), it tries again once online.
 */
export function DeferredOutboxDock() {
  const [Dock, setDock] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const load = () =>
      import('./outbox-dock').then(
        // A transition: the dock renders in small slices after hydration, never in one long task.
        (module) => active && startTransition(() => setDock(() => module.default)),
        () => active && window.addEventListener('online', load, { once: true }),
      );
    void load();
    return () => {
      active = false;
      window.removeEventListener('online', load);
    };
  }, []);
  return Dock ? <Dock /> : null;
}
