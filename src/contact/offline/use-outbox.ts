import { useEffect, useSyncExternalStore } from 'react';
import type { OutboxRunner } from './outbox-runner';
import { SERVER_SNAPSHOT, type OutboxSnapshot } from './outbox-snapshot';
import { useGetOutbox, useLoadedOutbox } from './outbox-provider';

const noSubscription = () => () => {};
const serverSnapshot = () => SERVER_SNAPSHOT;

/** Loads the page's outbox as this component mounts; null until it has loaded (and on the server). */
export function useOutboxRunner(): OutboxRunner | null {
  const get = useGetOutbox();
  useEffect(() => {
    get().catch((error: unknown) => console.warn('Outbox: could not be loaded.', error));
  }, [get]);
  return useLoadedOutbox();
}

/** The queue as this tab sees it, once `runner` is there; the empty snapshot before. */
export function useOutboxSnapshot(runner: OutboxRunner | null): OutboxSnapshot {
  return useSyncExternalStore(
    runner?.subscribe ?? noSubscription,
    runner?.getSnapshot ?? serverSnapshot,
    serverSnapshot,
  );
}
