import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  CONSENT_STORAGE_KEY,
  initialConsentState,
  parseStoredConsent,
  serializeConsent,
  type ConsentPreferences,
} from './consent';
import { readStorage, writeStorage } from '../components/safe-storage';

export type BannerView = 'hidden' | 'summary' | 'preferences';

interface ConsentApi {
  preferences: ConsentPreferences;
  view: BannerView;
  save: (preferences: ConsentPreferences) => void;
  showView: (view: 'summary' | 'preferences') => void;
}

/** The actions alone: they never change, so a "cookie settings" link needs no redraw when the choice does. */
type ConsentActions = Pick<ConsentApi, 'save' | 'showView'>;

const ConsentContext = createContext<ConsentApi | null>(null);
const ConsentActionsContext = createContext<ConsentActions | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState<ConsentPreferences | null>(null);
  const [view, setView] = useState<BannerView>('hidden');

  // Read after hydration: the prerendered HTML never knows the visitor's choice.
  useEffect(() => {
    const stored = parseStoredConsent(readStorage(CONSENT_STORAGE_KEY));
    if (stored.kind === 'corrupt') console.warn(`Ignoring unreadable cookie consent (${stored.reason}).`);
    const initial = initialConsentState(stored);
    // Not urgent: rendering it may wait for the browser, in small slices, right after hydration.
    startTransition(() => setPreferences(initial.preferences));
    if (initial.showBannerAfterMs === null) return;
    const timer = window.setTimeout(() => setView((v) => (v === 'hidden' ? 'summary' : v)), initial.showBannerAfterMs);
    return () => window.clearTimeout(timer);
  }, []);

  const save = useCallback((chosen: ConsentPreferences) => {
    writeStorage(CONSENT_STORAGE_KEY, serializeConsent(chosen));
    setPreferences(chosen);
    setView('hidden');
  }, []);

  const actions = useMemo<ConsentActions>(() => ({ save, showView: setView }), [save]);
  const api = useMemo<ConsentApi>(
    () => ({ preferences: preferences ?? initialConsentState({ kind: 'none' }).preferences, view, ...actions }),
    [preferences, view, actions],
  );
  return (
    <ConsentActionsContext.Provider value={actions}>
      <ConsentContext.Provider value={api}>{children}</ConsentContext.Provider>
    </ConsentActionsContext.Provider>
  );
}

/** The visitor's choice and the banner's view, for the banner: its user draws again as they change. */
export function useConsent(): ConsentApi {
  const api = useContext(ConsentContext);
  if (!api) throw new Error('useConsent needs a <ConsentProvider>');
  return api;
}

/**
 * Only the actions, which never change: the footer's and the legal pages' links to the settings
 * are not drawn again when the choice is read after hydration or the banner shows a second later.
 */
export function useConsentActions(): ConsentActions {
  const actions = useContext(ConsentActionsContext);
  if (!actions) throw new Error('useConsentActions needs a <ConsentProvider>');
  return actions;
}
