import { createContext, Suspense, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { BoundariesHydrated } from './boundaries-hydrated';

/** The page's boundaries still to hydrate (boundaries-hydrated.ts); null when prerendering. */
const BoundariesContext = createContext<BoundariesHydrated | null>(null);
export const BoundariesHydratedProvider = BoundariesContext.Provider;

/** Tells the boundaries its content has committed: hydrated, or drawn afresh. */
function ContentCommitted({ boundary }: { boundary: object }) {
  const boundaries = useContext(BoundariesContext);
  useEffect(() => boundaries?.done(boundary), [boundaries, boundary]);
  return null;
}

/**
 * A part of the page whose markup, if it differs from the app's (changed before the app started,
 * by an extension, a reading tool, a translation), is drawn again alone: React recovers from a
 * hydration mismatch by rendering the nearest Suspense boundary above it on the client, and
 * without one that is the whole root. Everything outside the part stays as served (the very
 * nodes, with what the visitor's browser did to them). Nothing in it suspends while hydrating, so
 * the fallback is never shown; a part drawn afresh has its kept parts given back
 * (served-parts.ts). Its content hydrates in a pass of its own, after the root's: the first page
 * counts as hydrated once every boundary's content has committed (boundaries-hydrated.ts).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const boundaries = useContext(BoundariesContext);
  const [boundary] = useState(() => ({}));
  // A layout effect: expected before any passive effect of the commit that mounts it runs (the
  // shell's, which waits for the boundaries, and its parent boundary's content's).
  useLayoutEffect(() => {
    boundaries?.expect(boundary);
    return () => boundaries?.done(boundary);
  }, [boundaries, boundary]);
  return (
    <Suspense fallback={null}>
      <ContentCommitted boundary={boundary} />
      {children}
    </Suspense>
  );
}
