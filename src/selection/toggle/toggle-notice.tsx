import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { useAppSelection } from '../selection-provider';
import { driveServedToggles } from './served-toggles';
import { TOGGLED_EVENT, type ToggledDetail } from './toggle-marks';
import { pressAnswer, toggleAnnouncement, toggleTexts } from './toggle-texts';
import { includesItem } from '../selection-list';
import styles from './toggle-notice.module.css';

/** How long a word about a press stays shown; its live region has announced it by then. */
export const TOGGLE_NOTICE_MS = 8_000;

/**
 * Drives the toggles of the page kept as served (served-toggles.ts), for as long as the app runs.
 * Draws nothing.
 */
export function ServedSelectionToggles() {
  const selection = useAppSelection();
  const { t } = useT();
  useEffect(() => {
    const root = document.getElementById('root');
    return root
      ? driveServedToggles(root, { selection, texts: (item, pressed) => toggleTexts(item, pressed, t) })
      : undefined;
  }, [selection, t]);
  return null;
}

/**
 * Every toggle's one voice: what a press did (TOGGLED_EVENT, from whichever toggle) is said in
 * one polite live region, served empty so that what is put in it is announced, and shown while
 * it is fresh (the word at the limit, and a change this device could not keep, are for every eye).
 */
export function ToggleNotice() {
  const selection = useAppSelection();
  const { t } = useT();
  const [notice, setNotice] = useState<{ text: string; n: number } | null>(null);
  useEffect(() => {
    const onToggled = (event: Event) => {
      const { item, result } = (event as CustomEvent<ToggledDetail>).detail;
      const { items } = selection.getSnapshot();
      const text = toggleAnnouncement(item, pressAnswer(result, includesItem(items, item)), items.length, t);
      // Numbered: the same words said twice are a new notice.
      if (text) setNotice((last) => ({ text, n: (last?.n ?? 0) + 1 }));
    };
    document.addEventListener(TOGGLED_EVENT, onToggled);
    return () => document.removeEventListener(TOGGLED_EVENT, onToggled);
  }, [selection, t]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice((last) => (last === notice ? null : last)), TOGGLE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div aria-live="polite" className={styles.region} data-selection-notice>
      {notice && (
        <p key={notice.n} className={styles.notice}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
