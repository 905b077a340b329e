import { useEffect, useState } from 'react';

/** Whether the tab is in the background; false while prerendering and until the first effect. */
export function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/** Calls `onReduce` now and whenever the visitor turns on "reduce motion". */
export function useOnReducedMotion(onReduce: () => void) {
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (query.matches) onReduce();
    const onChange = (event: MediaQueryListEvent) => event.matches && onReduce();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [onReduce]);
}
