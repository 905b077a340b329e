import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { EMPTY_LEADS, type LeadsSnapshot, type LeadsStore } from './leads-store';
import { createPageLeads } from './page-leads';

const BoothContext = createContext<LeadsStore | null>(null);

/**
 * The booth page's one store of leads, started after the first commit (the page is prerendered
 * empty: what the device holds is read on it) and stopped when the page goes.
 */
export function BoothProvider({ children, store }: { children: ReactNode; store?: LeadsStore }) {
  const [held] = useState(() => store ?? createPageLeads());
  useEffect(() => held.start(), [held]);
  return <BoothContext.Provider value={held}>{children}</BoothContext.Provider>;
}

export function useLeadsStore(): LeadsStore {
  const store = useContext(BoothContext);
  if (!store) throw new Error('The booth needs a <BoothProvider> above it');
  return store;
}

/** The leads and settings as this render should show them: empty while hydrating and until read. */
export function useBooth(): LeadsSnapshot {
  const { subscribe, getSnapshot } = useLeadsStore();
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY_LEADS);
}
