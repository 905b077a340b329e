import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { OutboxRunner } from './outbox-runner';

/**
 * The page's one outbox, loaded when first asked for: its code and IndexedDB stay out of the
 * first load. Held by the provider, not by a module, so each app (and each test) has its own.
 */
export type GetOutbox = () => Promise<OutboxRunner>;

const OutboxContext = createContext<GetOutbox | null>(null);

function lazyOutbox(): { get: GetOutbox; stop: () => void } {
  let loading: Promise<{ runner: OutboxRunner; stop: () => void }> | null = null;
  let stopped = false;
  const load = () =>
    import('./page-outbox').then(({ createPageOutbox, runPageOutbox }) => {
      const runner = createPageOutbox();
      return { runner, stop: stopped ? () => {} : runPageOutbox(runner) };
    });
  return {
    get: () => {
      // A failed load (offline before the worker has the site) is tried again next time.
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading.then(({ runner }) => runner);
    },
    stop: () => {
      stopped = true;
      void loading?.then(({ stop }) => stop()).catch(() => {});
    },
  };
}

export function OutboxProvider({ children }: { children: ReactNode }) {
  const [outbox] = useState(lazyOutbox);
  useEffect(() => outbox.stop, [outbox]);
  return <OutboxContext.Provider value={outbox.get}>{children}</OutboxContext.Provider>;
}

export function useGetOutbox(): GetOutbox {
  const get = useContext(OutboxContext);
  if (!get) throw new Error('useGetOutbox needs an <OutboxProvider> above it');
  return get;
}
