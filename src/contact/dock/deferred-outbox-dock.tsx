import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { loadWhenOnline } from '../../components/load-when-online';

/**
 * The pending-enquiries indicator, on every page. It depends on IndexedDB, so it is neither
 * prerendered nor part of the main bundle: its code loads once the page has hydrated. When
 * that fails (offline before the service worker has the site), it tries again once online.
 */
export function DeferredOutboxDock() {
  const [Dock, setDock] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      loadWhenOnline(
        () => import('./outbox-dock'),
        // A transition: the dock renders in small slices after hydration, never in one long task.
        (module) => startTransition(() => setDock(() => module.default)),
      ),
    [],
  );
  return Dock ? <Dock /> : null;
}
