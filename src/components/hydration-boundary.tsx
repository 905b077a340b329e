import {
  createContext,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
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
 *
 * That pass is asked for as a transition once the boundary has mounted. Left to itself, React
 * hydrates a served boundary's content at its offscreen priority, the lowest there is: work that
 * never expires and that waits while any other work is pending, even work suspended waiting for
 * something (a transition waiting for code or data, for as long as that takes), and that any
 * newer update interrupts and starts again. An update to the boundary makes React hydrate it
 * first at the update's own pace instead (its "selective hydration"): a transition's, which
 * yields to the browser every few milliseconds as the root's did (main.tsx), and, put off for
 * seconds by other work, expires and is finished at once. So the boundary hydrates right after
 * the root, whatever else the page does meanwhile.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const boundaries = useContext(BoundariesContext);
  const [boundary] = useState(() => ({}));
  const [, askToHydrate] = useState(false);
  // A layout effect: expected before any passive effect of the commit that mounts it runs (the
  // shell's, which waits for the boundaries, and its parent boundary's content's).
  useLayoutEffect(() => {
    boundaries?.expect(boundary);
    return () => boundaries?.done(boundary);
  }, [boundaries, boundary]);
  // After its content's own effect (a child's runs first): content drawn in this very commit
  // (not hydrating) has nothing to ask for.
  useEffect(() => {
    if (boundaries?.waitsFor(boundary)) startTransition(() => askToHydrate(true));
  }, [boundaries, boundary]);
  return (
    <Suspense fallback={null}>
      <ContentCommitted boundary={boundary} />
      {children}
    </Suspense>
  );
}
