import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { EMPTY_SELECTION, type ChangeResult, type SelectionSnapshot, type SelectionStore } from './selection-store';
import type { SelectionItem } from './items';

/**
 * The app's one selection, shared by every toggle, the header's control and the pages. Its store
 * and IndexedDB load after the first commit (the app's first chunk carries only this), and it is
 * read only then: every toggle hydrates unpressed, as served, and shows the device's state after.
 */
export interface AppSelection {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => SelectionSnapshot;
  toggle: (item: SelectionItem) => Promise<ChangeResult>;
  add: (item: SelectionItem) => Promise<ChangeResult>;
  remove: (item: SelectionItem) => Promise<ChangeResult>;
  clear: () => Promise<ChangeResult>;
  undo: () => Promise<ChangeResult>;
  /** Loads the store and reads the device's selection; the returned function stops it. */
  start: () => () => void;
}

/** What a change answers when the store's code could not load (offline before the site was saved). */
const NOT_LOADED: ChangeResult = { outcome: 'unchanged', saved: false };

/**
 * Holds the store once its code has loaded. A change asked for before that waits for it; a load
 * that failed is tried again at the next change, so a toggle pressed once back online works.
 */
export function lazySelection(
  load: () => Promise<SelectionStore> = () => import('./page-selection').then((module) => module.createPageSelection()),
): AppSelection {
  let store: SelectionStore | null = null;
  let loading: Promise<SelectionStore> | null = null;
  let stopStore: (() => void) | null = null;
  let started = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const ensure = (): Promise<SelectionStore> => {
    loading ??= load().then(
      (loaded) => {
        store = loaded;
        loaded.subscribe(notify);
        if (started) stopStore = loaded.start();
        notify();
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const withStore =
    <A extends unknown[]>(act: (store: SelectionStore, ...args: A) => Promise<ChangeResult>) =>
    (...args: A): Promise<ChangeResult> =>
      ensure().then(
        (loaded) => act(loaded, ...args),
        () => NOT_LOADED,
      );

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => store?.getSnapshot() ?? EMPTY_SELECTION,
    toggle: withStore((loaded, item: SelectionItem) => loaded.toggle(item)),
    add: withStore((loaded, item: SelectionItem) => loaded.add(item)),
    remove: withStore((loaded, item: SelectionItem) => loaded.remove(item)),
    clear: withStore((loaded) => loaded.clear()),
    undo: withStore((loaded) => loaded.undo()),
    start: () => {
      started = true;
      if (store) stopStore = store.start();
      else void ensure().catch(() => {});
      return () => {
        started = false;
        stopStore?.();
        stopStore = null;
      };
    },
  };
}

const SelectionContext = createContext<AppSelection | null>(null);

/** Starts the app's selection after the first commit and stops it when the app unmounts. */
export function SelectionProvider({ children, selection }: { children: ReactNode; selection?: AppSelection }) {
  const [held] = useState(() => selection ?? lazySelection());
  useEffect(() => held.start(), [held]);
  return <SelectionContext.Provider value={held}>{children}</SelectionContext.Provider>;
}

export function useAppSelection(): AppSelection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('The selection needs a <SelectionProvider> above it');
  return selection;
}

/**
 * The selection as this render should show it: empty while hydrating (React uses the server's
 * snapshot then) and until the device's record is read.
 */
export function useSelectionSnapshot(): SelectionSnapshot {
  const { subscribe, getSnapshot } = useAppSelection();
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY_SELECTION);
}
