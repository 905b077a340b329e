/**
 * Counts the page's hydration boundaries (hydration-boundary.tsx) still to hydrate. React
 * hydrates a Suspense boundary's content in a pass of its own, after the root has committed: the
 * first page is hydrated only once every boundary has. A boundary is expected as it mounts
 * (before any passive effect of that commit runs), and done once its content has committed, or
 * once it is gone (a navigation before it hydrated).
 */
export interface BoundariesHydrated {
  /** A boundary is there, its content not yet hydrated. */
  expect(boundary: object): void;
  /** Its content has committed, or it is gone. */
  done(boundary: object): void;
  /** Whether it is expected and its content has not committed yet. */
  waitsFor(boundary: object): boolean;
  /** Calls `then` once, as soon as no boundary expected is still to hydrate; returns a cancel. */
  whenHydrated(then: () => void): () => void;
}

export function createBoundariesHydrated(): BoundariesHydrated {
  const pending = new Set<object>();
  const waiting = new Set<() => void>();
  const settle = () => {
    if (pending.size > 0) return;
    const callbacks = [...waiting];
    waiting.clear();
    for (const then of callbacks) then();
  };
  return {
    expect(boundary) {
      pending.add(boundary);
    },
    done(boundary) {
      pending.delete(boundary);
      settle();
    },
    waitsFor(boundary) {
      return pending.has(boundary);
    },
    whenHydrated(then) {
      waiting.add(then);
      settle();
      return () => void waiting.delete(then);
    },
  };
}
