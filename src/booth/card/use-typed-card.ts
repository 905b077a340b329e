import { useCallback, useEffect, useRef, useState } from 'react';
import type { LeadsStore } from '../leads/leads-store';
import type { LeadCard } from '../lead';

/**
 * Keystrokes are written together after this pause: a lead's record is rewritten whole, and one
 * write per key on a slow tablet would queue behind each other. Short enough that a tablet put
 * to sleep mid-word loses nothing: the page's hiding writes at once anyway.
 */
export const TYPING_PAUSE_MS = 250;

/**
 * The card as typed, held in the component and written to the lead `id` as it changes (`saveAsTyped`:
 * the open card; a correction is written only when saved). Written at once when the page is
 * hidden or left, when a field loses the focus, and when the card goes. Only while the lead is
 * still open: a card saved meanwhile (by this tab's "Save lead" or another tab) is not rewritten.
 */
export function useTypedCard(store: LeadsStore, id: string, initial: LeadCard, saveAsTyped: boolean) {
  const [card, setCard] = useState(initial);
  const latest = useRef(initial);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!saveAsTyped || !dirty.current) return Promise.resolve();
    dirty.current = false;
    const typed = latest.current;
    return store
      .updateLead(id, (held) =>
        held && held.savedAt === null ? { ...held, card: typed, updatedAt: Date.now() } : null,
      )
      .then(() => {});
  }, [store, id, saveAsTyped]);

  const change = useCallback(
    (patch: Partial<LeadCard>) => {
      latest.current = { ...latest.current, ...patch };
      setCard(latest.current);
      if (!saveAsTyped) return;
      dirty.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), TYPING_PAUSE_MS);
    },
    [flush, saveAsTyped],
  );

  // The tablet put to sleep, the tab switched or closed, the card unmounted (another page).
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [flush]);

  /** Forgets what was typed but not written: the card was saved with it. */
  const settle = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
  }, []);

  return { card, latest, change, flush, settle };
}
