import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { loadWhenOnline } from '../../components/load-when-online';
import { useOutboxAsked } from '../offline/outbox-provider';
import { watchOutboxPresence } from '../offline/outbox-presence';

/**
 * The dock's code, which brings the outbox's with it (outbox-dock.tsx): imported once it has
 * something to show, and by the contact form on a first visit to keep both on the page.
 */
export const importOutboxDock = () => import('./outbox-dock');

/**
 * The pending-enquiries indicator, on every page where the outbox may have something to show:
 * the page's own form has asked for it, or its databases exist on this device, or another tab
 * or the worker speaks of it (offline/outbox-presence.ts). It depends on IndexedDB, so it is
 * neither prerendered nor part of the main bundle: its code loads after hydration, and only
 * then. When that fails (offline before the service worker has the site), it tries again once
 * online.
 */
export function DeferredOutboxDock() {
  const asked = useOutboxAsked();
  const [present, setPresent] = useState(false);
  const [Dock, setDock] = useState<ComponentType | null>(null);
  useEffect(() => watchOutboxPresence(() => setPresent(true)), []);
  const wanted = asked || present;
  useEffect(() => {
    if (!wanted) return;
    return loadWhenOnline(
      importOutboxDock,
      // A transition: the dock renders in small slices after hydration, never in one long task.
      (module) => startTransition(() => setDock(() => module.default)),
    );
  }, [wanted]);
  return Dock ? <Dock /> : null;
}
