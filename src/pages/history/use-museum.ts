import { useEffect, useReducer } from 'react';
import { ROOM_SWITCH_MS, createMuseum, museumReducer } from './museum-state';

/**
 * The museum's state, with the fade's clock: a pending room becomes current ROOM_SWITCH_MS
 * later, or at once for visitors who ask for reduced motion (there is no fade to wait for).
 */
export function useMuseum(rooms: number) {
  const [state, dispatch] = useReducer(museumReducer, rooms, (count: number) => createMuseum(count));

  useEffect(() => {
    if (state.pending === null) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return dispatch({ type: 'settle' });
    const timer = window.setTimeout(() => dispatch({ type: 'settle' }), ROOM_SWITCH_MS);
    return () => window.clearTimeout(timer);
  }, [state.pending]);

  return [state, dispatch] as const;
}
