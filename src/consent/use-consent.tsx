import { createContext, useContext, type ReactNode } from 'react';
import type { ConsentStore } from './consent-store';

/**
 * The app's way to the visitor's cookie choice: the store the page's first script started
 * (start-consent.ts). The banner draws itself outside the app (cookie-banner.ts); the app only
 * opens it, from its "cookie settings" links, and never redraws for the choice.
 */
export const ConsentContext = createContext<ConsentStore | null>(null);

export function ConsentProvider({ store, children }: { store: ConsentStore; children: ReactNode }) {
  return <ConsentContext.Provider value={store}>{children}</ConsentContext.Provider>;
}

/** What opens the banner in a view: the footer's and the legal pages' "cookie settings". */
export function useConsentActions(): Pick<ConsentStore, 'showView'> {
  const store = useContext(ConsentContext);
  if (!store) throw new Error('useConsentActions needs a <ConsentProvider>');
  return store;
}
