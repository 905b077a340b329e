import { useEffect, useState, useSyncExternalStore } from 'react';
import type { OutboxRunner } from './outbox-runner';
import { SERVER_SNAPSHOT, type OutboxSnapshot } from './outbox-snapshot';
import { useGetOutbox } from './outbox-provider';

const noSubscription = () => () => {};
const serverSnapshot = () => SERVER_SNAPSHOT;

/** The page's outbox once its code has loaded; null before (and on the server). */
export function useOutboxRunner(): OutboxRunner | null {
  const get = useGetOutbox();
  const [runner, setRunner] = useState<OutboxRunner | null>(null);
  useEffect(() => {
    let active = true;
    get().then(
      (loaded) => active && setRunner(loaded),
      (error: unknown) => console.warn('Outbox: could not be loaded.', error),
    );
    return () => {
      active = false;
    };
  }, [get]);
  return runner;
}

/** The queue as this tab sees it. */
export function useOutbox(): OutboxSnapshot {
  const runner = useOutboxRunner();
  return useSyncExternalStore(
    runner?.subscribe ?? noSubscription,
    runner?.getSnapshot ?? serverSnapshot,
    serverSnapshot,
  );
}
