import { lazy, startTransition, Suspense, useEffect, useState } from 'react';

const OutboxDock = lazy(() => import('./outbox-dock'));

/**
 * The pending-enquiries indicator, on every page. It depends on IndexedDB, so it is neither
 * prerendered nor part of the main bundle: its code loads once the page has hydrated.
 */
export function DeferredOutboxDock() {
  const [hydrated, setHydrated] = useState(false);
  // A transition: the dock renders in small slices after hydration, never in one long task.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <OutboxDock />
    </Suspense>
  );
}
