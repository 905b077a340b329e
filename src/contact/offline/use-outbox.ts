import { useEffect, useSyncExternalStore } from 'react';
import { SERVER_SNAPSHOT, getSnapshot, startOutbox, subscribe, type OutboxSnapshot } from './outbox-runner';

/** The queue as this tab sees it; starts the outbox while a component uses it. */
export function useOutbox(): OutboxSnapshot {
  useEffect(() => startOutbox(), []);
  return useSyncExternalStore(subscribe, getSnapshot, () => SERVER_SNAPSHOT);
}
