import { useDeferredValue, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * When a closed menu's content, kept as the server sent it (ServedUntilLive), is rendered by the
 * app: as it opens, and once the address has changed since the page was loaded, since the
 * served links then belong to another page or language. The second waits for the navigation's
 * own render (a deferred value), so a link's tap does not also pay for the menus. Never false
 * again once true: the served content is gone by then.
 */
export function useMenuContentLive(open: boolean): boolean {
  const [location] = useLocation();
  const [loadedAt] = useState(location);
  const moved = useDeferredValue(location !== loadedAt);
  const [wasLive, setWasLive] = useState(false);
  const live = wasLive || open || moved;
  if (live && !wasLive) setWasLive(true);
  return live;
}
