import { useCallback, useEffect, useRef, useState } from 'react';
import type { LeadsStore } from '../leads/leads-store';
import type { Lead, LeadCard } from '../lead';
import { copyOnOpen, nextStamp, typedCopyText, typedIsNewer, TYPED_CARD_STORAGE_KEY } from './typed-copy';

/**
 * Runs `use` on the tab's sessionStorage; `otherwise` where it throws (blocked, full, missing):
 * the card is then written to IndexedDB alone, as before. Not components/safe-storage.ts: the
 * booth's chunk importing it from the entry made the bundler split the languages module out of
 * the entry, one more request before the app could run (e2e/loading-order.spec.ts).
 */
function inSession<T>(use: (storage: Storage) => T, otherwise: T): T {
  try {
    return use(window.sessionStorage);
  } catch {
    return otherwise;
  }
}

const readCopy = () => inSession((storage) => storage.getItem(TYPED_CARD_STORAGE_KEY), null);
const removeCopy = () => inSession((storage) => storage.removeItem(TYPED_CARD_STORAGE_KEY), undefined);
const writeCopy = (copy: string) =>
  inSession((storage) => (storage.setItem(TYPED_CARD_STORAGE_KEY, copy), true), false);

/**
 * Keystrokes are written together after this pause: a lead's record is rewritten whole, and one
 * write per key on a slow tablet would queue behind each other. Short enough that a tablet put
 * to sleep mid-word loses nothing: the page's hiding writes at once anyway.
 */
export const TYPING_PAUSE_MS = 250;

/**
 * The card as typed, held in the component and written to `lead` as it changes (`saveAsTyped`:
 * the open card; a correction is written only when saved). Written at once when the page is
 * hidden or left, when a field loses the focus, and when the card goes. Only while the lead is
 * still open: a card saved meanwhile (by this tab's "Save lead" or another tab) is not rewritten.
 * The open card is also copied to the tab's sessionStorage at each change, synchronously, for the
 * keystrokes whose write a reload cuts short (typed-copy.ts); storage that refuses is passed by.
 */
export function useTypedCard(store: LeadsStore, lead: Lead, saveAsTyped: boolean) {
  const { id } = lead;
  // Read once, as the card opens: the tab's copy, when it is newer than the stored lead, is the card.
  const [opened] = useState(() => (saveAsTyped ? copyOnOpen(lead, readCopy()) : ({ kind: 'none' } as const)));
  const initial = opened.kind === 'restore' ? opened.card : lead.card;
  const [card, setCard] = useState(initial);
  const latest = useRef(initial);
  const dirty = useRef(opened.kind === 'restore');
  /** The stamp of the last change (nextStamp): its copy's time and the `updatedAt` of the write holding it. */
  const stamp = useRef(opened.kind === 'restore' ? opened.at : lead.updatedAt);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The copy this tab last wrote: removed once a write holding it has landed, unless a newer one replaced it. */
  const copied = useRef<string | null>(null);

  /** Removes `copy` from the tab's storage, unless a newer keystroke's copy has replaced it there. */
  const spend = useCallback((copy: string | null) => {
    if (copy === null || readCopy() !== copy) return;
    removeCopy();
    copied.current = null;
  }, []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!saveAsTyped || !dirty.current) return Promise.resolve();
    dirty.current = false;
    const typed = latest.current;
    const typedAt = stamp.current;
    const copy = copied.current;
    // Decided and stamped in the write's own transaction, against the record as it is then: the
    // write may get its turn after later keystrokes, whose copies are newer than this write.
    return store
      .updateLead(id, (held) =>
        held && typedIsNewer(typedAt, typed, held) ? { ...held, card: typed, updatedAt: typedAt } : null,
      )
      .then(({ saved }) => {
        // Landed (or the lead was saved or typed newer meanwhile, and this card is not to be written): the copy is spent.
        if (saved) spend(copy);
      });
  }, [store, id, saveAsTyped, spend]);

  const change = useCallback(
    (patch: Partial<LeadCard>) => {
      latest.current = { ...latest.current, ...patch };
      setCard(latest.current);
      if (!saveAsTyped) return;
      stamp.current = nextStamp(stamp.current, Date.now());
      const copy = typedCopyText({ id, at: stamp.current, card: latest.current });
      copied.current = writeCopy(copy) ? copy : null;
      dirty.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), TYPING_PAUSE_MS);
    },
    [flush, saveAsTyped, id],
  );

  // The card as the tab's copy had it, newer than the store's: written at once. Any other copy
  // found (corrupt, another lead's, already written) is removed.
  useEffect(() => {
    if (opened.kind === 'drop') removeCopy();
    if (opened.kind === 'restore') {
      copied.current = readCopy();
      void flush();
    }
    // Once, as the card opens.
  }, []);

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

  /** The card was saved with what was typed, and that write has landed: the tab's copy is spent. */
  const forgetCopy = useCallback(() => spend(copied.current), [spend]);

  return { card, latest, change, flush, settle, forgetCopy };
}
