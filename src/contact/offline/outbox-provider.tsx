import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { OutboxRunner } from './outbox-runner';

/**
 * The page's one outbox, loaded when first asked for: its code and IndexedDB stay out of the
 * first load. Held by the provider, not by a module, so each app (and each test) has its own.
 */
export type GetOutbox = () => Promise<OutboxRunner>;

interface LazyOutbox {
  get: GetOutbox;
  /** Whether something on the page has asked for the outbox (the contact form, once in use). */
  asked: () => boolean;
  /** The outbox once its code has loaded; null before. */
  loaded: () => OutboxRunner | null;
  subscribe: (listener: () => void) => () => void;
  stop: () => void;
}

const OutboxContext = createContext<LazyOutbox | null>(null);

function lazyOutbox(): LazyOutbox {
  let loading: Promise<{ runner: OutboxRunner; stop: () => void }> | null = null;
  let stopped = false;
  let asked = false;
  let loaded: OutboxRunner | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const load = () =>
    import('./page-outbox').then(({ createPageOutbox, runPageOutbox }) => {
      const runner = createPageOutbox();
      loaded = runner;
      notify();
      return { runner, stop: stopped ? () => {} : runPageOutbox(runner) };
    });
  return {
    get: () => {
      if (!asked) {
        asked = true;
        notify();
      }
      // A failed load (offline before the worker has the site) is tried again next time.
      loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      });
      return loading.then(({ runner }) => runner);
    },
    asked: () => asked,
    loaded: () => loaded,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
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
  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
}

function useLazyOutbox(): LazyOutbox {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error('The outbox needs an <OutboxProvider> above it');
  return outbox;
}

export function useGetOutbox(): GetOutbox {
  return useLazyOutbox().get;
}

/** The page's outbox once something has loaded it; null before (and on the server). */
export function useLoadedOutbox(): OutboxRunner | null {
  const { subscribe, loaded } = useLazyOutbox();
  return useSyncExternalStore(subscribe, loaded, () => null);
}

/** Whether this page has asked for its outbox: then there is something to show of it. */
export function useOutboxAsked(): boolean {
  const { subscribe, asked } = useLazyOutbox();
  return useSyncExternalStore(subscribe, asked, () => false);
}
